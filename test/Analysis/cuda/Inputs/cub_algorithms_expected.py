"""Inputs and expected buffers of test/Analysis/cuda/cub_algorithms.cu,
computed with NumPy from what each CUB primitive and cooperative-groups call
is documented to compute (CUB 3's block/warp headers, the CUDA Programming
Guide's cooperative-groups chapter): prefix sums and maxima, reductions,
stable radix sorts, a histogram, exchanges, merge sorts, tile shuffles,
votes and matches. It shares nothing with the simulator or the inline-PTX
reader.

Usage: cub_algorithms_expected.py PREFIX   (writes PREFIX.NAME.npy)
"""
import sys

import numpy as np


def i32(a):
    """Two's-complement wrap to int32, as the kernels' int arithmetic."""
    return (np.asarray(a, dtype=np.int64) & 0xffffffff).astype(
        np.uint32).view(np.int32)


def main():
    prefix = sys.argv[1]

    def save(name, array):
        np.save("%s.%s.npy" % (prefix, name), array)

    rng = np.random.default_rng(34)
    # Small signed values: sums stay far from overflow, negatives make the
    # max scans' initial value 0 matter.
    for n in (32, 64, 96, 100, 128):
        save("in%d" % n, rng.integers(-20, 21, n).astype(np.int32))

    def load(n):
        return np.load("%s.in%d.npy" % (prefix, n))

    # block_scans<A, N>: x[t] = exclusive sum (first 0) + inclusive max +
    # the block's total.
    for name, n in (("scan_warp_scans", 128), ("scan_raking", 96),
                    ("scan_raking_memoize", 64)):
        x = load(n).astype(np.int64)
        excl = np.concatenate([[0], np.cumsum(x)[:-1]])
        save(name, i32(excl + np.maximum.accumulate(x) + x.sum()))

    # BlockReduce: thread 0 writes the sum (128) / the minimum (100) to x[0].
    x = load(128).copy()
    x[0] = x.sum()
    save("reduce_commutative", x)
    x = load(100).copy()
    x[0] = x.min()
    save("reduce_100", x)

    # BlockRadixSort<unsigned, 64, 2>, descending, blocked to striped:
    # thread t's item i is rank i * 64 + t, written to x[t + 64 i]: the
    # whole array sorted descending.
    keys = rng.integers(0, 2**32, 128, dtype=np.uint64).astype(np.uint32)
    save("rs_keys", keys)
    save("radix_sort_striped", np.sort(keys)[::-1].copy())
    # BlockRadixSort<unsigned, 128, 1, int>::Sort(keys, values): ascending,
    # stable (equal keys keep their order), values follow their keys. Few
    # distinct keys, so stability shows.
    pk = rng.integers(0, 12, 128).astype(np.uint32)
    pv = (np.arange(128) * 7 + 3).astype(np.int32)
    order = np.argsort(pk, kind="stable")
    save("rp_keys", pk)
    save("rp_vals", pv)
    save("rp_keys_sorted", pk[order])
    save("rp_vals_sorted", pv[order])

    # BlockHistogram<uchar, 128, 2, 64>: 256 samples below 64, binned.
    samples = rng.integers(0, 64, 256).astype(np.uint8)
    save("samples", samples)
    save("histogram_64", np.bincount(samples, minlength=64).astype(np.uint32))

    # Logical warps of W lanes (block 32): exclusive max scan with initial
    # value 0 (lane 0 of each logical warp gets 0) plus the logical warp's
    # sum (WarpReduce's is defined in the logical warp's lane 0 only; the
    # kernel broadcasts it from there).
    x = load(32).astype(np.int64)
    for w in (4, 8, 16):
        out = np.empty(32, dtype=np.int64)
        for base in range(0, 32, w):
            seg = x[base:base + w]
            excl = np.maximum.accumulate(np.concatenate([[0], seg[:-1]]))
            out[base:base + w] = excl + seg.sum()
        save("logical_warp_%d" % w, i32(out))

    # WarpExchange<int, 2> blocked -> striped -> blocked (block 64, 128
    # items): the identity.
    save("warp_exchange_smem", load(128))
    # WarpExchange<int, 32, 32, SHUFFLE> blocked -> striped on 32 lanes:
    # lane t's item i was lane i's item t, so x[32 t + i] = in[32 i + t].
    big = rng.integers(-1000, 1000, 1024).astype(np.int32)
    save("in1024", big)
    save("warp_exchange_shfl", big.reshape(32, 32).T.copy().reshape(-1))
    # WarpMergeSort<int, 2, 32> with greater: each warp's 64 items sorted
    # descending, blocked (lane l holds ranks 2l, 2l + 1).
    x = load(128)
    save("warp_merge_sort_32",
         np.concatenate([np.sort(x[:64])[::-1], np.sort(x[64:])[::-1]]))

    # Cooperative groups. Tile of 4 (block 64): max of the tile, then
    # shfl_down(v, 1) (a lane past the tile's end keeps its own value),
    # shfl_xor(v, 2), shfl(v, 3), any(v > 3), all(v > 0).
    x = load(64).astype(np.int64)
    out = np.empty(64, dtype=np.int64)
    for t in range(64):
        b, r = t - t % 4, t % 4
        seg = x[b:b + 4]
        down = seg[r + 1] if r + 1 < 4 else seg[r]
        out[t] = (seg.max() + down + seg[r ^ 2] + seg[3] + int(
            (seg > 3).any()) + int((seg > 0).all()))
    save("cg_tile4", i32(out))
    # Tile of 16: inclusive sum, shfl_up(v, 3) (lanes below 3 keep their
    # own), the number of odd values in the tile.
    for t in range(64):
        b, r = t - t % 16, t % 16
        seg = x[b:b + 16]
        up = seg[r - 3] if r >= 3 else seg[r]
        out[t] = seg[:r + 1].sum() + up + int((seg & 1).sum())
    save("cg_tile16", i32(out))
    # Tile of 32: the warp's sum plus match_any(v & 7), the mask of the
    # warp's lanes whose v & 7 equals this lane's.
    for t in range(64):
        b, r = t - t % 32, t % 32
        seg = x[b:b + 32]
        mask = sum(1 << j for j in range(32) if (seg[j] & 7) == (x[t] & 7))
        out[t] = seg.sum() + mask
    save("cg_tile32", i32(out))
    # Coalesced group of the lanes with odd v (block 32): the group's sum
    # plus the lane's rank among them; even lanes keep v.
    x = load(32).astype(np.int64)
    odd = [t for t in range(32) if x[t] & 1]
    out = x.copy()
    for rank, t in enumerate(odd):
        out[t] = sum(x[j] for j in odd) + rank
    save("cg_coalesced", i32(out))
    # binary_partition(warp, v > 10) (block 64): the partition's size * 100
    # + the lane's rank in it + any(v == 3) over the partition.
    x = load(64).astype(np.int64)
    out = np.empty(64, dtype=np.int64)
    for t in range(64):
        b = t - t % 32
        part = [j for j in range(b, b + 32) if (x[j] > 10) == (x[t] > 10)]
        out[t] = (len(part) * 100 + part.index(t) +
                  int(any(x[j] == 3 for j in part)))
    save("cg_binary_partition", i32(out))


if __name__ == "__main__":
    main()
