"""Inputs and expected results of test/Sim/fns.mlir: fns.b32 written from
the PTX ISA's pseudo-code (instruction fns), independent of the simulator.
The first four cases are the ISA's own examples (0xaaaaaaaa from bases 3
and 2, offsets 1 and -1: 3, 3, 3, 1).

Usage: fns_expected.py PREFIX   (writes PREFIX.{mask,base,offset,out}.npy)
"""
import sys

import numpy as np


def fns(mask, base, offset):
    d = 0xffffffff
    if offset == 0:
        if (mask >> base) & 1:
            d = base
    else:
        pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
        while 0 <= pos < 32:
            if (mask >> pos) & 1:
                if count == 0:
                    d = pos
                    break
                count -= 1
            pos += inc
    return d


rng = np.random.default_rng(34)
n = 64
mask = rng.integers(0, 1 << 32, n, dtype=np.uint64)
base = rng.integers(0, 32, n)
offset = rng.integers(-40, 41, n)
mask[:4], base[:4], offset[:4] = 0xaaaaaaaa, [3, 3, 2, 2], [1, -1, 1, -1]
mask[4:8] = [0, 0xffffffff, 1 << 31, 1]          # none, all, edges
base[4:8], offset[4:8] = [5, 31, 0, 31], [1, -32, 32, -32]
mask[8:10], base[8:10], offset[8:10] = 0x10, 4, 0  # offset 0: bit set
mask[9] = 0x20                                     # offset 0: bit clear
out = np.array([fns(int(m), int(b), int(o)) for m, b, o in
                zip(mask, base, offset)], dtype=np.uint32)
assert list(out[:4]) == [3, 3, 3, 1]
prefix = sys.argv[1]
np.save(prefix + '.mask.npy', mask.astype(np.uint32))
np.save(prefix + '.base.npy', base.astype(np.uint32))
np.save(prefix + '.offset.npy', offset.astype(np.int32))
np.save(prefix + '.out.npy', out)
