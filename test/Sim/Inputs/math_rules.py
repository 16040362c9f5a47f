"""What a GPU may return for the math sweep's ops where "within a few ulp of
the C library" is the wrong question (test/Sim/Inputs/math_sweep.py uses
these; docs/Sim.md, "Measured on a GPU", sums them up).

* NaN bits. The ops that move bits (copysign, cvt.f32.f64) and the f64
  arithmetic, whose NaN payloads the PTX ISA says are supported (9.7.3),
  have exact NaN results: from the PTX ISA where it says which, else as
  measured on an H200 (test/Sim/Inputs/h200/, test/Sim/h200-oracle.test).
* The approximate instructions behind `afn` (sin/cos/lg2/ex2.approx.f32,
  div.approx.f32): libdevice's __nv_fast_* formulas with each instruction's
  error bound from the PTX ISA, carried through the formula, instead of
  4 ulp of libm (an H200 is 2e-7 off sin(-7.25): within the ISA's 2^-20.5,
  not within 4 ulp).

Everything here is computed from the ISA's numbers and exact (Fraction)
or double-precision arithmetic, never from a simulator's output.
"""

import math
import struct
from fractions import Fraction

QUIET64 = 0x0008000000000000
DEFAULT_NAN64 = 0xFFF8000000000000  # what an f64 invalid operation makes
CANONICAL_NAN32 = 0x7FFFFFFF


def bits64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def is_nan_bits(b, t):
    if t == "f32":
        return (b & 0x7FFFFFFF) > 0x7F800000
    return (b & 0x7FFFFFFFFFFFFFFF) > 0x7FF0000000000000


# ---------------------------------------------------------------- NaN bits
# Each rule: (operand bit patterns) -> the result's bits when it is a NaN,
# or None where any NaN is right.

def copysign_bits(t):
    """copysign moves bits: the magnitude of the first operand, the sign
    bit of the second, NaN or not (measured on an H200: copysign.f32 of
    0xffc00000 and +0.5 is 0x7fc00000)."""
    sign = 1 << (31 if t == "f32" else 63)

    def rule(a, b):
        return (a & ~sign & ((sign << 1) - 1)) | (b & sign)
    return rule


def truncf_nan(a):
    """cvt.rn.f32.f64 of a NaN: its sign, the quiet bit and the top 22
    bits of its payload (measured on an H200: 0x7ff8000000000000 and
    0x7ff8000000000001 give 0x7fc00000; the sign's and payload's part is
    IEEE 754's conversion, which the H200's answers fit)."""
    return ((a >> 32) & 0x80000000) | 0x7FC00000 | ((a >> 29) & 0x3FFFFF)


def extf_nan(a):
    """cvt.f64.f32 of a NaN: its sign and payload, quieted (measured on an
    H200: 0x7fc00001 gives 0x7ff8000020000000, 0xffc00000
    0xfff8000000000000)."""
    return ((a & 0x80000000) << 32) | 0x7FF8000000000000 | (
        (a & 0x3FFFFF) << 29)


def propagate(order):
    """An f64 op with NaN operands returns one of them, quieted; `order`
    says which is looked at first (measured on an H200: add, sub, mul and
    fmod, pow of (0x7ff8000000000000, 0x7ff8000000000001) give the second,
    div the first). With none, the op made the NaN: 0xfff8000000000000
    (an H200's 0 * inf, sqrt(-1), log(-1))."""
    def rule(*ops):
        for k in order:
            if is_nan_bits(ops[k], "f64"):
                return ops[k] | QUIET64
        return DEFAULT_NAN64
    return rule


def unary_nan(sign_of_x=False):
    """An f64 libdevice function: a NaN argument comes back as it is; an
    invalid one gives 0xfff8000000000000, or a NaN with the sign of x
    (asin, atanh: libdevice's arithmetic; measured on an H200)."""
    def rule(a):
        if is_nan_bits(a, "f64"):
            return a | QUIET64
        if sign_of_x and not a >> 63:
            return 0x7FF8000000000000
        return DEFAULT_NAN64
    return rule


F64_NAN_RULES = {
    "arith.addf": propagate((1, 0)),
    "arith.subf": propagate((1, 0)),
    "arith.mulf": propagate((1, 0)),
    "arith.remf": propagate((1, 0)),
    "math.powf": propagate((1, 0)),
    "math.powf afn": propagate((1, 0)),
    "arith.divf": propagate((0, 1)),
    # neg.f64 of a NaN is that NaN (measured on an H200, sign unchanged).
    "arith.negf": lambda a: a,
    # llvm.maximum/minimum f64: NVPTX's expansion, a constant NaN.
    "arith.maximumf": lambda a, b: 0x7FF8000000000000,
    "arith.minimumf": lambda a, b: 0x7FF8000000000000,
    # libdevice's erf goes through single precision for a NaN.
    "math.erf": lambda a: 0x7FFFFFFFE0000000,
    "math.asin": unary_nan(sign_of_x=True),
    "math.atanh": unary_nan(sign_of_x=True),
}
for _fn in ("sqrt", "rsqrt", "log", "log2", "log10", "log1p", "acos",
            "acosh", "sin", "cos", "tan", "log afn", "log2 afn", "log10 afn",
            "sin afn", "cos afn", "tan afn"):
    F64_NAN_RULES["math." + _fn] = unary_nan()


