"""Expected buffers of test/Sim/inline-asm-access.mlir, from the PTX ISA's
definitions of ld/st and barrier.cta.red, by hand in NumPy.

Usage: asm_access_expected.py NAME OUT.npy
"""
import sys

import numpy as np


def main():
    name, out = sys.argv[1], sys.argv[2]
    if name == "accesses":
        # in = iota(128); 64 threads.
        inp = np.arange(128, dtype=np.int64)
        r = np.zeros(128, dtype=np.int64)
        for t in range(64):
            a, d = inp[t], inp[t]
            x, y = inp[t & ~1], inp[(t & ~1) + 1]
            c = inp[t + 64]  # [$1+256]: 64 words on
            r[2 * t] = a + x + c
            r[2 * t + 1] = 2 * y + d
        np.save(out, r.astype(np.int32))
    elif name == "bar_red":
        # 96 threads: popc of tid % 3 == 0, and of tid < 96, or of tid == 95.
        tids = range(96)
        popc = sum(1 for t in tids if t % 3 == 0)
        conj = int(all(t < 96 for t in tids))
        disj = int(any(t == 95 for t in tids))
        np.save(out, np.array([popc, conj, disj] * 96, dtype=np.int32))
    else:
        sys.exit("unknown " + name)


if __name__ == "__main__":
    main()
