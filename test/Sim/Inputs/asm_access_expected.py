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
    elif name == "widths_input":
        # Word 0 of each 4: a top byte with the sign bit set in half the
        # groups; word 2: a float; word 3: a negative number.
        x = np.arange(128, dtype=np.int64)
        x[0::4] = (np.arange(32) * 0x05000000 + 0x80000011) & 0xffffffff
        x[2::4] = (np.arange(32) * 1.5 - 7).astype(np.float32).view(np.uint32)
        x[3::4] = (-5 + np.arange(32) * 0x1000000) & 0xffffffff
        np.save(out, x.astype(np.uint32).view(np.int32))
    elif name == "widths":
        x = np.load(sys.argv[3])
        words = x.view(np.uint32)
        floats = x.view(np.float32)
        r = np.zeros(128, dtype=np.int32)
        for t in range(32):
            a = int(x[4 * t + 3])
            top = int(words[4 * t]) >> 24  # byte 3 (little-endian)
            s8 = top - 256 if top >= 128 else top
            r[4 * t:4 * t + 4] = [a, s8, int(floats[4 * t + 2]), t]
            r[4 * t:4 * t + 1].view(np.uint8)[1] = a & 0xff
        np.save(out, r)
    else:
        sys.exit("unknown " + name)


if __name__ == "__main__":
    main()