# ------------------------------------------------- approximate instructions
# PTX ISA 9.7.3.18/19 (sin, cos): "The maximum absolute error over input
# range is as follows: [-2pi .. 2pi] 2^-20.5, [-100pi .. +100pi] 2^-14.7.
# Outside of the range [-100pi .. +100pi], only best effort is provided."
# 9.7.3.20 (lg2): "The maximum absolute error is 2^-22 when the input
# operand is in the range (0.5, 2). For positive finite inputs outside of
# this interval, maximum relative error is 2^-22." 9.7.3.21 (ex2): "The
# maximum ulp error is 2 ulp from correctly rounded result across the full
# range of inputs." div.approx.f32 (9.7.3.8): at most 2 ulp.

SIN_COS_2PI = 2.0 ** -20.5
SIN_COS_100PI = 2.0 ** -14.7
LG2_ERROR = 2.0 ** -22


def f32(x):
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def ulp32(x):
    """The spacing of f32 values at |x| (the subnormal one below 2^-126)."""
    x = abs(x)
    if x < 2.0 ** -126:
        return 2.0 ** -149
    return 2.0 ** (math.frexp(x)[1] - 24)


def sin_cos_error(x):
    """The ISA's absolute error bound of sin/cos.approx.f32 at x, or None
    (no bound: any value in [-1, 1])."""
    if abs(x) <= 2 * math.pi:
        return SIN_COS_2PI
    if abs(x) <= 100 * math.pi:
        return SIN_COS_100PI
    return None


def approx_sin_cos(fn):
    """sin/cos.approx.f32 (__nv_fast_sinf/cosf): within the ISA's absolute
    error of the exact value; sin(+-0) is +-0 (the ISA's table); infinities
    and NaN give the canonical NaN."""
    def check(x, got_value, got_bits):
        if math.isnan(x) or math.isinf(x):
            return got_bits == CANONICAL_NAN32
        if math.isnan(got_value):
            return False
        if fn == "sin" and x == 0:
            return got_value == 0 and math.copysign(1, got_value) == \
                math.copysign(1, x)
        error = sin_cos_error(x)
        if error is None:
            return abs(got_value) <= 1
        want = getattr(math, fn)(x)
        return abs(got_value - want) <= error + ulp32(want) / 2
    return check


def approx_tan(x, got_value, got_bits):
    """__nv_fast_tanf: div.approx(sin.approx(x), cos.approx(x)). With s, c
    each within E of sin x, cos x: |s/c - tan x| <= E (|sin x| + |cos x|)
    / (|cos x| (|cos x| - E)), then the division's 2 ulp."""
    if math.isnan(x) or math.isinf(x):
        return got_bits == CANONICAL_NAN32
    if x == 0:
        return got_value == 0 and math.copysign(1, got_value) == \
            math.copysign(1, x)
    error = sin_cos_error(x)
    s, c = math.sin(x), math.cos(x)
    if error is None or abs(c) <= error:
        return True  # no bound: any value, NaN included
    if math.isnan(got_value):
        return False
    bound = error * (abs(s) + abs(c)) / (abs(c) * (abs(c) - error))
    return abs(got_value - s / c) <= bound + 3 * ulp32(abs(s / c) + bound)


def _ex2_within(got_bits, got_value, t, dt):
    """ex2.approx.f32 of a value within dt of t: 2^t' for some |t' - t| <=
    dt, within 2 ulp of its correctly rounded value (3 ulp of 2^t' here:
    2 from rounding correctly, 1 for the rounding itself)."""
    if math.isnan(t):
        return got_bits == CANONICAL_NAN32
    if math.isinf(t):
        return got_value == (0.0 if t < 0 else math.inf) and not \
            got_bits >> 31
    if math.isnan(got_value) or got_value < 0:
        return False

    def pow2(v):
        try:
            return 2.0 ** v
        except OverflowError:
            return math.inf
    lo, hi = f32(pow2(t - dt)), f32(pow2(t + dt))
    if math.isinf(lo):
        return math.isinf(got_value)
    lo_ok = got_value >= lo - 3 * ulp32(lo)
    hi_ok = math.isinf(hi) or got_value <= hi + 3 * ulp32(hi)
    return lo_ok and hi_ok


