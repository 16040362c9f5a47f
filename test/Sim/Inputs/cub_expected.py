"""Inputs and expected buffers of test/Sim/cub-cuda.test, computed from
what each CUB primitive is defined to return (a sum, a max over 16 lanes,
inclusive and exclusive prefix sums, a sort), with NumPy: an oracle that
shares nothing with the simulator or the inline-PTX reader.

Usage: cub_expected.py NAME OUT.npy [IN.npy]
"""
import sys

import numpy as np


def main():
    name, out = sys.argv[1], sys.argv[2]
    iota32 = np.arange(32, dtype=np.int32)
    if name == "radix_input":
        # 512 distinct keys in a scrambled order: 37 is prime to 512.
        np.save(out, ((np.arange(512) * 37 + 11) % 512 * 8191).astype(np.uint32))
        return
    if name == "warp_reduce_int":
        r = iota32.copy()
        r[0] = iota32.sum()
    elif name == "warp_reduce_double":
        r = np.arange(32, dtype=np.float64)
        r[0] = r.sum()
    elif name == "warp_reduce_max16":
        r = np.where(iota32 < 16, 15, 31).astype(np.int32)
    elif name == "warp_scan_int":
        r = np.cumsum(iota32).astype(np.int32)
    elif name == "warp_scan_long":
        v = np.arange(32, dtype=np.int64)
        r = np.concatenate([[0], np.cumsum(v)[:-1]]).astype(np.int64)
    elif name == "block_reduce_100":
        r = np.arange(100, dtype=np.int32)
        r[0] = np.arange(100).sum()
    elif name == "block_reduce_raking":
        r = np.arange(128, dtype=np.int32)
        r[0] = np.arange(128).sum()
    elif name == "block_scan":
        v = np.arange(128, dtype=np.int32)
        r = np.concatenate([[0], np.cumsum(v)[:-1]]).astype(np.int32)
    elif name == "block_radix_sort":
        r = np.sort(np.load(sys.argv[3])).astype(np.uint32)
    elif name == "coalesced":
        # Lanes 4-31 (v > 3) form the group: ballot(1) over its 28 ranks,
        # the rank, and rank 0's value (4).
        r = iota32.copy()
        active = iota32 > 3
        rank = iota32 - 4
        r[active] = ((1 << 28) - 1) + rank[active] + 4
    elif name == "intrinsics":
        # Block 64, x = iota: __syncthreads_count(v > 3) is 60 in every
        # thread (> 10), so each lane adds its warp's sum (496, 1520); the
        # values are then distinct, so __match_any_sync over the full
        # active mask of the kernel's entry gives the lane's own bit; plus
        # __ffs (lowest set bit, 1-based) and the count.
        v = np.arange(64, dtype=np.int64)
        v = v + np.where(v < 32, np.arange(32).sum(), np.arange(32, 64).sum())
        ffs = np.array([(int(a) & -int(a)).bit_length() for a in v])
        r = (1 << (np.arange(64) % 32)) + ffs + 60
        r = (r & 0xffffffff).astype(np.uint32).view(np.int32)
    else:
        raise SystemExit("unknown case " + name)
    np.save(out, r)


if __name__ == "__main__":
    main()
