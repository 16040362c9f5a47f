"""Expected buffers of test/Sim/attack (computed from the PTX ISA's
definitions, not from the simulator), written as .npy files for
warp-run --expect.

usage: attack_expected.py CASE OUT.npy
"""

import os
import sys

# The shfl.sync rule of the ISA oracle (test/Sim/isa/Inputs/ptx_semantics.py),
# one Python copy of the ISA's pseudo-code for every test that needs it.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "isa", "Inputs"))
from npy_io import write_npy  # noqa: E402
from ptx_semantics import shfl_source  # noqa: E402


def save(path, values):
    write_npy(path, values, "<i4")


def bfly():
    # Grid 2 x block 64; each thread's global index g; the butterfly over
    # offsets 16..1 sums g over its warp.
    out = []
    for g in range(128):
        w = g // 32
        out.append(sum(range(w * 32, w * 32 + 32)))
    return out


def shfl(mode, lane, b, c, x):
    return x[shfl_source(mode, lane, b, c)[0]]


def shfl_case(b, c):
    x = [100 + i for i in range(32)]
    return [shfl(m, l, b, c, x) for m in ("up", "down", "bfly", "idx") for l in range(32)]


CASES = {"bfly": bfly}
for b, c in [(3, 0x0813), (2, 0x1805), (13, 0x0C0A), (31, 0x1F1F), (1, 0x1E00)]:
    CASES["shfl_%d_%d" % (b, c)] = (lambda b=b, c=c: shfl_case(b, c))

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in CASES:
        sys.exit("usage: attack_expected.py {%s} OUT.npy" % ",".join(CASES))
    save(sys.argv[2], CASES[sys.argv[1]]())