LOG2E_F32 = f32(1 / math.log(2))  # libdevice's constants, as f32
LN2_F32 = f32(math.log(2))
LOG10_2_F32 = f32(math.log10(2))


def approx_exp(x, got_value, got_bits):
    """__nv_fast_expf: ex2.approx(x * log2(e) as f32): the product is off by
    |x| |L - log2 e| and half an ulp."""
    if math.isnan(x):
        return got_bits == CANONICAL_NAN32
    if math.isinf(x):
        return _ex2_within(got_bits, got_value, x, 0)
    t = x / math.log(2)
    product = f32(x * LOG2E_F32)
    dt = abs(x) * abs(Fraction(LOG2E_F32) - Fraction(1) / Fraction(
        math.log(2))) + ulp32(product) / 2
    return _ex2_within(got_bits, got_value, t, float(dt) * 1.000001)


def _lg2_error(x):
    """lg2.approx.f32's error bound at a positive finite x."""
    exact = math.log2(x)
    return LG2_ERROR if 0.5 < x < 2 else LG2_ERROR * abs(exact)


def approx_log(scale_f32, scale):
    """__nv_fast_log2f (scale 1, no product), __nv_fast_logf and
    __nv_fast_log10f: scale as f32 times lg2.approx(x), rounded."""
    def check(x, got_value, got_bits):
        if math.isnan(x) or x < 0:
            return got_bits == CANONICAL_NAN32
        if x == 0:
            return got_value == -math.inf
        if math.isinf(x):
            return got_value == math.inf
        if math.isnan(got_value):
            return False
        exact = math.log2(x) * scale
        bound = abs(scale_f32) * _lg2_error(x) + abs(
            scale_f32 - scale) * abs(math.log2(x))
        if scale_f32 != 1:
            bound += ulp32(abs(exact) + bound) / 2
        return abs(got_value - exact) <= bound * 1.000001
    return check


def approx_pow(x, y, got_value, got_bits):
    """__nv_fast_powf: ex2.approx(y * lg2.approx(x)). lg2 makes NaN of a
    negative x and -inf of zeros, so (0, -0), (-1, 3) and (-inf, y) are NaN
    (measured on an H200 too); otherwise y lg2(x) is off by |y| times
    lg2's error and half an ulp of the product."""
    if math.isnan(x) or math.isnan(y) or x < 0:
        return got_bits == CANONICAL_NAN32
    if x == 0:
        lg = -math.inf
    elif math.isinf(x):
        lg = math.inf
    else:
        lg = math.log2(x)
    if math.isinf(lg) or math.isinf(y):
        if y == 0 or lg == 0:
            # 0 * inf: NaN, unless lg2.approx(1) is not exactly 0 (the
            # ISA's bound allows 2^-22), which makes it +-inf: 0 or inf.
            return got_bits == CANONICAL_NAN32 or (
                lg == 0 and got_value in (0.0, math.inf))
        return _ex2_within(got_bits, got_value, y * lg, 0)
    if lg == 0:
        # lg2.approx(1) may be up to 2^-22 off zero.
        dt = abs(y) * LG2_ERROR
        return _ex2_within(got_bits, got_value, 0.0, dt * 1.000001)
    err = _lg2_error(x)
    t = y * lg
    dt = abs(y) * err + ulp32(abs(t) + abs(y) * err) / 2
    return _ex2_within(got_bits, got_value, t, dt * 1.000001)


APPROX_F32 = {
    "math.sin afn": approx_sin_cos("sin"),
    "math.cos afn": approx_sin_cos("cos"),
    "math.tan afn": approx_tan,
    "math.exp afn": approx_exp,
    "math.log afn": approx_log(LN2_F32, math.log(2)),
    "math.log2 afn": approx_log(1.0, 1.0),
    "math.log10 afn": approx_log(LOG10_2_F32, math.log10(2)),
}


# ---------------------------------------------------------------- powi

def powi(x, n, ftype):
    """libdevice's __nv_powif/__nv_powi: square and multiply over |n|, each
    product rounded to the type, then 1/r (rounded) for a negative n."""
    rnd = f32 if ftype == "f32" else (lambda v: v)

    def mul(a, b):
        if (math.isinf(a) and b == 0) or (a == 0 and math.isinf(b)):
            return math.nan
        return rnd(a * b)
    e, r = abs(n), 1.0
    while True:
        if e & 1:
            r = mul(r, x)
        e >>= 1
        if e == 0:
            break
        x = mul(x, x)
    if n >= 0:
        return r
    if math.isnan(r):
        return r
    if r == 0:
        return math.copysign(math.inf, r)
    if math.isinf(r):
        return math.copysign(0.0, r)
    return rnd(float(Fraction(1) / Fraction(r)))
