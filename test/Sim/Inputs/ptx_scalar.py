"""Inputs and expected outputs of test/Sim/ptx-scalar.test, computed from
the PTX ISA's pseudo-code and tables (not from the simulator's code).

  ptx_scalar.py DIR   writes DIR/<kernel>_<operand>.npy and
                      DIR/<kernel>_expected.npy for prmt, dot, rcp, tf32
                      and tf32_satfinite (whose input is tf32_a)
"""

import math
import os
import random
import struct
import sys

import numpy as np

rng = random.Random(29)


def u32(v):
    return v & 0xFFFFFFFF


def save(directory, name, values):
    np.save(os.path.join(directory, name + ".npy"),
            np.array([u32(v) for v in values], dtype=np.uint32).view(np.int32))


def byte(v, i):
    return (v >> (8 * i)) & 0xFF


# prmt (PTX ISA, "prmt"): the generic form picks, for each target byte, the
# source byte of {b, a} that the 3 low bits of its selector nibble name; the
# nibble's msb replicates that byte's sign over the 8 bits. The modes use
# c[1:0] and the ISA's table (d.b3 d.b2 d.b1 d.b0).
MODE_TABLES = {
    "f4e": ["3210", "4321", "5432", "6543"],
    "b4e": ["5670", "6701", "7012", "0123"],
    "rc8": ["0000", "1111", "2222", "3333"],
    "ecl": ["3210", "3211", "3222", "3333"],
    "ecr": ["0000", "1110", "2210", "3210"],
    "rc16": ["1010", "3232", "1010", "3232"],
}


def prmt(a, b, c, mode):
    pool = [byte(a, i) for i in range(4)] + [byte(b, i) for i in range(4)]
    if mode == "default":
        d = 0
        for i in range(4):
            nibble = (c >> (4 * i)) & 0xF
            value = pool[nibble & 7]
            if nibble & 8:
                value = 0xFF if value & 0x80 else 0
            d |= value << (8 * i)
        return d
    picks = MODE_TABLES[mode][c & 3]  # d.b3 first
    return sum(pool[int(p)] << (8 * (3 - k)) for k, p in enumerate(picks))


def signed(v, bits):
    return v - (1 << bits) if v >> (bits - 1) else v


def dp4a(a, b, c, a_signed, b_signed):
    # d = c; d += Va[i] * Vb[i] over the four (sign- or zero-extended) bytes.
    d = c
    for i in range(4):
        va = signed(byte(a, i), 8) if a_signed else byte(a, i)
        vb = signed(byte(b, i), 8) if b_signed else byte(b, i)
        d += va * vb
    return u32(d)


def dp2a(a, b, c, a_signed, b_signed, hi):
    # Va: the two halves of a; Vb: the bytes of b; b_select = hi ? 2 : 0.
    d = c
    for i in range(2):
        half = (a >> (16 * i)) & 0xFFFF
        va = signed(half, 16) if a_signed else half
        vb = byte(b, (2 if hi else 0) + i)
        vb = signed(vb, 8) if b_signed else vb
        d += va * vb
    return u32(d)


