"""Expected buffers of test/Sim/inline-asm-cuda.test, from the PTX ISA's
definitions of bmsk, bfind, prmt, %lanemask_lt, vote.sync.ballot and
shfl.sync.bfly, written here in Python independently of
warptile/Ptx/InlineAsm.h.

Usage: inline_asm_expected.py NAME OUT.npy
"""
import sys

import numpy as np

M32 = 0xFFFFFFFF


def bmsk(a, b, clamp):
    # "bmsk: Generates a 32-bit mask starting from the bit position
    # specified in operand a, and of the width specified in operand b";
    # the mask is 0 when (clamp) a >= 32 or when the (wrapped) width is 0;
    # a clamped width runs to bit 31.
    if clamp:
        if a >= 32:
            return 0
        width = min(b, 32)
    else:
        a, width = a & 31, b & 31
    if width == 0:
        return 0
    return ((1 << min(a + width, 32)) - (1 << a)) & M32


def bfind(a, signed, shiftamt):
    # Most significant non-sign bit; 0xffffffff when none.
    if signed and a & 0x80000000:
        a = ~a & M32
    if a == 0:
        return M32
    pos = a.bit_length() - 1
    return 31 - pos if shiftamt else pos


def prmt(a, b, c):
    pool = (b << 32) | a
    d = 0
    for i in range(4):
        sel = (c >> (4 * i)) & 0xF
        byte = (pool >> (8 * (sel & 7))) & 0xFF
        if sel & 8:
            byte = 0xFF if byte & 0x80 else 0
        d |= byte << (8 * i)
    return d


def main():
    name, out = sys.argv[1], sys.argv[2]
    if name == "asm_scalar":
        r = []
        for t in range(32):
            r += [bmsk(t & 7, t >> 1, True),
                  bmsk((t * 3) & M32, (t * 5) & M32, False),
                  bfind((t * 2654435761) & M32, False, False),
                  bfind((0x40000000 - t * 0x3000000) & M32, True, True),
                  prmt((0x83020100 + t) & M32, 0x07F60504,
                       (t * 0x1357 + 0x8) & M32),
                  (1 << t) - 1]
    elif name == "asm_collectives":
        ballot = sum(1 << t for t in range(32) if t % 3 != 0)
        r = []
        for t in range(32):
            r += [ballot, ((t ^ 5) * 7) & M32]
    else:
        raise SystemExit("unknown case " + name)
    np.save(out, np.array(r, dtype=np.uint32))


if __name__ == "__main__":
    main()
