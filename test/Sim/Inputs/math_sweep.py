#!/usr/bin/env python3
"""Sweep of the math and arith ops the PTX pipeline lowers (test/Sim/math-sweep.test).

For each op (and integer width or float type) a kernel applies the op once
per thread to a set of corner inputs. `warp-ptx` must compile it (an op it
refuses is left out and listed); `warp-run --sim` must then either compute
the expected values or refuse the kernel with a message naming what it does
not model. A JIT failure, a crash or an anonymous error is a failure.

Expected values are computed here, independently of the simulator: integer
ops and conversions from the PTX ISA's rules (2's complement, clamped shift
amounts, saturating cvt with its NaN values), exactly rounded float ops in
double then rounded to the type (exact), transcendental functions with the C
library's double-precision functions (ctypes) rounded to the type, within a
few ulp. A NaN result of an f32 op must be the canonical NaN 0x7fffffff
(docs/Sim.md, "Values"); an f64 one any NaN.

Usage: math_sweep.py BINDIR   (prints one line per failure and a summary)
       math_sweep.py BINDIR --emit-ptx DIR
       math_sweep.py BINDIR --gpu --ptx-dir DIR [--keep DIR]
       math_sweep.py BINDIR --compare DIR
       math_sweep.py BINDIR --check-outputs DIR
       math_sweep.py BINDIR --probe [any of the above]

--emit-ptx (where MLIR is) compiles every kernel to DIR/caseN.ptx and
runs nothing; --gpu --ptx-dir (on a GPU machine without MLIR: BINDIR holds
the runtime-only warp-run) runs those PTX files on the GPU against the same
expected values, and --keep DIR keeps each kernel's output buffer there
(caseN.out.npy); --compare DIR runs the simulator and compares its buffers
with those bit for bit (scripts/gpu-bundle.sh and gpu-run.sh do the first
two, bench/RESULTS.md records the outcome).
"""

import concurrent.futures
import ctypes
import ctypes.util
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "isa", "Inputs"))
sys.dont_write_bytecode = True
from npy_io import read_npy, write_npy  # noqa: E402
from math_rules import (APPROX_F32, F64_NAN_RULES, approx_pow,  # noqa: E402
                        approx_sin_cos, copysign_bits, extf_nan,
                        is_nan_bits, powi, truncf_nan)

BIN = sys.argv[1]
OPTIONS = {}
_argv = sys.argv[2:]
while _argv:
    _flag = _argv.pop(0)
    if _flag == "--gpu":
        OPTIONS["gpu"] = True
    elif _flag == "--probe":
        OPTIONS["probe"] = True
    elif _flag in ("--emit-ptx", "--ptx-dir", "--keep", "--compare",
                   "--check-outputs") and _argv:
        OPTIONS[_flag[2:]] = _argv.pop(0)
    else:
        raise SystemExit("math_sweep.py: unknown or incomplete option %r"
                         % _flag)
if bool(OPTIONS.get("gpu")) != ("ptx-dir" in OPTIONS):
    raise SystemExit("math_sweep.py: --gpu and --ptx-dir go together")
WARP_PTX = os.path.join(BIN, "warp-ptx")
WARP_RUN = os.path.join(BIN, "warp-run")
libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")

# ---------------------------------------------------------------- values

