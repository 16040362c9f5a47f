"""Inputs and expected buffers of test/Analysis/cuda/cub_idioms.cu, from
what each primitive or idiom is documented to compute (CUB 3's block and
warp headers, the CUDA Programming Guide): NumPy only, nothing shared with
the simulator.

Usage: cub_idioms_expected.py PREFIX                 (writes PREFIX.NAME.npy)
       cub_idioms_expected.py PREFIX check-aggregated OUT.npy
"""
import sys

import numpy as np


def i32(a):
    return (np.asarray(a, dtype=np.int64) & 0xffffffff).astype(
        np.uint32).view(np.int32)


def main():
    prefix = sys.argv[1]

    def save(name, array):
        np.save("%s.%s.npy" % (prefix, name), array)

    rng = np.random.default_rng(3434)
    if len(sys.argv) > 2 and sys.argv[2] == "check-aggregated":
        x = np.load("%s.in192.npy" % prefix)
        out = np.load(sys.argv[3])
        want = np.sort(x[x > 0])
        got = np.sort(out[:len(want)])
        assert (got == want).all() and (out[len(want):] == 0).all(), \
            "not a permutation of the positive items"
        print("a permutation of the positive items")
        return

    for n in (64, 96, 128, 192, 256):
        save("in%d" % n, rng.integers(-20, 21, n).astype(np.int32))

    def load(n):
        return np.load("%s.in%d.npy" % (prefix, n)).astype(np.int64)

    # Blocked arrangement: thread t holds items 4t..4t+3 (item i = j % 4).
    x = load(256)
    save("block_load_store", i32(2 * x + np.arange(256) % 4))
    # SubtractLeft: item - left neighbour, the block's first item kept.
    d = x.copy()
    d[1:] = x[1:] - x[:-1]
    save("adjacent_difference", i32(d))
    save("block_merge_sort", i32(np.sort(load(128))))
    # WarpLoad/WarpStore: warp w, lane l holds items 128w + 4l + i.
    save("warp_load_store", i32(x + (np.arange(256) % 128) // 4))
    save("block_reduce_int64",
         np.array([load(96).max() * 1000000007], dtype=np.int64))
    # Exclusive sum across the 4 tiles (the callback carries the total).
    save("scan_running_tile", i32(np.concatenate([[0], np.cumsum(x)[:-1]])))
    # Warp sum, plus the group size at the lowest lane of each v & 7 group.
    x = load(64)
    out = np.empty(64, dtype=np.int64)
    for t in range(64):
        b = t - t % 32
        seg = x[b:b + 32]
        group = [j for j in range(32) if (seg[j] & 7) == (x[t] & 7)]
        out[t] = seg.sum() + (len(group) if group[0] == t - b else 0)
    save("redux_match", i32(out))
    # labeled_partition by v & 3: the group's sum * 100 + the lane's rank.
    for t in range(64):
        b = t - t % 32
        group = [j for j in range(b, b + 32) if (x[j] & 3) == (x[t] & 3)]
        out[t] = sum(x[j] for j in group) * 100 + group.index(t)
    save("labeled_partition", i32(out))
    # Tiles of 2: partner * 10 + rank + the tile's first value.
    for t in range(64):
        out[t] = x[t ^ 1] * 10 + t % 2 + x[t - t % 2]
    save("cg_tile2", i32(out))
    # Block votes: count(v > 0) * 4 + all(v > -50) * 2 + any(v == 7).
    x = load(128)
    v = int((x > 0).sum()) * 4 + int((x > -50).all()) * 2 + int(
        (x == 7).any())
    save("block_votes", i32(np.full(128, v)))
    # Warp-aggregated push: the count of positive items.
    save("agg_count", np.array([(load(192) > 0).sum()], dtype=np.int32))


if __name__ == "__main__":
    main()
