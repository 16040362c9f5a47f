"""Expected values of test/Sim/warp-lowering-attacks.mlir, per lane, from
the PTX ISA's definitions of vote.sync.ballot (bit l set when member lane l
has the predicate), match.any.sync (the member lanes with the same value),
shfl.sync.bfly/up within a segment, and by hand for the kernels' stores.
Usage: lowering_attacks_oracle.py PREFIX (reads PREFIX.kK.sS.npy)."""
import sys

import numpy as np

LANES = range(32)


def s32(x):
    return int(np.uint32(x & 0xffffffff).view(np.int32))


def expected():
    e = {}
    # k1: the even half's ballot of lane % 3 == 0; odd lanes store their id.
    b = sum(1 << m for m in LANES if m % 2 == 0 and m % 3 == 0)
    e[1] = [s32(b) if l % 2 == 0 else l for l in LANES]
    # k2: the odd half matches lane / 4 among odd lanes; even lanes -1.
    e[2] = [s32(sum(1 << m for m in LANES if m % 2 == 1 and m // 4 == l // 4))
            if l % 2 == 1 else -1 for l in LANES]
    # k3: warp.if on high(16), p = lane % 3 != 0: the then region's ballot
    # of p over its lanes; the else region's ballot of false (0) minus 1.
    t = sum(1 << m for m in LANES if m >= 16 and m % 3 != 0)
    e[3] = [(s32(t) if l % 3 != 0 else -1) if l >= 16 else 0 for l in LANES]

    # k4: tile<4> on range(8, 24): group sum * 100 + exclusive scan.
    def k4(l):
        if not 8 <= l < 24:
            return -1
        g = l // 4 * 4
        return sum(range(g, g + 4)) * 100 + sum(range(g, l))
    e[4] = [k4(l) for l in LANES]
    # k5: warp.if on even, p = lane < 5: then lanes {0, 2, 4} ballot p and
    # all(true) -> 1000 + bits; else lanes ballot true over themselves.
    then = sum(1 << m for m in (0, 2, 4))
    other = sum(1 << m for m in LANES if m % 2 == 0 and m >= 5)
    e[5] = [(1000 + then if l < 5 else s32(other)) if l % 2 == 0 else -1
            for l in LANES]
    # k6: low(16), three trips of acc += acc[lane xor 4], then lane 3's acc
    # broadcast: acc[3] * 1000 + acc[lane].
    acc = list(LANES)
    for _ in range(3):
        acc = [acc[l] + acc[l ^ 4] if l < 16 else acc[l] for l in LANES]
    e[6] = [acc[3] * 1000 + acc[l] if l < 16 else -1 for l in LANES]
    return e


def main():
    prefix = sys.argv[1]
    runs = 0
    for k, values in expected().items():
        want = np.array(values, dtype=np.int32)
        for seed in (1, 7):
            got = np.load("%s.k%d.s%d.npy" % (prefix, k, seed))
            if not (got == want).all():
                sys.exit("k%d seed %d: got %s, want %s" %
                         (k, seed, got.tolist(), want.tolist()))
            runs += 1
    print("%d runs match" % runs)


if __name__ == "__main__":
    main()