def f32_of(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def bits_of(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


CANONICAL_NAN = 0x7FFFFFFF


def rcp_ftz(bits):
    # rcp.approx.ftz.f32: subnormal inputs and results flush to
    # sign-preserving zero; the reciprocal is IEEE's (numpy's f32 division),
    # one of the values within the ISA's 1 ulp; NaN gives the canonical NaN.
    x = np.uint32(bits).view(np.float32)
    if np.isnan(x):
        return CANONICAL_NAN
    if x != 0 and abs(float(x)) < 2.0 ** -126:
        x = np.float32(math.copysign(0.0, float(x)))
    with np.errstate(divide="ignore", over="ignore", under="ignore"):
        r = np.float32(1.0) / x
    if r != 0 and abs(float(r)) < 2.0 ** -126:
        r = np.float32(math.copysign(0.0, float(r)))
    return int(np.float32(r).view(np.uint32))


TF32_MAX = (2 - 2.0 ** -10) * 2.0 ** 127


def rcp_ftz_f64(bits):
    # rcp.approx.ftz.f64: the input's high 32 bits (low bits ignored),
    # subnormals flushed, the reciprocal's high 32 bits (low bits zero); a
    # NaN gives the canonical NaN's high word.
    x = struct.unpack("<d", struct.pack("<Q", bits & ~0xFFFFFFFF))[0]
    if math.isnan(x):
        return 0x7FFFFFFF << 32
    if x != 0 and abs(x) < 2.0 ** -1022:
        x = math.copysign(0.0, x)
    if x == 0:
        r = math.copysign(math.inf, x)
    else:
        r = 1.0 / x
    if r != 0 and abs(r) < 2.0 ** -1022:
        r = math.copysign(0.0, r)
    return struct.unpack("<Q", struct.pack("<d", r))[0] & ~0xFFFFFFFF


def tf32(bits, rnd, satfinite=False, relu=False):
    # cvt.{rna,rn,rz}{.satfinite}{.relu}.tf32.f32: the value rounded to
    # 10 mantissa bits (the quantum of a tf32 value of that binade, 2^-136
    # below the normals), kept as an f32 with zero low bits.
    x = f32_of(bits)
    if math.isnan(x):
        return CANONICAL_NAN
    if relu and (x < 0 or (x == 0 and math.copysign(1, x) < 0)):
        return 0
    if math.isinf(x):
        r = x
    elif x == 0:
        r = x
    else:
        _, e = math.frexp(abs(x))
        quantum = max(2.0 ** (e - 11), 2.0 ** -136)
        steps = abs(x) / quantum
        if rnd == "rna":
            n = math.floor(steps + 0.5)
        elif rnd == "rn":
            n = round(steps)  # ties to even
        else:
            n = math.floor(steps)
        r = math.copysign(n * quantum, x)
        if abs(r) >= 2.0 ** 128:
            r = math.copysign(math.inf, x)
    if satfinite and math.isinf(r):
        r = math.copysign(TF32_MAX, x)
    return bits_of(r)


def main(directory):
    # prmt: a and b random; selectors random, with every nibble's msb set in
    # some, and c[1:0] = 0..3 across the lanes.
    a = [rng.getrandbits(32) for _ in range(32)]
    b = [rng.getrandbits(32) for _ in range(32)]
    c = [rng.getrandbits(16) | (lane % 4) for lane in range(32)]
    c[4] = 0x3210
    c[5] = 0x7654
    c[6] = 0x8888 | 0x0123
    c[7] = 0xFFFF
    save(directory, "prmt_a", a)
    save(directory, "prmt_b", b)
    save(directory, "prmt_c", c)
    modes = ["default", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"]
    save(directory, "prmt_expected",
         [prmt(a[t], b[t], c[t], m) for m in modes for t in range(32)])
    # CUDA's __byte_perm(x, y, s) is prmt with s & 0x7777 (no sign
    # replication).
    byte_perm = [prmt(a[t], b[t], c[t] & 0x7777, "default") for t in range(32)]

    # dp4a / dp2a: bytes and halves of both signs, accumulators of both.
    a = [rng.getrandbits(32) for _ in range(32)]
    b = [rng.getrandbits(32) for _ in range(32)]
    c = [rng.getrandbits(32) for _ in range(32)]
    a[0], b[0], c[0] = 0x80808080, 0x80808080, 0
    a[1], b[1], c[1] = 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF
    a[2], b[2], c[2] = 0x7FFF8000, 0x807F7F80, 0x7FFFFFFF
    save(directory, "dot_a", a)
    save(directory, "dot_b", b)
    save(directory, "dot_c", c)
    pairs = [(False, False), (False, True), (True, False), (True, True)]
    expected = [dp4a(a[t], b[t], c[t], sa, sb) for sa, sb in pairs
                for t in range(32)]
    expected += [dp2a(a[t], b[t], c[t], sa, sb, hi) for sa, sb in pairs
                 for hi in (False, True) for t in range(32)]
    save(directory, "dot_expected", expected)

    # rcp: zeros, infinities, NaNs, subnormals, results that are subnormal,
    # and ordinary values.
    special = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
               0xFFC00001, 0x7F800001, 0x00000001, 0x807FFFFF, 0x00800000,
               0x7F000000, 0x7E800000, 0x3F800000, 0x40400000, 0xC0E00000,
               0x7F7FFFFF, 0xFF000000, 0x3DCCCCCD]
    x = special + [bits_of(rng.uniform(-1e6, 1e6)) for _ in
                   range(32 - len(special))]
    save(directory, "rcp_a", x)
    save(directory, "rcp_expected", [rcp_ftz(v) for v in x])
    # The CUDA C++ kernel: __byte_perm over the prmt inputs,
    # rcp.approx.ftz.f32 over these.
    save(directory, "cuda_scalars_expected",
         byte_perm + [rcp_ftz(v) for v in x])

    # rcp.approx.ftz.f64 (imported IR only).
    special = [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000,
               0x7FF8000000000000, 0x7FF0000000000001, 0x0000000000000001,
               0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x7FE0000000000000,
               0x3FF0000000000000, 0x4008000000000000, 0xC01C000000000123,
               0x3FB999999999999A]
    x64 = special + [struct.unpack("<Q", struct.pack(
        "<d", rng.uniform(-1e6, 1e6)))[0] for _ in range(32 - len(special))]
    np.save(os.path.join(directory, "rcp64_a.npy"),
            np.array(x64, dtype=np.uint64).view(np.int64))
    np.save(os.path.join(directory, "rcp64_expected.npy"),
            np.array([rcp_ftz_f64(v) for v in x64],
                     dtype=np.uint64).view(np.int64))

    # tf32: ties at bit 12 (to even and away), carries into the exponent,
    # the largest values, infinities, NaN, zeros of both signs, subnormals.
    special = [0x3F801000, 0x3F803000, 0x3F802FFF, 0x3F801001, 0xBF801000,
               0xBF803000, 0x3FFFF000, 0x3FFFEFFF, 0x7F7FFFFF, 0x7F7FEFFF,
               0x7F7FF000, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000,
               0x7F800001, 0x00000000, 0x80000000, 0x00001000, 0x00003000,
               0x00000FFF, 0x807FF000, 0x3F800000, 0x40490FDB]
    x = special + [rng.getrandbits(32) & 0xBFFFFFFF for _ in
                   range(32 - len(special))]
    save(directory, "tf32_a", x)
    variants = [("rna", False, False), ("rna", True, False),
                ("rn", False, False), ("rn", False, True),
                ("rz", False, False), ("rz", False, True)]
    save(directory, "tf32_expected",
         [tf32(v, rnd, sat, relu) for rnd, sat, relu in variants for v in x])
    save(directory, "tf32_satfinite_expected",
         [tf32(v, rnd, True) for rnd in ("rn", "rz") for v in x])

if __name__ == "__main__":
    main(sys.argv[1])
