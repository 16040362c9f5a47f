"""Inputs and expected buffers of test/Analysis/cuda/cub_more.cu, computed
with NumPy from what each CUB primitive is defined to do (prefix sums and
maxima, a max reduction, a histogram, a striped-to-blocked exchange, head
flags, a shift up by one item): an oracle that shares nothing with the
simulator or the inline-PTX reader.

Usage: cub_more_expected.py PREFIX   (writes PREFIX.NAME.npy)
"""
import sys

import numpy as np


def main():
    prefix = sys.argv[1]

    def save(name, array):
        np.save("%s.%s.npy" % (prefix, name), array)

    in96 = ((np.arange(96) * 37 + 5) % 97 - 40).astype(np.int32)
    in64 = ((np.arange(64) * 53 + 7) % 89 - 30).astype(np.int32)
    save("in96", in96)
    save("in64", in64)
    # BlockScan raking-memoize, inclusive sum.
    save("scan_memo", np.cumsum(in96).astype(np.int32))
    # BlockScan raking, exclusive max with initial value -1000000.
    ex = np.maximum.accumulate(np.concatenate([[-1000000], in64[:-1]]))
    save("scan_max", ex.astype(np.int32))
    # BlockReduce (warp reductions), max: thread 0 writes it to x[0].
    r = in96.copy()
    r[0] = in96.max()
    save("reduce_max", r)
    # BlockHistogram of 256 samples in 16 bins (skewed: i*i mod 16).
    samples = ((np.arange(256) ** 2) % 16).astype(np.uint8)
    save("samples", samples)
    save("hist", np.bincount(samples, minlength=16).astype(np.uint32))
    # BlockExchange striped-to-blocked of 2 items over 64 threads: thread t
    # reads x[t], x[t + 64] (striped: flat item i*64 + t), and holds flat
    # items 2t, 2t + 1 after the exchange, so the blocked order is x
    # itself. FlagHeads: the first item, and each item unlike the one
    # before. Up: each item's predecessor in that order; the first stays
    # as initialised (-1).
    runs = (np.arange(128) // 3).astype(np.int32)
    save("runs", runs)
    heads = np.ones(128, dtype=np.int32)
    heads[1:] = (runs[1:] != runs[:-1]).astype(np.int32)
    save("heads", heads)
    save("up", np.concatenate([[-1], runs[:-1]]).astype(np.int32))
    # WarpExchange, logical warps of 16 lanes, 4 items: lane l of warp w
    # reads x[64 w + 16 i + l] (striped) and holds flat items 4l..4l+3 of
    # its warp after the exchange, written to x[4 (16 w + l) + k]: the
    # input in order.
    in128 = ((np.arange(128) * 29 + 3) % 131).astype(np.int32)
    save("in128", in128)
    # WarpMergeSort, logical warps of 16 lanes with 4 items each: lane l of
    # warp w holds x[64 w + 4 l .. 4 l + 3]; each warp's 64 items sorted
    # ascending, in blocked order.
    save("msort", np.concatenate([np.sort(in128[:64]),
                                  np.sort(in128[64:])]).astype(np.int32))
    out = np.empty(128, dtype=np.int32)
    for w in range(2):
        # striped: flat item 16 i + l holds in128[64 w + 16 i + l]
        striped = np.empty(64, dtype=np.int32)
        for i in range(4):
            for l in range(16):
                striped[i * 16 + l] = in128[64 * w + 16 * i + l]
        for l in range(16):
            for k in range(4):
                out[4 * (16 * w + l) + k] = striped[4 * l + k]
    save("wexch", out)
    # Cooperative groups (block 64): tiles of 8, the tile's sum * 1000 plus
    # the exclusive prefix sum within the tile.
    r = np.empty(64, dtype=np.int64)
    for t in range(64):
        seg = in64[t - t % 8:t - t % 8 + 8].astype(np.int64)
        r[t] = seg.sum() * 1000 + seg[:t % 8].sum()
    save("cg_tile8", r.astype(np.int32))
    # binary_partition of a warp by v & 1 (block 32, x = in64[:32]): the
    # partition's sum * 100 plus the lane's rank in it.
    in32 = in64[:32].copy()
    save("in32", in32)
    r = np.empty(32, dtype=np.int64)
    for t in range(32):
        part = [j for j in range(32) if (in32[j] & 1) == (in32[t] & 1)]
        r[t] = int(in32[part].astype(np.int64).sum()) * 100 + part.index(t)
    save("cg_partition", r.astype(np.int32))


if __name__ == "__main__":
    main()
