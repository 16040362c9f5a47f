"""The PTX ISA's rules, written in Python from the ISA's text (PTX ISA 9.x,
"Parallel Synchronization and Communication Instructions", "Data Movement
and Conversion Instructions", "Integer Arithmetic", "Floating Point",
"Logic and Shift"): the reference that scripts/isa-oracle.py judges
`warp-run --sim` (and, where a GPU is lent, the GPU) against.

Independent of lib/Sim by construction: nothing here is taken from the
simulator's code. Values are Python ints holding 32-bit (or 64-bit) bit
patterns; floats go through struct so that NaN bits are exact.
"""
import math
import struct

MASK32 = 0xFFFFFFFF
CANONICAL_NAN = 0x7FFFFFFF  # the NaN every f32 arithmetic result on NVIDIA GPUs carries


def u32(x):
    return x & MASK32


def s32(x):
    x &= MASK32
    return x - (1 << 32) if x & 0x80000000 else x


def f2b(x):
    """f32 bits of a Python float (rounded to nearest even f32)."""
    try:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    except OverflowError:  # past FLT_MAX by more than half an ulp
        return 0xFF800000 if x < 0 else 0x7F800000


def b2f(b):
    return struct.unpack("<f", struct.pack("<I", b & MASK32))[0]


def d2b(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def is_nan_bits(b):
    return (b & 0x7F800000) == 0x7F800000 and (b & 0x007FFFFF) != 0


def popcount(x):
    return bin(x & MASK32).count("1")


# --- shfl.sync -------------------------------------------------------------
# PTX ISA, shfl.sync, Semantics:
#   lane[4:0] = [Thread].laneid; bval[4:0] = b[4:0]; cval[4:0] = c[4:0];
#   mask[4:0] = c[12:8];
#   maxLane = (lane[4:0] & mask[4:0]) | (cval[4:0] & ~mask[4:0]);
#   minLane = (lane[4:0] & mask[4:0]);
#   case .up:   j = lane - bval; pval = (j >= maxLane);
#   case .down: j = lane + bval; pval = (j <= maxLane);
#   case .bfly: j = lane ^ bval; pval = (j <= maxLane);
#   case .idx:  j = minLane | (bval[4:0] & ~mask[4:0]); pval = (j <= maxLane);
#   if (!pval) j = lane;  // copy from own lane
#   d = SourceA[j]; p = pval;
# "shfl.sync will cause executing thread to wait until all non-exited threads
# corresponding to membermask have executed shfl.sync ... The behavior of
# shfl.sync is undefined if the executing thread is not in the membermask";
# a source lane that is inactive (outside the mask, exited, absent) gives an
# undefined value.
def shfl_source(mode, lane, b, c):
    """(source lane j, pval) of shfl.sync for `lane`."""
    bval = b & 31
    cval = c & 31
    segmask = (c >> 8) & 31
    max_lane = (lane & segmask) | (cval & ~segmask & 31)
    min_lane = lane & segmask
    if mode == "up":
        j = lane - bval
        p = j >= max_lane
    elif mode == "down":
        j = lane + bval
        p = j <= max_lane
    elif mode == "bfly":
        j = lane ^ bval
        p = j <= max_lane
    elif mode == "idx":
        j = min_lane | (bval & ~segmask & 31)
        p = j <= max_lane
    else:
        raise ValueError(mode)
    if not p:
        j = lane
    return j, p


# --- vote.sync -------------------------------------------------------------
# PTX ISA, vote.sync: ".all: True if source predicate is True for all
# non-exited threads in membermask. .any: True if source predicate is True
# for some thread in membermask. .uni: True if source predicate has the same
# value in all non-exited threads in membermask. .ballot: the predicate from
# each thread in membermask is copied into the corresponding bit position of
# destination register d" (non-members and exited threads contribute 0).
def vote(kind, preds):
    """preds: {lane: bool} of the non-exited members."""
    values = list(preds.values())
    if kind == "all":
        return int(all(values))
    if kind == "any":
        return int(any(values))
    if kind == "uni":
        return int(all(values) or not any(values))
    if kind == "ballot":
        r = 0
        for lane, p in preds.items():
            if p:
                r |= 1 << lane
        return r
    raise ValueError(kind)


# --- redux.sync ------------------------------------------------------------
# PTX ISA, redux.sync: "performs a reduction operation .op of the 32 bit
# source register src across all non-exited threads in the membermask ...
# For the .add operation result is truncated to 32 bits. For .f32
# instruction type, if the input value is 0.0 then +0.0 > -0.0. If .abs
# qualifier is specified, then the absolute value of the input is considered
# for the reduction operation. If the .NaN qualifier is specified, then the
# result of the reduction operation is canonical NaN if the input to the
# reduction operation from any participating thread is NaN. In the absence
# of .NaN qualifier, only non-NaN values are considered for the reduction
# operation and the result will be canonical NaN when all inputs are NaNs."
def redux_int(kind, values):
    if kind == "add":
        return u32(sum(values))
    if kind == "and":
        r = MASK32
        for v in values:
            r &= v
        return r
    if kind == "or":
        r = 0
        for v in values:
            r |= v
        return u32(r)
    if kind == "xor":
        r = 0
        for v in values:
            r ^= v
        return u32(r)
    if kind == "min":
        return u32(min(s32(v) for v in values))
    if kind == "max":
        return u32(max(s32(v) for v in values))
    if kind == "umin":
        return min(u32(v) for v in values)
    if kind == "umax":
        return max(u32(v) for v in values)
    raise ValueError(kind)


def _f32_order_key(b):
    # total order of non-NaN f32 with -0.0 < +0.0
    f = b2f(b)
    return (f, 1 if not (b & 0x80000000) else 0)


def redux_f32(kind, bits, abs_=False, nan=False):
    vals = [(b & 0x7FFFFFFF) if abs_ else b for b in bits]
    if nan and any(is_nan_bits(v) for v in vals):
        return CANONICAL_NAN
    vals = [v for v in vals if not is_nan_bits(v)]
    if not vals:
        return CANONICAL_NAN
    if kind == "fmin":
        return min(vals, key=_f32_order_key)
    if kind == "fmax":
        return max(vals, key=_f32_order_key)
    raise ValueError(kind)


# --- match.sync ------------------------------------------------------------
# PTX ISA, match.sync: ".any: d is set to mask corresponding to non-exited
# threads in membermask that have same value of operand a. .all: d is set to
# mask corresponding to non-exited threads in membermask if all non-exited
# threads in membermask have same value of operand a; otherwise d is set to
# 0. Optionally predicate p is set to true if all non-exited threads in
# membermask have same value of operand a; otherwise p is set to false."
def match_any(values, lane):
    """values: {lane: value} of the non-exited members."""
    r = 0
    for other, v in values.items():
        if v == values[lane]:
            r |= 1 << other
    return r


def match_all(values):
    same = len(set(values.values())) <= 1
    if not same:
        return 0, 0
    r = 0
    for other in values:
        r |= 1 << other
    return r, 1


# --- atom.inc / atom.dec ---------------------------------------------------
# PTX ISA, atom, Semantics:
#   inc(r, s) = (r >= s) ? 0 : r+1;
#   dec(r, s) = (r==0 || r > s) ? s : r-1;
def atom_inc(r, s):
    return 0 if u32(r) >= u32(s) else u32(r + 1)


def atom_dec(r, s):
    return u32(s) if (u32(r) == 0 or u32(r) > u32(s)) else u32(r - 1)


# --- shl / shr -------------------------------------------------------------
# PTX ISA, shl and shr: "Shift amounts greater than the register width N are
# clamped to N." shr: "Signed shifts fill with the sign bit, unsigned and
# untyped shifts fill with 0." (b is an unsigned 32-bit value.)
def shl32(a, b):
    n = min(u32(b), 32)
    return u32(a << n) if n < 32 else 0


def shr_u32(a, b):
    n = min(u32(b), 32)
    return u32(a) >> n if n < 32 else 0


def shr_s32(a, b):
    n = min(u32(b), 32)
    return u32(s32(a) >> min(n, 31))


# --- div / rem (defined cases only) ---------------------------------------
# PTX ISA, div/rem: d = a / b; d = a % b (C semantics: the quotient is
# truncated toward zero). Division by zero and the overflowing quotient of
# INT_MIN / -1 are unspecified: the oracle expects a finding, not a value.
def div_s32(a, b):
    a, b = s32(a), s32(b)
    q = abs(a) // abs(b)
    return u32(q if (a < 0) == (b < 0) else -q)


def rem_s32(a, b):
    a, b = s32(a), s32(b)
    return u32(a - s32(div_s32(a, b)) * b)


def div_u32(a, b):
    return u32(a) // u32(b)


def rem_u32(a, b):
    return u32(a) % u32(b)


# --- cvt.rzi float -> integer ----------------------------------------------
# PTX ISA, cvt: "float-to-int saturates by default" (the ISA's example
# `cvt.s32.f64 j,r;`), .rzi rounds toward zero, and (PTX ISA 9.0): "In
# float-to-integer conversions, depending upon conversion types, NaN input
# results in following value: Zero if source is not .f64 and destination is
# not .s64, .u64. Otherwise 1 << (BitWidth(dst) - 1) corresponding to the
# value of (MAXINT >> 1) + 1 for unsigned type or MININT for signed type."
def cvt_rzi(x, signed, bits, source_f64=False):
    if math.isnan(x):
        if not source_f64 and bits == 32:
            return 0
        return 1 << (bits - 1)
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isinf(x):
        v = hi if x > 0 else lo
    else:
        v = max(lo, min(hi, int(x)))  # int() truncates toward zero
    return v & ((1 << bits) - 1)


# --- min / max f32 ---------------------------------------------------------
# PTX ISA, min/max (floating point): "If both inputs are NaN, result is
# NaN. If only one input is NaN, the result is the non-NaN input" (min.f32,
# max.f32); with .NaN: "the result is canonical NaN if either of the inputs
# is NaN". NaN results are the canonical NaN.
def fmin_num(a, b):
    if is_nan_bits(a) and is_nan_bits(b):
        return CANONICAL_NAN
    if is_nan_bits(a):
        return b
    if is_nan_bits(b):
        return a
    return a if b2f(a) < b2f(b) else b


def fmax_num(a, b):
    if is_nan_bits(a) and is_nan_bits(b):
        return CANONICAL_NAN
    if is_nan_bits(a):
        return b
    if is_nan_bits(b):
        return a
    return a if b2f(a) > b2f(b) else b


def fmin_nan(a, b):
    if is_nan_bits(a) or is_nan_bits(b):
        return CANONICAL_NAN
    return fmin_num(a, b)


def fmax_nan(a, b):
    if is_nan_bits(a) or is_nan_bits(b):
        return CANONICAL_NAN
    return fmax_num(a, b)


def f32_arith(op, a, b):
    """IEEE f32 add/sub/mul/div with round to nearest even; a NaN result is
    the canonical NaN 0x7fffffff (CUDA C++ Programming Guide, floating-point
    standard: "the result of an operation involving one or more input NaNs
    is the quiet NaN of bit pattern 0x7fffffff"; the same for NaNs the
    operation creates, e.g. inf - inf)."""
    x, y = b2f(a), b2f(b)
    try:
        if op == "add":
            r = x + y
        elif op == "sub":
            r = x - y
        elif op == "mul":
            r = x * y
        elif op == "div":
            if y == 0.0:
                if x == 0.0 or math.isnan(x):
                    r = math.nan
                else:
                    neg = (math.copysign(1, x) < 0) != (math.copysign(1, y) < 0)
                    r = -math.inf if neg else math.inf
            else:
                r = x / y
        else:
            raise ValueError(op)
    except OverflowError:
        r = math.nan
    if math.isnan(r):
        return CANONICAL_NAN
    # x and y are exactly f32; the double result of add/sub/mul is exact or
    # correctly rounded in double; rounding that to f32 is correct for
    # add/sub/mul/div of f32 inputs (double has > 2*24+2 bits).
    return f2b(r)