def f32(x):
    """x rounded to the nearest f32 (as a Python float)."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def bits(x, ftype):
    if ftype == "f32":
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def from_bits(b, ftype):
    if ftype == "f32":
        return struct.unpack("<f", struct.pack("<I", b))[0]
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def ordered(x, ftype):
    """An integer that orders floats like their values (for ulp distances)."""
    b, n = bits(x, ftype), (32 if ftype == "f32" else 64)
    return (1 << n) - b if b >> (n - 1) else b + (1 << n)


CANONICAL_NAN32 = 0x7FFFFFFF
FLOATS = {
    "f32": [0.0, -0.0, 1.0, -1.0, 0.5, -1.5, 2.5, 3.0, -7.25, 0.1, 100.0,
            -100.0, 1e-3, 1e10, -3e9, 3e9, 2147483520.0, 4294967040.0,
            2147483648.0, 1e20, -1e20, 1.4e-45, -1.2e-38, 3.4028234663852886e38,
            math.pi, -math.pi / 2, math.inf, -math.inf, math.nan,
            from_bits(0x7FC00001, "f32"), from_bits(0xFFC00000, "f32")],
    "f64": [0.0, -0.0, 1.0, -1.0, 0.5, -1.5, 2.5, 3.0, -7.25, 0.1, 100.0,
            -100.0, 1e-3, 1e10, -3e9, 3e9, 2147483647.0, 9.3e18, -9.3e18,
            1e20, -1e20, 5e-324, 1.7976931348623157e308, math.pi, -math.pi / 2,
            math.inf, -math.inf, math.nan, from_bits(0x7FF8000000000001, "f64")],
}
FLOATS["f32"] = [f32(x) for x in FLOATS["f32"]]


def ints(width):
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return [0, 1, -1, 2, 3, 7, -5, 100, width - 1, width, width + 1, 2 * width,
            lo, hi, lo + 1, (1 << (width - 2)) + 3]


def wrap(v, width):
    """v as an unsigned `width`-bit pattern."""
    return v & ((1 << width) - 1)


def signed(v, width):
    v = wrap(v, width)
    return v - (1 << width) if v >> (width - 1) else v


# ---------------------------------------------------------------- the ops
# Each op: (name, MLIR template, operand types, result type, reference).
# Float references take Python floats and return one; None means NaN.

def libm1(name):
    f = getattr(libm, name)
    f.restype, f.argtypes = ctypes.c_double, [ctypes.c_double]
    return f


def libm2(name):
    f = getattr(libm, name)
    f.restype, f.argtypes = ctypes.c_double, [ctypes.c_double, ctypes.c_double]
    return f


def exact_fma(a, b, c):
    if any(math.isnan(v) or math.isinf(v) for v in (a, b, c)):
        return a * b + c if not (math.isinf(a * b) and math.isinf(c) and
                                 (a * b > 0) != (c > 0)) else math.nan
    r = Fraction(a) * Fraction(b) + Fraction(c)
    if r == 0:
        return 0.0 if (a * b == 0 and math.copysign(1, a * b) + math.copysign(1, c) > 0) or a * b != 0 else -0.0
    try:
        return float(r)
    except OverflowError:
        return math.copysign(math.inf, r)


def maximum(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0:
        return 0.0 if math.copysign(1, a) > 0 or math.copysign(1, b) > 0 else -0.0
    return max(a, b)


def minimum(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0:
        return -0.0 if math.copysign(1, a) < 0 or math.copysign(1, b) < 0 else 0.0
    return min(a, b)


def maxnum(a, b):
    # PTX max: one NaN gives the other; +0.0 > -0.0.
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return maximum(a, b)


def minnum(a, b):
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return minimum(a, b)


def roundeven(x):
    if math.isnan(x) or math.isinf(x):
        return x
    r = float(round(x))
    return math.copysign(r, x) if r == 0 else r


def round_away(x):
    if math.isnan(x) or math.isinf(x):
        return x
    r = math.floor(abs(x) + 0.5) if abs(x) < 2 ** 52 else abs(x)
    return math.copysign(float(r), x)


def keep_sign(f):
    def g(x):
        if math.isnan(x) or math.isinf(x):
            return x
        return math.copysign(float(f(x)), x)
    return g


def rsqrt(x):
    if math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return math.copysign(math.inf, x)
    return 1 / math.sqrt(x)


def sqrt(x):
    return math.nan if math.isnan(x) or x < 0 else (x if x == 0 else math.sqrt(x))


def div(a, b):
    if math.isnan(a) or math.isnan(b) or (a == 0 and b == 0) or (
            math.isinf(a) and math.isinf(b)):
        return math.nan
    if b == 0:
        return math.copysign(math.inf, a) * math.copysign(1, b)
    if math.isinf(b):
        return math.copysign(0.0, a) * math.copysign(1, b)
    r = Fraction(a) / Fraction(b) if not math.isinf(a) else None
    if r is None:
        return a * math.copysign(1, b)
    if r == 0:
        return math.copysign(0.0, a) * math.copysign(1, b)
    try:
        return float(r)
    except OverflowError:
        return math.copysign(math.inf, r)


UNARY_TRANSCENDENTAL = ["exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
                        "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
                        "cosh", "tanh", "asinh", "acosh", "atanh", "erf",
                        "erfc", "cbrt"]

FLOAT_OPS = []  # (name, template, nargs, reference, ulps)
for fn in UNARY_TRANSCENDENTAL:
    FLOAT_OPS.append(("math." + fn, "math.%s {0} : {T}" % fn, 1, libm1(fn), 4))
# `afn` (approximate functions) selects libdevice's __nv_fast_* variants.
for fn in ["sin", "cos", "tan", "exp", "log", "log2", "log10"]:
    FLOAT_OPS.append(("math.%s afn" % fn, "math.%s {0} fastmath<afn> : {T}" % fn,
                      1, libm1(fn), 4))
FLOAT_OPS.append(("math.powf afn", "math.powf {0}, {1} fastmath<afn> : {T}", 2,
                  libm2("pow"), 4))
FLOAT_OPS += [
    ("math.sqrt", "math.sqrt {0} : {T}", 1, sqrt, 0),
    ("math.rsqrt", "math.rsqrt {0} : {T}", 1, rsqrt, 4),
    ("math.absf", "math.absf {0} : {T}", 1, abs, 0),
    ("math.ceil", "math.ceil {0} : {T}", 1, keep_sign(math.ceil), 0),
    ("math.floor", "math.floor {0} : {T}", 1, keep_sign(math.floor), 0),
    ("math.trunc", "math.trunc {0} : {T}", 1, keep_sign(math.trunc), 0),
    ("math.round", "math.round {0} : {T}", 1, round_away, 0),
    ("math.roundeven", "math.roundeven {0} : {T}", 1, roundeven, 0),
    ("math.atan2", "math.atan2 {0}, {1} : {T}", 2, libm2("atan2"), 4),
    ("math.powf", "math.powf {0}, {1} : {T}", 2, libm2("pow"), 4),
    ("math.copysign", "math.copysign {0}, {1} : {T}", 2, math.copysign, 0),
    ("math.fma", "math.fma {0}, {1}, {2} : {T}", 3, exact_fma, 0),
    ("arith.addf", "arith.addf {0}, {1} : {T}", 2, lambda a, b: a + b, 0),
    ("arith.subf", "arith.subf {0}, {1} : {T}", 2, lambda a, b: a - b, 0),
    ("arith.mulf", "arith.mulf {0}, {1} : {T}", 2, lambda a, b: a * b, 0),
    ("arith.divf", "arith.divf {0}, {1} : {T}", 2, div, 0),
    ("arith.remf", "arith.remf {0}, {1} : {T}", 2, libm2("fmod"), 0),
    ("arith.negf", "arith.negf {0} : {T}", 1, lambda a: -a, 0),
    ("arith.maximumf", "arith.maximumf {0}, {1} : {T}", 2, maximum, 0),
    ("arith.minimumf", "arith.minimumf {0}, {1} : {T}", 2, minimum, 0),
    ("arith.maxnumf", "arith.maxnumf {0}, {1} : {T}", 2, maxnum, 0),
    ("arith.minnumf", "arith.minnumf {0}, {1} : {T}", 2, minnum, 0),
]

# Float predicates and conversions: exact.
def cvt(x, width, is_signed, ftype):
    """PTX ISA 9.7.9.21 cvt.rzi: clamped; NaN 0, or 1 << (N-1) for an f64
    source or a 64-bit destination."""
    if math.isnan(x):
        return (1 << (width - 1)) if ftype == "f64" or width == 64 else 0
    lo, hi = ((-(1 << (width - 1)), (1 << (width - 1)) - 1) if is_signed
              else (0, (1 << width) - 1))
    if math.isinf(x):
        return wrap(hi if x > 0 else lo, width)
    return wrap(min(max(math.trunc(x), lo), hi), width)


# ---------------------------------------------------------------- kernels

BUF = {"f32": "<f4", "f64": "<f8", "i32": "<i4", "i64": "<i8"}


class Case:
    """One kernel: `body` computes %y from %x0.. (loaded as `loads`)."""

    def __init__(self, name, loads, body, store, rows, check):
        self.name, self.loads, self.body, self.store = name, loads, body, store
        self.rows, self.check = rows, check  # rows: input tuples (bit patterns)

    def mlir(self):
        n = len(self.rows)
        params = ["%%a%d: memref<%dx%s>" % (k, n, t)
                  for k, t in enumerate(self.loads)]
        params.append("%%out: memref<%dx%s>" % (n, self.store))
        lines = ["gpu.module @kernels {",
                 "  gpu.func @k(%s) kernel {" % ", ".join(params),
                 "    %i = gpu.thread_id x"]
        for k, t in enumerate(self.loads):
            lines.append("    %%x%d = memref.load %%a%d[%%i] : memref<%dx%s>"
                         % (k, k, n, t))
        lines += ["    " + line for line in self.body]
        lines.append("    memref.store %%y, %%out[%%i] : memref<%dx%s>"
                     % (n, self.store))
        lines += ["    gpu.return", "  }", "}", ""]
        return "\n".join(lines)


def float_check(name, t, ref, ulps):
    """The check of op `name` in type t: exact bits for copysign, the ISA's
    bounds for the approximate f32 functions, the measured NaN rules for
    f64 NaNs, else `ulps` of `ref`."""
    def check(row_bits, got):
        row = tuple(from_bits(v, t) for v in row_bits)
        if name == "math.copysign":
            return got == copysign_bits(t)(*row_bits)
        if t == "f32" and name in APPROX_F32:
            return APPROX_F32[name](row[0], from_bits(got, t), got)
        if t == "f32" and name == "math.powf afn":
            return approx_pow(row[0], row[1], from_bits(got, t), got)
        try:
            want = ref(*row)
        except (ValueError, OverflowError, ZeroDivisionError):
            want = math.nan
        if t == "f32":
            want = f32(want)
        if t == "f64" and math.isnan(want) and name in F64_NAN_RULES:
            return got == F64_NAN_RULES[name](*row_bits)
        return compare_float(got, want, t, ulps)
    return check


PROBE = {  # NaNs with payloads and signs, a signaling NaN, and neighbours
    "f32": [0x7FC00000, 0x7FC00001, 0xFFC00123, 0x7F800001, 0x3F800000,
            0xBF800000, 0x7F800000],
    "f64": [0x7FF8000000000000, 0x7FF8000000000001, 0xFFF8000000000123,
            0x7FF0000000000001, 0x3FF0000000000000, 0xBFF0000000000000,
            0x7FF0000000000000],
}
PROBE_OPS = ("arith.addf", "arith.subf", "arith.mulf", "arith.divf",
             "arith.remf", "arith.negf", "arith.maximumf", "arith.minimumf",
             "arith.maxnumf", "math.absf", "math.copysign", "math.sqrt",
             "math.powf", "math.log10", "math.asin")


def probe_cases():
    """--probe: the NaN rules on more NaNs (both orders, negative ones, a
    signaling one), for a GPU run (scripts/gpu-nan-probe.sh)."""
    cases = []
    for name, template, nargs, ref, ulps in FLOAT_OPS:
        if name not in PROBE_OPS:
            continue
        for t in ("f32", "f64"):
            vals = PROBE[t]
            rows = ([(a,) for a in vals] if nargs == 1 else
                    [(a, b) for a in vals for b in vals])
            body = ["%y = " + template.format(
                *["%%x%d" % k for k in range(nargs)], T=t)]
            cases.append(Case("%s %s" % (name, t), [t] * nargs, body, t, rows,
                              float_check(name, t, ref, ulps)))
    cases.append(Case("arith.truncf f64 to f32", ["f64"],
                      ["%y = arith.truncf %x0 : f64 to f32"], "f32",
                      [(v,) for v in PROBE["f64"]],
                      lambda row, got: got == truncf_nan(row[0]) if math.isnan(
                          from_bits(row[0], "f64")) else compare_float(
                          got, f32(from_bits(row[0], "f64")), "f32", 0)))
    cases.append(Case("arith.extf f32 to f64", ["f32"],
                      ["%y = arith.extf %x0 : f32 to f64"], "f64",
                      [(v,) for v in PROBE["f32"]],
                      lambda row, got: got == extf_nan(row[0]) if
                      is_nan_bits(row[0], "f32") else compare_float(
                          got, from_bits(row[0], "f32"), "f64", 0)))
    return cases


def float_cases():
    cases = []
    for name, template, nargs, ref, ulps in FLOAT_OPS:
        for t in ("f32", "f64"):
            vals = FLOATS[t]
            if nargs == 1:
                rows = [(x,) for x in vals]
            elif nargs == 2:
                rows = [(a, b) for a in vals[::3] for b in vals[1::3]]
            else:
                rows = [(a, b, c) for a in vals[::5] for b in vals[1::5]
                        for c in vals[2::7]]
            body = ["%y = " + template.format(*["%%x%d" % k for k in range(nargs)],
                                              T=t)]

            check = float_check(name, t, ref, ulps)
            cases.append(Case("%s %s" % (name, t), [t] * nargs, body, t,
                              [tuple(bits(x, t) for x in r) for r in rows],
                              check))
        # Predicates, as i32.
    for pred, ref in (("isnan", math.isnan), ("isinf", math.isinf),
                      ("isfinite", math.isfinite)):
        for t in ("f32", "f64"):
            body = ["%%p = math.%s %%x0 : %s" % (pred, t),
                    "%y = arith.extui %p : i1 to i32"]
            cases.append(Case("math.%s %s" % (pred, t), [t], body, "i32",
                              [(bits(x, t),) for x in FLOATS[t]],
                              lambda row, got, t=t, ref=ref: got == int(
                                  ref(from_bits(row[0], t)))))
    # math.fpowi: x^n with an i32 n.
    for t in ("f32", "f64"):
        rows = [(bits(x, t), wrap(n, 32)) for x in FLOATS[t][::2]
                for n in (0, 1, 2, 3, -1, -2, 7, 31)]
        body = ["%%y = math.fpowi %%x0, %%x1 : %s, i32" % t]

        def check(row, got, t=t):
            want = powi(from_bits(row[0], t), signed(row[1], 32), t)
            return compare_float(got, want, t, 0)
        cases.append(Case("math.fpowi %s" % t, [t, "i32"], body, t, rows, check))
    # math.sincos: both results, sin + 2 * cos is not exact; store sin
    # and cos through two cases.
    for t, fast in (("f32", ""), ("f64", ""), ("f32", " fastmath<afn>")):
        for k, fn in ((0, "sin"), (1, "cos")):
            body = ["%%s, %%c = math.sincos %%x0%s : %s" % (fast, t),
                    "%%y = arith.addf %s, %%z : %s" % (("%s", "%c")[k], t)]
            body.insert(0, "%%z = arith.constant -0.0 : %s" % t)
            ref = libm1(fn)
            approx = approx_sin_cos(fn) if fast else None

            def check(row, got, t=t, ref=ref, approx=approx):
                x = from_bits(row[0], t)
                if approx:
                    return approx(x, from_bits(got, t), got)
                try:
                    want = ref(x)
                except ValueError:
                    want = math.nan
                want = want + -0.0
                return compare_float(got, f32(want) if t == "f32" else want, t, 4)
            cases.append(Case("math.sincos(%s)%s %s" % (fn, fast, t), [t], body, t,
                              [(bits(x, t),) for x in FLOATS[t]], check))
    # Float to integer (cvt.rzi), integer to float, float to float.
    for t in ("f32", "f64"):
        for width in (16, 32, 64):
            for op, is_signed in (("fptosi", True), ("fptoui", False)):
                store = "i64" if width == 64 else "i32"
                body = ["%%v = arith.%s %%x0 : %s to i%d" % (op, t, width)]
                body.append("%%y = arith.extui %%v : i%d to %s" % (width, store)
                            if width < 32 else "%%y = arith.addi %%v, %%v0 : i%d"
                            % width)
                if width >= 32:
                    body.insert(0, "%%v0 = arith.constant 0 : i%d" % width)

                def check(row, got, t=t, width=width, is_signed=is_signed):
                    return got == cvt(from_bits(row[0], t), width, is_signed, t)
                cases.append(Case("arith.%s %s to i%d" % (op, t, width), [t],
                                  body, store, [(bits(x, t),) for x in FLOATS[t]],
                                  check))
    for t, w in (("f32", 32), ("f64", 64), ("f32", 64)):
        for op, is_signed in (("sitofp", True), ("uitofp", False)):
            it = "i%d" % w
            body = ["%%y = arith.%s %%x0 : %s to %s" % (op, it, t)]

            def check(row, got, t=t, w=w, is_signed=is_signed):
                v = signed(row[0], w) if is_signed else row[0]
                return compare_float(got, f32(float(v)) if t == "f32" else
                                     float(v), t, 0)
            cases.append(Case("arith.%s %s to %s" % (op, it, t), [it], body, t,
                              [(wrap(v, w),) for v in ints(w) + [123456789]],
                              check))
    cases.append(Case("arith.truncf f64 to f32", ["f64"],
                      ["%y = arith.truncf %x0 : f64 to f32"], "f32",
                      [(bits(x, "f64"),) for x in FLOATS["f64"]],
                      lambda row, got: got == truncf_nan(row[0]) if math.isnan(
                          from_bits(row[0], "f64")) else compare_float(
                          got, f32(from_bits(row[0], "f64")), "f32", 0)))
    cases.append(Case("arith.extf f32 to f64", ["f32"],
                      ["%y = arith.extf %x0 : f32 to f64"], "f64",
                      [(bits(x, "f32"),) for x in FLOATS["f32"]],
                      lambda row, got: compare_float(
                          got, from_bits(row[0], "f32"), "f64", 0)))
    return cases


def compare_float(got_bits, want, t, ulps):
    got = from_bits(got_bits, t)
    if math.isnan(want):
        return got_bits == CANONICAL_NAN32 if t == "f32" else math.isnan(got)
    if math.isnan(got):
        return False
    if math.isinf(want) or want == 0 or ulps == 0:
        if math.isinf(want) or want == 0:
            return bits(got, t) == bits(want, t) or (ulps and want == 0 and
                                                     abs(got) < 1e-300)
        return bits(got, t) == bits(want, t)
    return abs(ordered(got, t) - ordered(want, t)) <= ulps


INT_OPS = [
    ("arith.addi", 2, lambda a, b, w: a + b),
    ("arith.subi", 2, lambda a, b, w: a - b),
    ("arith.muli", 2, lambda a, b, w: a * b),
    ("arith.andi", 2, lambda a, b, w: a & b),
    ("arith.ori", 2, lambda a, b, w: a | b),
    ("arith.xori", 2, lambda a, b, w: a ^ b),
    ("arith.maxsi", 2, lambda a, b, w: max(a, b)),
    ("arith.minsi", 2, lambda a, b, w: min(a, b)),
    ("arith.maxui", 2, lambda a, b, w: max(wrap(a, w), wrap(b, w))),
    ("arith.minui", 2, lambda a, b, w: min(wrap(a, w), wrap(b, w))),
    # PTX ISA 9.7.8.8/9.7.8.9: amounts above the width clamp to it. The
    # amount operand is .u32: an i64 shift's amount is its low 32 bits
    # (NVPTX emits shl.b64 %rd, %rd, %r; on an H200, x << 2^32 is x).
    ("arith.shli", 2, lambda a, b, w: a << min(wrap(b, min(w, 32)), w)),
    ("arith.shrui", 2,
     lambda a, b, w: wrap(a, w) >> min(wrap(b, min(w, 32)), w)),
    ("arith.shrsi", 2, lambda a, b, w: a >> min(wrap(b, min(w, 32)), w)),
    ("math.absi", 1, lambda a, w: abs(a)),
    ("math.ctpop", 1, lambda a, w: bin(wrap(a, w)).count("1")),
    ("math.ctlz", 1, lambda a, w: w - wrap(a, w).bit_length()),
    ("math.cttz", 1, lambda a, w: w if wrap(a, w) == 0 else
     (wrap(a, w) & -wrap(a, w)).bit_length() - 1),
]


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


# Divisions: (op, signed, remainder, reference).
DIV_OPS = [
    ("arith.divsi", True, False, trunc_div),
    ("arith.divui", False, False, lambda a, b: a // b),
    ("arith.remsi", True, True, lambda a, b: a - trunc_div(a, b) * b),
    ("arith.remui", False, True, lambda a, b: a % b),
    ("arith.ceildivsi", True, False,
     lambda a, b: -((-a) // b)),
    ("arith.ceildivui", False, False, lambda a, b: -((-a) // b)),
    ("arith.floordivsi", True, False, lambda a, b: a // b),
]


def int_cases():
    cases = []
    for width in (8, 16, 32, 64):
        store = "i64" if width == 64 else "i32"
        values = ints(width)
        for name, nargs, ref in INT_OPS:
            if nargs == 2:
                rows = [(a, b) for a in values for b in values[::2]]
            else:
                rows = [(a,) for a in values]
            args = ["%%n%d" % k for k in range(nargs)]
            body = []
            for k in range(nargs):
                body.append("%%n%d = arith.trunci %%x%d : %s to i%d" % (
                    k, k, store, width) if width < (64 if store == "i64" else 32)
                    else "%%n%d = arith.addi %%x%d, %%c0 : %s" % (k, k, store))
            body.insert(0, "%%c0 = arith.constant 0 : %s" % store)
            body.append("%%r = %s %s : i%d" % (name, ", ".join(args), width))
            body.append("%%y = arith.extui %%r : i%d to %s" % (width, store)
                        if width < 32 else "%%y = arith.addi %%r, %%c0 : %s" % store)

            def check(row, got, ref=ref, width=width, nargs=nargs):
                a = [signed(v, width) for v in row]
                return got == wrap(ref(*a, width), width)
            cases.append(Case("%s i%d" % (name, width), [store] * nargs, body,
                              store, [tuple(wrap(v, 64 if store == "i64" else 32)
                                            for v in r) for r in rows], check))
        # Divisions: defined rows only, then the undefined ones apart.
        for name, is_signed, remainder, ref in DIV_OPS:
            rows = [(a, b) for a in values for b in values[::2]
                    if b != 0 and not (is_signed and b == -1 and
                                       a == -(1 << (width - 1)))]
            body = ["%%c0 = arith.constant 0 : %s" % store]
            for k in range(2):
                body.append("%%n%d = arith.trunci %%x%d : %s to i%d" % (
                    k, k, store, width) if width < (64 if store == "i64" else 32)
                    else "%%n%d = arith.addi %%x%d, %%c0 : %s" % (k, k, store))
            body.append("%%r = %s %%n0, %%n1 : i%d" % (name, width))
            body.append("%%y = arith.extui %%r : i%d to %s" % (width, store)
                        if width < 32 else "%%y = arith.addi %%r, %%c0 : %s" % store)

            def check(row, got, ref=ref, width=width, is_signed=is_signed):
                a, b = ((signed(v, width) for v in row) if is_signed
                        else (wrap(v, width) for v in row))
                return got == wrap(ref(a, b), width)
            cases.append(Case("%s i%d" % (name, width), [store] * 2, body,
                              store, [tuple(wrap(v, 64 if store == "i64" else 32)
                                            for v in r) for r in rows], check))
    return cases


# ---------------------------------------------------------------- running

def not_lowered(cases, workdir):
    """The cases warp-ptx does not compile, with its error: all kernels go
    through one warp-ptx run, then again without those it names."""
    left, refused = list(range(len(cases))), {}
    while left:
        path = os.path.join(workdir, "all.mlir")
        lines, owner = [], []
        for i in left:
            text = cases[i].mlir().replace("@kernels", "@kernels%d" % i)
            for line in text.splitlines():
                lines.append(line)
                owner.append(i)
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        ptx = subprocess.run([WARP_PTX, path], capture_output=True, text=True)
        if ptx.returncode == 0:
            break
        named = {}
        for m in re.finditer(r"all\.mlir:(\d+):\d+: error: (.*)", ptx.stderr):
            named.setdefault(owner[int(m.group(1)) - 1], m.group(2))
        if not named:
            raise SystemExit("warp-ptx fails naming no kernel:\n" + ptx.stderr)
        refused.update(named)
        left = [i for i in left if i not in named]
    return refused


def run_case(case, workdir, index):
    base = os.path.join(workdir, "case%d" % index)
    if "ptx-dir" in OPTIONS:
        args = [WARP_RUN, os.path.join(OPTIONS["ptx-dir"], "case%d.ptx" % index)]
    else:
        with open(base + ".mlir", "w") as f:
            f.write(case.mlir())
        args = [WARP_RUN, "--sim", base + ".mlir"]
    args += ["--kernel", "k", "--block", str(len(case.rows))]
    for k, t in enumerate(case.loads):
        write_npy("%s.in%d.npy" % (base, k), [r[k] for r in case.rows],
                  BUF[t])
        args += ["--arg", "%s[%d]=file:%s.in%d.npy" % (t, len(case.rows), base, k)]
    args += ["--arg", "%s[%d]" % (case.store, len(case.rows)), "--out",
             "%d=%s.out.npy" % (len(case.loads), base)]
    sim = subprocess.run(args, capture_output=True, text=True)
    if sim.returncode == 1 and "does not model" in sim.stderr:
        return ("refused", case.name,
                re.search(r"does not model (.*)", sim.stderr).group(1))
    if sim.returncode != 0:
        return ("FAIL", case.name, "exit %d: %s" % (
            sim.returncode, sim.stderr.strip()[:300]))
    got = read_npy(base + ".out.npy")
    if "keep" in OPTIONS:
        shutil.copy(base + ".out.npy",
                    os.path.join(OPTIONS["keep"], "case%d.out.npy" % index))
    if "compare" in OPTIONS:
        other = read_npy(os.path.join(OPTIONS["compare"],
                                      "case%d.out.npy" % index))
        differ = [k for k, (g, o) in enumerate(zip(got, other)) if g != o]
        if differ:
            k = differ[0]
            nans, ulps = 0, 0
            t = case.store
            for j in differ:
                if t not in ("f32", "f64"):
                    nans += 1  # an integer result: counted as a bit mismatch
                elif math.isnan(from_bits(got[j], t)) or math.isnan(
                        from_bits(other[j], t)):
                    nans += 1
                else:
                    ulps = max(ulps, abs(ordered(from_bits(got[j], t), t) -
                                         ordered(from_bits(other[j], t), t)))
            return ("DIFFER", case.name, "%d of %d differ from %s (%d in NaN "
                    "or integer bits, at most %d ulp apart), first: inputs %s "
                    "here %s there %s" % (
                        len(differ), len(got), OPTIONS["compare"], nans, ulps,
                        [hex(v) for v in case.rows[k]], hex(got[k]),
                        hex(other[k])))
    bad = [(r, g) for r, g in zip(case.rows, got) if not case.check(r, g)]
    if bad:
        r, g = bad[0]
        return ("FAIL", case.name, "%d of %d wrong, first: inputs %s got %s" % (
            len(bad), len(case.rows), [hex(v) for v in r], hex(g)))
    return ("ok", case.name, "")


def emit_ptx(cases, workdir):
    """Compiles every kernel warp-ptx lowers to OPTIONS["emit-ptx"]."""
    out = OPTIONS["emit-ptx"]
    os.makedirs(out, exist_ok=True)
    refused = not_lowered(cases, workdir)
    for i, case in enumerate(cases):
        if i in refused:
            continue
        source = os.path.join(workdir, "case%d.mlir" % i)
        with open(source, "w") as f:
            f.write(case.mlir())
        ptx = subprocess.run([WARP_PTX, source, "-o",
                              os.path.join(out, "case%d.ptx" % i)],
                             capture_output=True, text=True)
        if ptx.returncode != 0:
            print("warp-ptx failed on %s: %s" % (case.name, ptx.stderr))
            return 1
    print("sweep: %d kernels compiled to %s" % (len(cases) - len(refused),
                                               out))
    return 0


def check_outputs(cases, directory):
    """Judges the output buffers a GPU run kept (caseN.out.npy in
    `directory`, --gpu --keep) with the same expectations, running
    nothing: test/Sim/h200-oracle.test keeps an H200's answers as an
    oracle."""
    failures = 0
    for i, case in enumerate(cases):
        path = os.path.join(directory, "case%d.out.npy" % i)
        if not os.path.exists(path):
            print("FAIL: %s: no %s" % (case.name, path))
            failures += 1
            continue
        got = read_npy(path)
        if len(got) != len(case.rows):
            print("FAIL: %s: %d values for %d rows" % (case.name, len(got),
                                                       len(case.rows)))
            failures += 1
            continue
        bad = [(r, g) for r, g in zip(case.rows, got) if not case.check(r, g)]
        if bad:
            r, g = bad[0]
            print("FAIL: %s: %d of %d wrong, first: inputs %s got %s" % (
                case.name, len(bad), len(case.rows), [hex(v) for v in r],
                hex(g)))
            failures += 1
    print("outputs: %d kernels, %d right, %d failures" % (
        len(cases), len(cases) - failures, failures))
    return 1 if failures else 0


def main():
    cases = (probe_cases() if "probe" in OPTIONS else
             float_cases() + int_cases())
    results = []
    if "check-outputs" in OPTIONS:
        return check_outputs(cases, OPTIONS["check-outputs"])
    if "keep" in OPTIONS:
        os.makedirs(OPTIONS["keep"], exist_ok=True)
    with tempfile.TemporaryDirectory() as workdir:
        if "emit-ptx" in OPTIONS:
            return emit_ptx(cases, workdir)
        refused = {} if "ptx-dir" in OPTIONS else not_lowered(cases, workdir)
        if "ptx-dir" in OPTIONS:
            refused = {i: "no PTX" for i in range(len(cases))
                       if not os.path.exists(os.path.join(
                           OPTIONS["ptx-dir"], "case%d.ptx" % i))}
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            futures = [pool.submit(run_case, c, workdir, i)
                       for i, c in enumerate(cases) if i not in refused]
            results = [("not-lowered", cases[i].name, why)
                       for i, why in sorted(refused.items())]
            results += [f.result() for f in futures]
    counts = {}
    for kind, name, detail in results:
        counts[kind] = counts.get(kind, 0) + 1
        if kind != "ok":
            print("%s: %s: %s" % (kind, name, detail))
    summary = ("sweep: %d kernels, %d right, %d refused by name, %d not "
               "lowered by warp-ptx, %d failures" % (
                   len(results), counts.get("ok", 0), counts.get("refused", 0),
                   counts.get("not-lowered", 0), counts.get("FAIL", 0)))
    if "compare" in OPTIONS:
        summary += ", %d differ from %s" % (counts.get("DIFFER", 0),
                                            OPTIONS["compare"])
    print(summary)
    return 1 if counts.get("FAIL") or counts.get("DIFFER") else 0


if __name__ == "__main__":
    sys.exit(main())
