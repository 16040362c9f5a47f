#!/usr/bin/env python3
"""Tile kernels of the kinds Triton and cuTile users write, run under
`warp-run --sim` against NumPy.

Where gen_tile_programs.py draws random op chains, this script writes the
kernels users write every day, one family at a time, each with random
sizes (tail blocks included), random data and two data seeds:

  ew          elementwise chains with tails (f32 IEEE ops, exp, tanh, sqrt,
              select on a compare), i32 and f16 chains
  fastmath    the same with `fastmath<fast>` (approximate div and exp)
  mixed       f32 arithmetic on an f16 input (extf of an f16 load plus an
              f32 load), stored as f16 (truncf) or f32
  iota_mask   iota masks on i8, f16, f32 and i32 data
  bcast_row   a row vector (bias) broadcast over BR >= 1 rows of a block
  bcast_col   a column vector broadcast over the columns of a block
  small       tiles under 32 lanes x 16 bytes (a 64-element f32 bias)
  reduce_back reductions broadcast back (sum/max/min/mul along each dim)
  reduce_store reductions stored as Nx1 or 1xN
  gemm        f16 GEMM with epilogues: none, relu, truncf, alpha * acc,
              bias row, C += A.B (load_mut first or added after), row sum
  softmax / layernorm / rmsnorm   1 and several rows per program
  if          scf.if yielding tiles (i32/f16/f32, 1-D/2-D, a splat branch,
              nested, in a loop, a reduction in a branch)
  const       non-splat constants (i32/f16/f32, 1-D/2-D, a broadcast row,
              added to a reduction)
  remf        arith.remf
  argmax      max, compare, select of iota, min (two passes)
  scan        cumsum as a product with a triangular 0/1 matrix (tile.mma),
              half plus a non-splat constant on the accumulator
  warps       more than 8 warps per program (16, 32)
  reduce_bits / argmax_op / transpose / scan_op   tile.reduce and/or/xor,
              tile.arg_reduce, tile.transpose, tile.scan
              (kernel_kinds_tileops.py)

The oracle is NumPy evaluating the kernel's definition (float64 for float
kernels, rounded to the output type; exact integers for i32/i8). A case
passes when warp-run's output matches within the family's tolerance (see
TOLERANCES) with no simulator finding. A case the lowering does not
support must end with exit 1 and a located error in the kernel file
(`k.mlir:L:C: error: ...`): it is counted as `refused` with its message.
Anything else (a crash, an unlocated or internal error, a simulator
finding, a wrong answer) is `failed`.

Prints one line per failing case (and per refusal with --show-refused), a
table per family and a summary:

    kernel kinds: N run, M refused, K failed, J known-failing

Usage: gen_kernel_kinds.py --runner warp-run [--seeds 1,2] [--scale 1]
       [--jobs 2] [--family F] [--keep DIR] [--max-refused N]
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

import kernel_kinds_tileops

# Tolerances per family: (rtol, atol), on the output's scale.
# * Exact families (integer data, f16 GEMMs of small integers whose every
#   product and partial sum is an integer below 2^11 (f16) or 2^24 (f32)):
#   0. Any misplaced or lost element changes a value by at least 1.
# * IEEE f32 chains: each op rounds within 0.5 ulp (add, sub, mul, div,
#   sqrt) or, for the simulator's exp/tanh (host libm, as libdevice's
#   __nv_expf/__nv_tanhf within 2 ulp), within 2 ulp; a chain of at most
#   six ops on values in [-4, 4] stays well inside 1e-5 relative (84 ulp)
#   plus 1e-6 absolute (results near zero after a subtraction).
# * f16 outputs: one rounding to f16 (2^-11 relative) on top: 1e-3.
# * fastmath: div.approx.f32 (PTX ISA: at most 2 ulp for divisors in
#   [2^-126, 2^126]) and __nv_fast_expf = ex2.approx(x * log2 e) (CUDA's
#   bound: 2 + floor(|1.173 x|) ulp, |x| <= 8 here: 11 ulp): 4e-6 relative
#   per op, 3e-5 on the chain.
# * softmax/layernorm/rmsnorm: sums of up to 1024 f32 terms in the
#   kernel's tree order against a float64 sum: n * eps relative at worst,
#   2e-5 relative (as scripts/run-tile-cases.py) plus 2e-6 absolute.
TOLERANCES = {
    "exact": (0.0, 0.0),
    "f32": (1e-5, 1e-6),
    "f16": (1e-3, 1e-3),
    "fast": (3e-5, 3e-6),
    "norm": (2e-5, 2e-6),
}

# Families that fail today with an internal error: each case must still
# fail with this message (counted as `known-failing`; a pass is reported
# so that the entry is removed). None today: arith.remf failed with
# "failed to legalize operation 'llvm.frem'" until the device pipeline
# called libdevice's fmod (lib/Pipelines/RemFToLibdevice.h).
KNOWN_FAILING = {}

# Kinds the dialect cannot express (printed as `inexpressible`, not run):
# none since tile.transpose, tile.scan, tile.arg_reduce and the bitwise
# reduce kinds (kernel_kinds_tileops.py).
INEXPRESSIBLE = []

NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8,
      "i16": np.int16, "i64": np.int64, "i1": np.bool_}


def shp(shape):
    return "x".join(str(s) for s in shape)


def ten(shape, dt):
    return f"tensor<{shp(shape)}x{dt}>" if shape else f"tensor<{dt}>"


def view(shape, dt):
    return f"!tile.view<{shp(shape)}x{dt}>"


def part(shape, dt):
    return f"!tile.part<{shp(shape)}x{dt}>"


class Kernel:
    """An MLIR tile kernel under construction plus its warp-run arguments.
    Parameters are added in order; the last buffer added with `out` is the
    output compared with the reference."""

    def __init__(self, warps=None):
        self.params, self.body, self.args = [], [], []
        self.warps = warps
        self.n = 0
        self.out_index = None
        self.out_dtype = None

    def fresh(self, hint="v"):
        self.n += 1
        return f"%{hint}{self.n}"

    def buffer(self, name, kind, shape, dt, data):
        """kind: 'view' or a partition block shape (tuple)."""
        if kind == "view":
            self.params.append(f"%{name}: {view(shape, dt)}")
        else:
            self.params.append(f"%{name}: {part(kind, dt)}")
        self.args.append((dt, data))
        return f"%{name}"

    def out(self, name, shape, block, dt):
        self.out_index = len(self.args)
        self.out_dtype = dt
        fill = np.full(shape, -77, NP[dt])
        return self.buffer(name, tuple(block), shape, dt, fill)

    def scalar(self, name, dt, value):
        self.params.append(f"%{name}: {dt}")
        self.args.append((dt, value))
        return f"%{name}"

    def op(self, text, hint="v"):
        name = self.fresh(hint)
        self.body.append(f"  {name} = {text}")
        return name

    def raw(self, text):
        self.body.append("  " + text)

    def mlir(self, store_value, out_name, tile_t, out_block, dt):
        attrs = (f" attributes {{tile.num_warps = {self.warps} : i64}}"
                 if self.warps else "")
        head = ("tile.kernel @k(" + ", ".join(self.params + ["%t0: !tile.token"])
                + f"){attrs} {{")
        tail = [f"  %tend = tile.store {store_value}, {out_name}, %t0 : "
                f"{tile_t}, {part(out_block, dt)}",
                "  tile.return %tend : !tile.token", "}"]
        return "\n".join([head] + self.body + tail) + "\n"


class Case:
    def __init__(self, family, name, mlir, args, out_index, want, tol):
        self.family, self.name, self.mlir = family, name, mlir
        self.args, self.out_index, self.want, self.tol = (args, out_index,
                                                          want, tol)


def blocks(n, b):
    return (n + b - 1) // b


def pad_to(x, shape, value=0):
    out = np.full(shape, value, x.dtype)
    out[tuple(slice(0, s) for s in x.shape)] = x
    return out


# ---- families ---------------------------------------------------------------

F32_UNARY = [
    ("math.exp", lambda a: np.exp(a), "exp"),
    ("math.tanh", np.tanh, "tanh"),
    ("math.absf", np.abs, "abs"),
    ("arith.negf", np.negative, "neg"),
]
F32_BINARY = [
    ("arith.addf", np.add), ("arith.subf", np.subtract),
    ("arith.mulf", np.multiply), ("arith.maximumf", np.maximum),
    ("arith.minimumf", np.minimum), ("arith.divf", np.divide),
]


def fam_ew(rng, fast=False):
    """1-D f32 chain: y = chain(x, z) over n elements, blocks of B."""
    B = int(rng.choice([128, 256, 512, 1024]))
    n = int(rng.integers(1, 3 * B))
    x = rng.uniform(-2, 2, n).astype(np.float32)
    # Divisors away from zero.
    z = (rng.uniform(0.5, 2, n) * rng.choice([-1, 1], n)).astype(np.float32)
    k = Kernel()
    kx = k.buffer("x", "view", [n], "f32", x)
    kz = k.buffer("z", "view", [n], "f32", z)
    ky = k.out("y", [n], [B], "f32")
    t = ten([B], "f32")
    fm = " fastmath<fast>" if fast else ""
    cur = k.op(f"tile.load {kx} like {ky} : {view([n], 'f32')}, "
               f"{part([B], 'f32')} -> {t}")
    other = k.op(f"tile.load {kz} like {ky} : {view([n], 'f32')}, "
                 f"{part([B], 'f32')} -> {t}")
    cx, cz = x.astype(np.float64), z.astype(np.float64)
    cur_np = cx
    names = []
    for _ in range(int(rng.integers(2, 6))):
        r = rng.random()
        if r < 0.35:
            name, fn, short = F32_UNARY[int(rng.integers(len(F32_UNARY)))]
            if short == "exp":
                # Keep exp's argument in [-8, 8] (the fastmath bound above).
                cur = k.op(f"math.tanh {cur} : {t}")
                cur_np = np.tanh(cur_np)
            cur = k.op(f"{name} {cur}{fm if short == 'exp' else ''} : {t}")
            cur_np = fn(cur_np)
            names.append(short)
        elif r < 0.85:
            name, fn = F32_BINARY[int(rng.integers(len(F32_BINARY)))]
            if name == "arith.divf":
                cur = k.op(f"{name} {cur}, {other}{fm} : {t}")
                cur_np = cur_np / cz
            else:
                cur = k.op(f"{name} {cur}, {other} : {t}")
                cur_np = fn(cur_np, cz)
            names.append(name.split(".")[1])
        else:
            # select(cur > 0, cur, other)
            zero = k.op(f"tile.constant dense<0.0> : {t}")
            cmp = k.op(f"arith.cmpf ogt, {cur}, {zero} : {t}")
            cur = k.op(f"arith.select {cmp}, {cur}, {other} : "
                       f"{ten([B], 'i1')}, {t}")
            cur_np = np.where(cur_np > 0, cur_np, cz)
            names.append("select")
        # Keep values bounded (|v| <= 4) so that the tolerances hold.
        cur = k.op(f"math.tanh {cur} : {t}")
        cur = k.op(f"arith.mulf {cur}, {k.op(f'tile.constant dense<4.0> : {t}')}"
                   f" : {t}")
        cur_np = 4 * np.tanh(cur_np)
    text = k.mlir(cur, ky, t, [B], "f32")
    return Case("fastmath" if fast else "ew",
                f"f32 n={n} B={B} {'-'.join(names)}", text, k.args,
                k.out_index, cur_np.astype(np.float32),
                "fast" if fast else "f32")


def fam_ew_int(rng):
    """2-D i32 or f16 chain of exact integer arithmetic with tails."""
    dt = str(rng.choice(["i32", "f16"]))
    BR = int(rng.choice([1, 2, 4, 8]))
    BC = int(rng.choice([64, 128, 256])) if dt == "i32" else \
        int(rng.choice([128, 256, 512]))
    M = int(rng.integers(1, 3 * BR + 1))
    N = int(rng.integers(1, 2 * BC + 1))
    x = rng.integers(-8, 9, (M, N)).astype(NP[dt])
    z = rng.integers(-8, 9, (M, N)).astype(NP[dt])
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], dt, x)
    kz = k.buffer("z", "view", [M, N], dt, z)
    ky = k.out("y", [M, N], [BR, BC], dt)
    t = ten([BR, BC], dt)
    ops = ({"add": ("arith.addi", np.add), "sub": ("arith.subi", np.subtract),
            "mul": ("arith.muli", np.multiply),
            "max": ("arith.maxsi", np.maximum),
            "min": ("arith.minsi", np.minimum)} if dt == "i32" else
           {"add": ("arith.addf", np.add), "sub": ("arith.subf", np.subtract),
            "mul": ("arith.mulf", np.multiply),
            "max": ("arith.maximumf", np.maximum),
            "min": ("arith.minimumf", np.minimum)})
    a = k.op(f"tile.load {kx} like {ky} : {view([M, N], dt)}, "
             f"{part([BR, BC], dt)} -> {t}")
    b = k.op(f"tile.load {kz} like {ky} : {view([M, N], dt)}, "
             f"{part([BR, BC], dt)} -> {t}")
    cur, cur_np, bz = a, x.astype(np.int64), z.astype(np.int64)
    names = []
    for _ in range(int(rng.integers(1, 4))):
        key = str(rng.choice(["add", "sub", "max", "min"] +
                             (["mul"] if not names else [])))
        cur = k.op(f"{ops[key][0]} {cur}, {b} : {t}")
        cur_np = ops[key][1](cur_np, bz)
        names.append(key)
    text = k.mlir(cur, ky, t, [BR, BC], dt)
    return Case("ew", f"{dt} {M}x{N} block {BR}x{BC} {'-'.join(names)}", text,
                k.args, k.out_index, cur_np.astype(NP[dt]), "exact")


def fam_mixed(rng):
    """y = truncf?(extf(x16) * a32 + b32): f32 arithmetic on an f16 input."""
    BR = int(rng.choice([1, 2, 4]))
    BC = int(rng.choice([128, 256, 512]))
    M = int(rng.integers(1, 2 * BR + 1))
    N = int(rng.integers(BC // 2, 2 * BC + 1))
    out16 = bool(rng.random() < 0.5)
    x = rng.uniform(-4, 4, (M, N)).astype(np.float16)
    a = rng.uniform(-2, 2, (M, N)).astype(np.float32)
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], "f16", x)
    ka = k.buffer("a", "view", [M, N], "f32", a)
    odt = "f16" if out16 else "f32"
    ky = k.out("y", [M, N], [BR, BC], odt)
    t16, t32 = ten([BR, BC], "f16"), ten([BR, BC], "f32")
    lx = k.op(f"tile.load {kx} like {ky} : {view([M, N], 'f16')}, "
              f"{part([BR, BC], odt)} -> {t16}")
    la = k.op(f"tile.load {ka} like {ky} : {view([M, N], 'f32')}, "
              f"{part([BR, BC], odt)} -> {t32}")
    e = k.op(f"arith.extf {lx} : {t16} to {t32}")
    p = k.op(f"arith.mulf {e}, {la} : {t32}")
    r = k.op(f"arith.addf {p}, {e} : {t32}")
    want = x.astype(np.float64) * a + x.astype(np.float64)
    if out16:
        r = k.op(f"arith.truncf {r} : {t32} to {t16}")
    text = k.mlir(r, ky, t16 if out16 else t32, [BR, BC], odt)
    return Case("mixed", f"f16*f32 -> {odt} {M}x{N} block {BR}x{BC}", text,
                k.args, k.out_index, want.astype(NP[odt]),
                "f16" if out16 else "f32")


def fam_iota_mask(rng):
    """y = iota < lim ? x : fill, per block of B (a tail mask by hand)."""
    dt = str(rng.choice(["i8", "f16", "f32", "i32"]))
    B = int(rng.choice([128, 256, 512, 1024]))
    n = int(rng.integers(1, 3 * B))
    lim = int(rng.integers(0, B + 1))
    x = rng.integers(-100, 100, n).astype(NP[dt])
    k = Kernel()
    kx = k.buffer("x", "view", [n], dt, x)
    ky = k.out("y", [n], [B], dt)
    t = ten([B], dt)
    lx = k.op(f"tile.load {kx} like {ky} : {view([n], dt)}, "
              f"{part([B], dt)} -> {t}")
    io = k.op(f"tile.iota : {ten([B], 'i32')}")
    lm = k.op(f"tile.constant dense<{lim}> : {ten([B], 'i32')}")
    m = k.op(f"arith.cmpi slt, {io}, {lm} : {ten([B], 'i32')}")
    fill = "7" if dt in ("i8", "i32") else "7.0"
    c = k.op(f"tile.constant dense<{fill}> : {t}")
    s = k.op(f"arith.select {m}, {lx}, {c} : {ten([B], 'i1')}, {t}")
    text = k.mlir(s, ky, t, [B], dt)
    want = np.where(np.arange(n) % B < lim, x, 7).astype(NP[dt])
    return Case("iota_mask", f"{dt} n={n} B={B} lim={lim}", text, k.args,
                k.out_index, want, "exact")


def fam_bcast(rng, col):
    """y = x + v: v a row (length N, over the rows of a BRxBC block) or a
    column (length M, over the columns)."""
    BR = int(rng.choice([1, 2, 4, 8] if not col else [2, 4, 8, 16]))
    BC = int(rng.choice([128, 256, 512]))
    M = int(rng.integers(1, 3 * BR + 1))
    N = int(rng.integers(1, 2 * BC + 1))
    x = rng.integers(-50, 50, (M, N)).astype(np.float32)
    L = M if col else N
    v = rng.integers(-50, 50, L).astype(np.float32)
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], "f32", x)
    kv = k.buffer("v", "view", [L], "f32", v)
    ky = k.out("y", [M, N], [BR, BC], "f32")
    t = ten([BR, BC], "f32")
    lx = k.op(f"tile.load {kx} like {ky} : {view([M, N], 'f32')}, "
              f"{part([BR, BC], 'f32')} -> {t}")
    pid = k.op(f"tile.program_id {0 if col else 1} : index")
    VB = BR if col else BC
    lv = k.op(f"tile.load {kv}[{pid}] : {view([L], 'f32')} -> "
              f"{ten([VB], 'f32')}")
    if col:
        r = k.op(f"tile.reshape {lv} : {ten([VB], 'f32')} -> "
                 f"{ten([BR, 1], 'f32')}")
        b = k.op(f"tile.broadcast {r} : {ten([BR, 1], 'f32')} -> {t}")
        want = x + v[:, None]
    else:
        b = k.op(f"tile.broadcast {lv} : {ten([VB], 'f32')} -> {t}")
        want = x + v[None, :]
    s = k.op(f"arith.addf {lx}, {b} : {t}")
    text = k.mlir(s, ky, t, [BR, BC], "f32")
    return Case("bcast_col" if col else "bcast_row",
                f"{M}x{N} block {BR}x{BC}", text, k.args, k.out_index,
                want.astype(np.float32), "exact")


def fam_small(rng):
    """Tiles under 32 lanes x 16 bytes: y = x * 2 + b over B elements."""
    dt = str(rng.choice(["f32", "f16", "i32"]))
    B = int(rng.choice([16, 32, 64]))
    n = int(rng.integers(1, 3 * B))
    x = rng.integers(-50, 50, n).astype(NP[dt])
    k = Kernel(warps=int(rng.choice([1, 4])) if rng.random() < 0.5 else None)
    kx = k.buffer("x", "view", [n], dt, x)
    ky = k.out("y", [n], [B], dt)
    t = ten([B], dt)
    lx = k.op(f"tile.load {kx} like {ky} : {view([n], dt)}, "
              f"{part([B], dt)} -> {t}")
    two = k.op(f"tile.constant dense<{'2' if dt == 'i32' else '2.0'}> : {t}")
    add = "arith.addi" if dt == "i32" else "arith.addf"
    s = k.op(f"{add} {lx}, {two} : {t}")
    text = k.mlir(s, ky, t, [B], dt)
    return Case("small", f"{dt} n={n} B={B} warps={k.warps}", text, k.args,
                k.out_index, (x.astype(np.int64) + 2).astype(NP[dt]), "exact")


RED_NP = {"add": np.sum, "max": np.max, "min": np.min, "mul": np.prod}
COMBINE = {"add": "arith.addf", "max": "arith.maximumf",
           "min": "arith.minimumf", "mul": "arith.mulf"}


def fam_reduce(rng, store):
    """x of a BRxBC block reduced along `dim`; either broadcast back and
    combined (reduce_back) or stored into an Mx1 / 1xN output."""
    kind = str(rng.choice(["add", "max", "min", "mul"]))
    dim = int(rng.integers(0, 2))
    BR = int(rng.choice([1, 2, 4, 8, 16] if dim == 1 else [2, 4, 8, 16]))
    BC = int(rng.choice([128, 256]))
    if dim == 1:
        M = int(rng.integers(1, 3 * BR + 1))
        N = BC  # a whole row per program
    else:
        M = BR  # a whole column per program
        N = int(rng.integers(1, 3 * BC + 1))
    if kind == "mul":
        x = rng.choice(np.array([-1, 1, 1, 1], np.float32), (M, N))
    else:
        x = rng.integers(-20, 21, (M, N)).astype(np.float32)
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], "f32", x)
    t = ten([BR, BC], "f32")
    rshape = [BR, 1] if dim == 1 else [1, BC]
    rt = ten(rshape, "f32")
    red_np = RED_NP[kind](x.astype(np.float64), axis=dim, keepdims=True)
    if store:
        oshape = [M, 1] if dim == 1 else [1, N]
        ky = k.out("y", oshape, rshape, "f32")
        lx = k.op(f"tile.load {kx}[{k.op('tile.program_id 0 : index')}, "
                  f"{k.op('tile.program_id 1 : index')}] : "
                  f"{view([M, N], 'f32')} -> {t}")
        r = k.op(f"tile.reduce {kind} {lx} dim {dim} : {t} -> {rt}")
        text = k.mlir(r, ky, rt, rshape, "f32")
        want = red_np
    else:
        ky = k.out("y", [M, N], [BR, BC], "f32")
        lx = k.op(f"tile.load {kx} like {ky} : {view([M, N], 'f32')}, "
                  f"{part([BR, BC], 'f32')} -> {t}")
        r = k.op(f"tile.reduce {kind} {lx} dim {dim} : {t} -> {rt}")
        b = k.op(f"tile.broadcast {r} : {rt} -> {t}")
        s = k.op(f"arith.subf {lx}, {b} : {t}")
        text = k.mlir(s, ky, t, [BR, BC], "f32")
        want = x - red_np
    return Case("reduce_store" if store else "reduce_back",
                f"{kind} dim {dim} {M}x{N} block {BR}x{BC}", text, k.args,
                k.out_index, want.astype(np.float32), "exact")


def fam_gemm(rng, epilogue):
    """C = epilogue(A.B) for f16 A, B of small integers (exact in f32)."""
    BM, BN = 64, 64
    BK = int(rng.choice([16, 32]))
    gm, gn = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    if epilogue in ("rowsum", "rowmax"):
        gn = 1  # one program per block of rows reduces the whole row
    if epilogue == "colsum":
        gm = 1
    ksteps = int(rng.integers(1, 4))
    M, N, K = gm * BM, gn * BN, ksteps * BK
    a = rng.integers(-3, 4, (M, K)).astype(np.float16)
    b = rng.integers(-3, 4, (K, N)).astype(np.float16)
    acc_np = a.astype(np.float64) @ b.astype(np.float64)
    k = Kernel()
    ka = k.buffer("a", "view", [M, K], "f16", a)
    kb = k.buffer("b", "view", [K, N], "f16", b)
    tacc = ten([BM, BN], "f32")
    extra = {}
    if epilogue in ("alpha", "combo"):
        extra["alpha"] = k.scalar("alpha", "f32", float(rng.choice([0.5, 2.0,
                                                                    -1.5])))
    if epilogue in ("bias", "combo"):
        bias = rng.integers(-9, 10, N).astype(np.float32)
        extra["bias"] = k.buffer("bias", "view", [N], "f32", bias)
    odt = "f16" if epilogue == "truncf" else "f32"
    if epilogue in ("rowsum", "rowmax"):
        ky = k.out("c", [M, 1], [BM, 1], "f32")
    elif epilogue == "colsum":
        ky = k.out("c", [1, N], [1, BN], "f32")
    elif epilogue in ("acc_in", "acc_after"):
        c0 = rng.integers(-9, 10, (M, N)).astype(np.float32)
        k.out_index = len(k.args)
        k.out_dtype = "f32"
        ky = k.buffer("c", (BM, BN), [M, N], "f32", c0)
    else:
        ky = k.out("c", [M, N], [BM, BN], odt)
    k.raw("%c0 = arith.constant 0 : index")
    k.raw("%c1 = arith.constant 1 : index")
    k.raw(f"%ck = arith.constant {ksteps} : index")
    k.raw("%m = tile.program_id 0 : index")
    k.raw("%n = tile.program_id 1 : index")
    tok = "%t0"
    if epilogue == "acc_in":
        k.raw(f"%cinit, %t0b = tile.load_mut {ky}, %t0 : "
              f"{part([BM, BN], 'f32')} -> {tacc}")
        init, tok = "%cinit", "%t0b"
    else:
        init = k.op(f"tile.constant dense<0.0> : {tacc}")
    acc = k.fresh("acc")
    k.raw(f"{acc} = scf.for %kk = %c0 to %ck step %c1 iter_args(%s = {init})"
          f" -> ({tacc}) {{")
    k.raw(f"  %ta = tile.load {ka}[%m, %kk] : {view([M, K], 'f16')} -> "
          f"{ten([BM, BK], 'f16')}")
    k.raw(f"  %tb = tile.load {kb}[%kk, %n] : {view([K, N], 'f16')} -> "
          f"{ten([BK, BN], 'f16')}")
    k.raw(f"  %nx = tile.mma %ta, %tb, %s : {ten([BM, BK], 'f16')}, "
          f"{ten([BK, BN], 'f16')}, {tacc}")
    k.raw(f"  scf.yield %nx : {tacc}")
    k.raw("}")
    cur, cur_t, oblock = acc, tacc, [BM, BN]
    want = acc_np
    if epilogue == "relu":
        z = k.op(f"tile.constant dense<0.0> : {tacc}")
        cur = k.op(f"arith.maximumf {acc}, {z} : {tacc}")
        want = np.maximum(acc_np, 0)
    elif epilogue == "truncf":
        cur = k.op(f"arith.truncf {acc} : {tacc} to {ten([BM, BN], 'f16')}")
        cur_t = ten([BM, BN], "f16")
    elif epilogue == "alpha":
        al = k.op(f"tile.broadcast {extra['alpha']} : f32 -> {tacc}")
        cur = k.op(f"arith.mulf {acc}, {al} : {tacc}")
        want = acc_np * k.args[2][1]
    elif epilogue == "bias":
        lb = k.op(f"tile.load {extra['bias']}[%n] : {view([N], 'f32')} -> "
                  f"{ten([BN], 'f32')}")
        bb = k.op(f"tile.broadcast {lb} : {ten([BN], 'f32')} -> {tacc}")
        cur = k.op(f"arith.addf {acc}, {bb} : {tacc}")
        want = acc_np + k.args[2][1][None, :]
    elif epilogue == "acc_in":
        want = acc_np + c0
    elif epilogue == "acc_after":
        k.raw(f"%cold, %t0b = tile.load_mut {ky}, %t0 : "
              f"{part([BM, BN], 'f32')} -> {tacc}")
        cur = k.op(f"arith.addf %cold, {acc} : {tacc}")
        tok = "%t0b"
        want = acc_np + c0
    elif epilogue == "rowsum":
        cur = k.op(f"tile.reduce add {acc} dim 1 : {tacc} -> "
                   f"{ten([BM, 1], 'f32')}")
        cur_t, oblock = ten([BM, 1], "f32"), [BM, 1]
        want = acc_np.sum(axis=1, keepdims=True)
    elif epilogue in ("rowmax", "colsum"):
        kind, dim = ("max", 1) if epilogue == "rowmax" else ("add", 0)
        oblock = [BM, 1] if dim == 1 else [1, BN]
        cur = k.op(f"tile.reduce {kind} {acc} dim {dim} : {tacc} -> "
                   f"{ten(oblock, 'f32')}")
        cur_t = ten(oblock, "f32")
        want = (acc_np.max(axis=1, keepdims=True) if dim == 1 else
                acc_np.sum(axis=0, keepdims=True))
    elif epilogue == "combo":
        # alpha * acc + bias, relu: every operand in the mma layout or
        # its column slice.
        al = k.op(f"tile.broadcast {extra['alpha']} : f32 -> {tacc}")
        sc = k.op(f"arith.mulf {al}, {acc} : {tacc}")
        lb = k.op(f"tile.load {extra['bias']}[%n] : {view([N], 'f32')} -> "
                  f"{ten([BN], 'f32')}")
        bb = k.op(f"tile.broadcast {lb} : {ten([BN], 'f32')} -> {tacc}")
        sb = k.op(f"arith.addf {sc}, {bb} : {tacc}")
        z = k.op(f"tile.constant dense<0.0> : {tacc}")
        cur = k.op(f"arith.maximumf {sb}, {z} : {tacc}")
        want = np.maximum(acc_np * k.args[2][1] + k.args[3][1][None, :], 0)
    text = k.mlir(cur, ky, cur_t, oblock, odt).replace(
        f"tile.store {cur}, {ky}, %t0", f"tile.store {cur}, {ky}, {tok}")
    return Case("gemm", f"{epilogue} {M}x{K}x{N} BK={BK}", text, k.args,
                k.out_index, want.astype(NP[odt]), "exact")


def fam_rows(rng, which):
    """softmax / layernorm / rmsnorm over R rows per program."""
    R = int(rng.choice([1, 1, 2, 4]))
    N = int(rng.choice([128, 256, 512, 768, 1024]))
    M = int(rng.integers(1, 3 * R + 1))
    x = (rng.standard_normal((M, N)) * 3 + 1).astype(np.float32)
    g = rng.standard_normal(N).astype(np.float32)
    bvec = rng.standard_normal(N).astype(np.float32)
    fast = bool(rng.random() < 0.4)
    fm = " fastmath<fast>" if fast else ""
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], "f32", x)
    if which != "softmax":
        kg = k.buffer("g", "view", [N], "f32", g)
    if which == "layernorm":
        kb = k.buffer("b", "view", [N], "f32", bvec)
    ky = k.out("y", [M, N], [R, N], "f32")
    t, rt = ten([R, N], "f32"), ten([R, 1], "f32")
    t1 = ten([N], "f32")
    k.raw("%c0 = arith.constant 0 : index")
    lx = k.op(f"tile.load {kx} like {ky} : {view([M, N], 'f32')}, "
              f"{part([R, N], 'f32')} -> {t}")
    xd = x.astype(np.float64)
    if which == "softmax":
        mx = k.op(f"tile.reduce max {lx} dim 1 : {t} -> {rt}")
        s = k.op(f"arith.subf {lx}, {k.op(f'tile.broadcast {mx} : {rt} -> {t}')}"
                 f" : {t}")
        e = k.op(f"math.exp {s}{fm} : {t}")
        sm = k.op(f"tile.reduce add {e} dim 1 : {t} -> {rt}")
        out = k.op(f"arith.divf {e}, {k.op(f'tile.broadcast {sm} : {rt} -> {t}')}"
                   f"{fm} : {t}")
        e_np = np.exp(xd - xd.max(axis=1, keepdims=True))
        want = e_np / e_np.sum(axis=1, keepdims=True)
    else:
        n = k.op(f"tile.constant dense<{float(N)}> : {rt}")
        if which == "layernorm":
            sm = k.op(f"tile.reduce add {lx} dim 1 : {t} -> {rt}")
            mean = k.op(f"arith.divf {sm}, {n}{fm} : {rt}")
            d = k.op(f"arith.subf {lx}, "
                     f"{k.op(f'tile.broadcast {mean} : {rt} -> {t}')} : {t}")
            dd = xd - xd.mean(axis=1, keepdims=True)
        else:
            d, dd = lx, xd
        sq = k.op(f"arith.mulf {d}, {d} : {t}")
        ss = k.op(f"tile.reduce add {sq} dim 1 : {t} -> {rt}")
        var = k.op(f"arith.divf {ss}, {n}{fm} : {rt}")
        eps = k.op(f"tile.constant dense<1.0e-05> : {rt}")
        ve = k.op(f"arith.addf {var}, {eps} : {rt}")
        rs = k.op(f"math.rsqrt {ve} : {rt}")
        nm = k.op(f"arith.mulf {d}, {k.op(f'tile.broadcast {rs} : {rt} -> {t}')}"
                  f" : {t}")
        lg = k.op(f"tile.load {kg}[%c0] : {view([N], 'f32')} -> "
                  f"{ten([N], 'f32')}")
        out = k.op(f"arith.mulf {nm}, "
                   f"{k.op(f'tile.broadcast {lg} : {t1} -> {t}')}"
                   f" : {t}")
        want = dd / np.sqrt((dd * dd).mean(axis=1, keepdims=True) + 1e-5) * g
        if which == "layernorm":
            lb = k.op(f"tile.load {kb}[%c0] : {view([N], 'f32')} -> "
                      f"{ten([N], 'f32')}")
            out = k.op(f"arith.addf {out}, "
                       f"{k.op(f'tile.broadcast {lb} : {t1} -> {t}')}"
                       f" : {t}")
            want = want + bvec
    text = k.mlir(out, ky, t, [R, N], "f32")
    return Case(which, f"{M}x{N} rows/program={R}{' fast' if fast else ''}",
                text, k.args, k.out_index, want.astype(np.float32),
                "fast" if fast else "norm")


ARITH = {"i32": {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli",
                  "max": "arith.maxsi"},
         "f32": {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf",
                 "max": "arith.maximumf"}}
ARITH["f16"] = ARITH["f32"]


def lit(dt, v):
    """A scalar literal of type dt for an integer value v."""
    return f"{int(v)}" if dt[0] == "i" else f"{float(v)}"


def block_2d_or_1d(rng, dt, two_d):
    """Block and buffer shapes (with tails) for 1-D or 2-D kernels."""
    if two_d:
        BR = int(rng.choice([1, 2, 4, 8]))
        BC = int(rng.choice([32, 64, 128] if dt == "i32" else [64, 128, 256]))
        return [BR, BC], [int(rng.integers(1, 3 * BR + 1)),
                          int(rng.integers(1, 2 * BC + 1))]
    B = int(rng.choice([64, 128, 256, 512]))
    return [B], [int(rng.integers(1, 3 * B))]


def fam_if(rng):
    """scf.if yielding tiles: y = c ? f(x, z) : g(x, z), i32/f16/f32, 1-D and
    2-D blocks with tails, the condition a scalar argument or the program's
    parity, a branch that yields a splat, nested ifs, an if in a loop that
    carries the tile, a branch holding a reduction broadcast back."""
    dt = str(rng.choice(["f32", "i32", "f16"]))
    form = str(rng.choice(["both", "splat", "nested", "loop", "reduce"]))
    two_d = form == "reduce" or bool(rng.random() < 0.5)
    blk, shape = block_2d_or_1d(rng, dt, two_d)
    x = rng.integers(-8, 9, shape).astype(NP[dt])
    z = rng.integers(-8, 9, shape).astype(NP[dt])
    s = int(rng.choice([-1, 1]))
    by_pid = bool(rng.random() < 0.4) and form != "loop"
    k = Kernel(warps=int(rng.choice([1, 2, 4])) if rng.random() < 0.3 else None)
    kx = k.buffer("x", "view", shape, dt, x)
    kz = k.buffer("z", "view", shape, dt, z)
    ks = k.scalar("s", "i32", s)
    ky = k.out("y", shape, blk, dt)
    t = ten(blk, dt)
    A = ARITH[dt]
    lx = k.op(f"tile.load {kx} like {ky} : {view(shape, dt)}, "
              f"{part(blk, dt)} -> {t}")
    lz = k.op(f"tile.load {kz} like {ky} : {view(shape, dt)}, "
              f"{part(blk, dt)} -> {t}")
    xd, zd = x.astype(np.float64), z.astype(np.float64)
    c0 = k.op("arith.constant 0 : i32")
    if by_pid:
        # Programs of even and odd index along the last grid dimension
        # take different branches.
        pid = k.op(f"tile.program_id {len(blk) - 1} : index")
        two = k.op("arith.constant 2 : index")
        par = k.op(f"arith.remui {pid}, {two} : index")
        cond = k.op(f"arith.cmpi eq, {par}, {k.op('arith.constant 0 : index')}"
                    " : index")
        nb = blocks(shape[-1], blk[-1])
        col_block = np.arange(shape[-1]) // blk[-1]
        take = np.broadcast_to(col_block % 2 == 0, shape)
        del nb
    else:
        cond = k.op(f"arith.cmpi sgt, {ks}, {c0} : i32")
        take = np.full(shape, s > 0)

    def branch(c, then_lines, then_val, else_lines, else_val, ty=t):
        r = k.fresh("r")
        k.raw(f"{r} = scf.if {c} -> ({ty}) {{")
        for line in then_lines:
            k.raw("  " + line)
        k.raw(f"  scf.yield {then_val} : {ty}")
        k.raw("} else {")
        for line in else_lines:
            k.raw("  " + line)
        k.raw(f"  scf.yield {else_val} : {ty}")
        k.raw("}")
        return r

    def bin_(name, a, b, ty=t):
        v = k.fresh("b")
        return v, f"{v} = {A[name]} {a}, {b} : {ty}"

    if form in ("both", "splat"):
        va, la = bin_("add", lx, lz)
        if form == "both":
            vb, lb = bin_("mul", lx, lz)
            other = xd * zd
            r = branch(cond, [la], va, [lb], vb)
        else:
            vb = k.fresh("c")
            lb = f"{vb} = tile.constant dense<{lit(dt, 5)}> : {t}"
            other = np.full(shape, 5.0)
            r = branch(cond, [la], va, [lb], vb)
        want = np.where(take, xd + zd, other)
    elif form == "nested":
        # c ? (s2 ? x - z : max(x, z)) : x + z, the inner condition the
        # scalar's sign again (so both inner branches are taken over seeds).
        c2 = k.op(f"arith.cmpi slt, {ks}, {c0} : i32")
        va, la = bin_("sub", lx, lz)
        vb, lb = bin_("max", lx, lz)
        inner = k.fresh("r")
        lines = [f"{inner} = scf.if {c2} -> ({t}) {{", f"  {la}",
                 f"  scf.yield {va} : {t}", "} else {", f"  {lb}",
                 f"  scf.yield {vb} : {t}", "}"]
        vc, lc = bin_("add", lx, lz)
        r = branch(cond, lines, inner, [lc], vc)
        inner_np = np.where(s < 0, xd - zd, np.maximum(xd, zd))
        want = np.where(take, inner_np, xd + zd)
    elif form == "loop":
        # acc = x (or a splat 1); for i < T:
        #   acc = (i even) == (s > 0) ? acc + z : acc - x (or acc itself)
        T = int(rng.integers(2, 5))
        splat_init = bool(rng.random() < 0.5)
        keep = bool(rng.random() < 0.5)
        init = lx
        if splat_init:
            init = k.op(f"tile.constant dense<{lit(dt, 1)}> : {t}")
        lb0 = k.op("arith.constant 0 : index")
        ub = k.op(f"arith.constant {T} : index")
        st = k.op("arith.constant 1 : index")
        pos = k.op(f"arith.cmpi sgt, {ks}, {c0} : i32")
        r = k.fresh("acc")
        k.raw(f"{r} = scf.for %i = {lb0} to {ub} step {st} "
              f"iter_args(%a = {init}) -> ({t}) {{")
        k.raw("  %two = arith.constant 2 : index")
        k.raw("  %par2 = arith.remui %i, %two : index")
        k.raw(f"  %even = arith.cmpi eq, %par2, {lb0} : index")
        k.raw(f"  %c = arith.cmpi eq, %even, {pos} : i1")
        va, la = bin_("add", "%a", lz)
        vb, lb = bin_("sub", "%a", lx)
        inner = k.fresh("r")
        k.raw(f"  {inner} = scf.if %c -> ({t}) {{")
        k.raw(f"    {la}")
        k.raw(f"    scf.yield {va} : {t}")
        k.raw("  } else {")
        if keep:
            k.raw(f"    scf.yield %a : {t}")
        else:
            k.raw(f"    {lb}")
            k.raw(f"    scf.yield {vb} : {t}")
        k.raw("  }")
        k.raw(f"  scf.yield {inner} : {t}")
        k.raw("}")
        acc = np.ones(shape) if splat_init else xd.copy()
        for i in range(T):
            if (i % 2 == 0) == (s > 0):
                acc = acc + zd
            elif not keep:
                acc = acc - xd
        want = acc
    else:
        # c ? x - max(x, dim 1) : x + z: a cross-thread reduction inside a
        # branch (its barriers run in every thread or none: c is uniform).
        rt = ten([blk[0], 1], dt)
        red = "maxsi" if dt == "i32" else "max"
        mx, mb, vd = k.fresh("m"), k.fresh("m"), k.fresh("b")
        lines = [f"{mx} = tile.reduce max {lx} dim 1 : {t} -> {rt}",
                 f"{mb} = tile.broadcast {mx} : {rt} -> {t}",
                 f"{vd} = {A['sub']} {lx}, {mb} : {t}"]
        del red
        vc, lc = bin_("add", lx, lz)
        r = branch(cond, lines, vd, [lc], vc)
        # The row max over the block's valid columns (the padding is 0 for
        # the load's masked tail: the kernel reduces over it too).
        M, N = shape
        BR, BC = blk
        xp = pad_to(xd, [blocks(M, BR) * BR, blocks(N, BC) * BC])
        rm = xp.reshape(xp.shape[0], -1, BC).max(axis=2)
        rm = np.repeat(rm, BC, axis=1)[:M, :N]
        want = np.where(take, xd - rm, xd + zd)
    text = k.mlir(r, ky, t, blk, dt)
    return Case("if", f"{form} {dt} {'x'.join(map(str, shape))} block "
                f"{'x'.join(map(str, blk))} s={s}{' pid' if by_pid else ''}",
                text, k.args, k.out_index, want.astype(NP[dt]), "exact")


def const_values(rng, dt, shape):
    if dt == "f32":
        # Non-integers too: the table must keep every bit.
        return (rng.integers(-64, 65, shape) / 8).astype(np.float32)
    return rng.integers(-9, 10, shape).astype(NP[dt])


def const_text(dt, c):
    def row(a):
        if a.ndim == 1:
            return "[" + ", ".join(lit(dt, v) if dt != "f32" else repr(float(v))
                                   for v in a) + "]"
        return "[" + ", ".join(row(r) for r in a) + "]"
    return f"dense<{row(c)}>"


def fam_const(rng):
    """y = x + C, C a non-splat dense constant (i32, f16, f32; 1-D and 2-D;
    a row constant broadcast over a block; a constant added to a row
    reduction)."""
    dt = str(rng.choice(["f32", "i32", "f16"]))
    form = str(rng.choice(["add", "add", "row", "reduce"]))
    two_d = form != "add" or bool(rng.random() < 0.5)
    blk, shape = block_2d_or_1d(rng, dt, two_d)
    if form == "row" and blk[0] == 1:
        blk[0] = 4
    # f16 sums of up to 256 terms stay exact below 2^11.
    lim = 3 if dt == "f16" and form == "reduce" else 20
    x = rng.integers(-lim, lim + 1, shape).astype(NP[dt])
    k = Kernel(warps=int(rng.choice([1, 2, 4])) if rng.random() < 0.3 else None)
    kx = k.buffer("x", "view", shape, dt, x)
    t = ten(blk, dt)
    A = ARITH[dt]
    xd = x.astype(np.float64)
    if form == "reduce":
        # y[r] = sum(x[r, block]) + c[r] stored as Mx1 per block row.
        BR, BC = blk
        M, N = shape
        oshape = [M, 1]
        ky = k.out("y", oshape, [BR, 1], dt)
        lx = k.op(f"tile.load {kx}[{k.op('tile.program_id 0 : index')}, "
                  f"{k.op('arith.constant 0 : index')}] : {view(shape, dt)} "
                  f"-> {t}")
        rt = ten([BR, 1], dt)
        sm = k.op(f"tile.reduce add {lx} dim 1 : {t} -> {rt}")
        c = const_values(rng, dt, [BR, 1])
        lc = k.op(f"tile.constant {const_text(dt, c)} : {rt}")
        y = k.op(f"{A['add']} {sm}, {lc} : {rt}")
        text = k.mlir(y, ky, rt, [BR, 1], dt)
        xp = pad_to(xd[:, :BC], [blocks(M, BR) * BR, BC])
        want = (xp.sum(axis=1, keepdims=True) +
                np.tile(c.astype(np.float64), (blocks(M, BR), 1)))[:M]
        return Case("const", f"reduce {dt} {M}x{N} block {BR}x{BC}", text,
                    k.args, k.out_index, want.astype(NP[dt]), "exact")
    ky = k.out("y", shape, blk, dt)
    lx = k.op(f"tile.load {kx} like {ky} : {view(shape, dt)}, "
              f"{part(blk, dt)} -> {t}")
    if form == "row":
        cshape = [blk[1]]
        c = const_values(rng, dt, cshape)
        lc = k.op(f"tile.constant {const_text(dt, c)} : {ten(cshape, dt)}")
        cb = k.op(f"tile.broadcast {lc} : {ten(cshape, dt)} -> {t}")
    else:
        c = const_values(rng, dt, blk)
        cb = k.op(f"tile.constant {const_text(dt, c)} : {t}")
    y = k.op(f"{A['add']} {lx}, {cb} : {t}")
    text = k.mlir(y, ky, t, blk, dt)
    full = [blocks(n, b) * b for n, b in zip(shape, blk)]
    cfull = np.tile(np.broadcast_to(c, blk), [f // b for f, b in zip(full, blk)])
    want = xd + cfull[tuple(slice(0, n) for n in shape)]
    return Case("const", f"{form} {dt} {'x'.join(map(str, shape))} block "
                f"{'x'.join(map(str, blk))}", text, k.args, k.out_index,
                want.astype(NP[dt]), "exact")


def fam_remf(rng):
    """y = remf(x, z): C's fmod, exact in any precision (f32 and f16)."""
    dt = str(rng.choice(["f32", "f16"]))
    B = int(rng.choice([128, 256, 512]))
    n = int(rng.integers(1, 3 * B))
    x = rng.uniform(-100, 100, n).astype(NP[dt])
    z = (rng.uniform(0.5, 9, n) * rng.choice([-1, 1], n)).astype(NP[dt])
    k = Kernel()
    kx = k.buffer("x", "view", [n], dt, x)
    kz = k.buffer("z", "view", [n], dt, z)
    ky = k.out("y", [n], [B], dt)
    t = ten([B], dt)
    lx = k.op(f"tile.load {kx} like {ky} : {view([n], dt)}, "
              f"{part([B], dt)} -> {t}")
    lz = k.op(f"tile.load {kz} like {ky} : {view([n], dt)}, "
              f"{part([B], dt)} -> {t}")
    s = k.op(f"arith.remf {lx}, {lz} : {t}")
    text = k.mlir(s, ky, t, [B], dt)
    want = np.fmod(x.astype(np.float64), z.astype(np.float64)).astype(NP[dt])
    return Case("remf", f"{dt} n={n} B={B}", text, k.args, k.out_index,
                want, "exact")


def fam_argmax(rng):
    """idx[r] = the first column of row r's maximum (R rows a program)."""
    R = int(rng.choice([1, 2, 4]))
    N = int(rng.choice([128, 256, 512]))
    M = int(rng.integers(1, 3 * R + 1))
    x = np.stack([rng.permutation(N) for _ in range(M)]).astype(np.float32)
    k = Kernel()
    kx = k.buffer("x", "view", [M, N], "f32", x)
    ky = k.out("y", [M, 1], [R, 1], "i32")
    t, ti = ten([R, N], "f32"), ten([R, N], "i32")
    lx = k.op(f"tile.load {kx}[{k.op('tile.program_id 0 : index')}, "
              f"{k.op('arith.constant 0 : index')}] : {view([M, N], 'f32')} "
              f"-> {t}")
    mx = k.op(f"tile.reduce max {lx} dim 1 : {t} -> {ten([R, 1], 'f32')}")
    mb = k.op(f"tile.broadcast {mx} : {ten([R, 1], 'f32')} -> {t}")
    eq = k.op(f"arith.cmpf oeq, {lx}, {mb} : {t}")
    io = k.op(f"tile.iota : {ten([N], 'i32')}")
    iob = k.op(f"tile.broadcast {io} : {ten([N], 'i32')} -> {ti}")
    big = k.op(f"tile.constant dense<{N}> : {ti}")
    sel = k.op(f"arith.select {eq}, {iob}, {big} : {ten([R, N], 'i1')}, {ti}")
    mn = k.op(f"tile.reduce min {sel} dim 1 : {ti} -> {ten([R, 1], 'i32')}")
    text = k.mlir(mn, ky, ten([R, 1], "i32"), [R, 1], "i32")
    return Case("argmax", f"{M}x{N} rows/program={R}", text, k.args,
                k.out_index, x.argmax(axis=1).astype(np.int32)[:, None],
                "exact")


def fam_scan(rng):
    """y = cumsum(x, axis 1) as x . U, U[k, j] = (k <= j), by tile.mma."""
    BM, BN = 64, 64
    M = BM * int(rng.integers(1, 3))
    x = rng.integers(-3, 4, (M, BN)).astype(np.float16)
    k = Kernel()
    kx = k.buffer("x", "view", [M, BN], "f16", x)
    ky = k.out("y", [M, BN], [BM, BN], "f32")
    tf, t16 = ten([BM, BN], "f32"), ten([BN, BN], "f16")
    ti = ten([BN, BN], "i32")
    lx = k.op(f"tile.load {kx} like {ky} : {view([M, BN], 'f16')}, "
              f"{part([BM, BN], 'f32')} -> {ten([BM, BN], 'f16')}")
    io = k.op(f"tile.iota : {ten([BN], 'i32')}")
    col = k.op(f"tile.broadcast {io} : {ten([BN], 'i32')} -> {ti}")
    rr = k.op(f"tile.reshape {io} : {ten([BN], 'i32')} -> {ten([BN, 1], 'i32')}")
    row = k.op(f"tile.broadcast {rr} : {ten([BN, 1], 'i32')} -> {ti}")
    le = k.op(f"arith.cmpi sle, {row}, {col} : {ti}")
    one = k.op(f"tile.constant dense<1.0> : {t16}")
    zero = k.op(f"tile.constant dense<0.0> : {t16}")
    u = k.op(f"arith.select {le}, {one}, {zero} : {ten([BN, BN], 'i1')}, {t16}")
    acc = k.op(f"tile.constant dense<0.0> : {tf}")
    y = k.op(f"tile.mma {lx}, {u}, {acc} : {ten([BM, BN], 'f16')}, {t16}, {tf}")
    want = np.cumsum(x.astype(np.float64), axis=1)
    # Half the cases add a non-splat constant to the accumulator: it takes
    # the accumulator's fragment layout (its user's).
    offset = bool(rng.random() < 0.5)
    if offset:
        c = const_values(rng, "f32", [BM, BN])
        lc = k.op(f"tile.constant {const_text('f32', c)} : {tf}")
        y = k.op(f"arith.addf {y}, {lc} : {tf}")
        want = want + np.tile(c.astype(np.float64), (M // BM, 1))
    text = k.mlir(y, ky, tf, [BM, BN], "f32")
    return Case("scan", f"cumsum {M}x{BN}{' + C' if offset else ''}", text,
                k.args, k.out_index, want.astype(np.float32), "exact")


def fam_warps(rng):
    """A 1xN row softmax or elementwise op with 16 or 32 warps."""
    W = int(rng.choice([16, 32]))
    N = int(rng.choice([4096, 8192])) if W == 16 else 8192
    M = int(rng.integers(1, 3))
    softmax = bool(rng.random() < 0.5)
    x = (rng.standard_normal((M, N)) * 3).astype(np.float32)
    k = Kernel(warps=W)
    kx = k.buffer("x", "view", [M, N], "f32", x)
    ky = k.out("y", [M, N], [1, N], "f32")
    t, rt = ten([1, N], "f32"), ten([1, 1], "f32")
    lx = k.op(f"tile.load {kx} like {ky} : {view([M, N], 'f32')}, "
              f"{part([1, N], 'f32')} -> {t}")
    xd = x.astype(np.float64)
    if softmax:
        mx = k.op(f"tile.reduce max {lx} dim 1 : {t} -> {rt}")
        s = k.op(f"arith.subf {lx}, {k.op(f'tile.broadcast {mx} : {rt} -> {t}')}"
                 f" : {t}")
        e = k.op(f"math.exp {s} : {t}")
        sm = k.op(f"tile.reduce add {e} dim 1 : {t} -> {rt}")
        out = k.op(f"arith.divf {e}, {k.op(f'tile.broadcast {sm} : {rt} -> {t}')}"
                   f" : {t}")
        e_np = np.exp(xd - xd.max(axis=1, keepdims=True))
        want, tol = e_np / e_np.sum(axis=1, keepdims=True), "norm"
    else:
        out = k.op(f"arith.mulf {lx}, {lx} : {t}")
        want, tol = xd * xd, "f32"
    text = k.mlir(out, ky, t, [1, N], "f32")
    return Case("warps", f"{'softmax' if softmax else 'square'} {M}x{N} "
                f"warps={W}", text, k.args, k.out_index,
                want.astype(np.float32), tol)


# (family, generator, cases per seed at scale 1)
FAMILIES = [
    ("ew", lambda r: fam_ew(r) if r.random() < 0.6 else fam_ew_int(r), 24),
    ("fastmath", lambda r: fam_ew(r, fast=True), 8),
    ("mixed", fam_mixed, 8),
    ("iota_mask", fam_iota_mask, 8),
    ("bcast_row", lambda r: fam_bcast(r, False), 8),
    ("bcast_col", lambda r: fam_bcast(r, True), 6),
    ("small", fam_small, 6),
    ("reduce_back", lambda r: fam_reduce(r, False), 10),
    ("reduce_store", lambda r: fam_reduce(r, True), 6),
    ("gemm", None, 0),  # one case per epilogue, below
    ("softmax", lambda r: fam_rows(r, "softmax"), 8),
    ("layernorm", lambda r: fam_rows(r, "layernorm"), 6),
    ("rmsnorm", lambda r: fam_rows(r, "rmsnorm"), 6),
    ("if", fam_if, 8),
    ("const", fam_const, 8),
    ("remf", fam_remf, 4),
    ("argmax", fam_argmax, 4),
    ("scan", fam_scan, 2),
    ("warps", fam_warps, 4),
] + kernel_kinds_tileops.FAMILIES
GEMM_EPILOGUES = ["none", "relu", "truncf", "alpha", "bias", "acc_in",
                  "acc_after", "rowsum", "rowmax", "colsum", "combo"]


def all_cases(seed, scale, only):
    out = []
    for fi, (family, gen, count) in enumerate(FAMILIES):
        if only and family != only:
            continue
        if family == "gemm":
            for ei, ep in enumerate(GEMM_EPILOGUES):
                for j in range(scale):
                    rng = np.random.default_rng([seed, fi, ei, j])
                    out.append(fam_gemm(rng, ep))
            continue
        for j in range(count * scale):
            rng = np.random.default_rng([seed, fi, j])
            out.append(gen(rng))
    return out


# ---- running ----------------------------------------------------------------

LOCATED = re.compile(r"k\.mlir:(\d+):(\d+): error: ([^\n]*)")
INTERNAL = re.compile(r"LLVM ERROR|Assertion|Stack dump|internal|"
                      r"failed to legalize|PLEASE submit")


def arg_spec(dt, value, path):
    if isinstance(value, np.ndarray):
        np.save(path, value)
        return f"{dt}[{shp(value.shape)}]=file:{path}"
    return f"{dt}:{value!r}"


def run_case(case, index, seed, args, tmp):
    d = os.path.join(tmp, f"s{seed}-c{index}")
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "k.mlir")
    with open(src, "w") as f:
        f.write(case.mlir)
    # A generous watchdog (default 10 s): a loaded CI machine.
    cmd = [args.runner, "--sim", f"--sim-seed={index % 3}", "--timeout=300",
           src]
    for i, (dt, value) in enumerate(case.args):
        cmd += ["--arg", arg_spec(dt, value, os.path.join(d, f"in{i}.npy"))]
    outp = os.path.join(d, "out.npy")
    cmd += ["--out", f"{case.out_index}={outp}"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return "fail", "timed out: " + " ".join(cmd)
    text = p.stdout + p.stderr
    where = " ".join(cmd)
    if p.returncode == 0 and "finding" not in text:
        got = np.load(outp)
        want = case.want
        if got.shape != want.shape or got.dtype != want.dtype:
            return "fail", f"output {got.dtype}{got.shape}, expected " \
                f"{want.dtype}{want.shape}: {where}"
        rtol, atol = TOLERANCES[case.tol]
        finite = want.astype(np.float64)
        finite = finite[np.isfinite(finite)]
        scale = float(np.abs(finite).max(initial=1.0))
        # A NaN is expected only where NumPy gives one (argmax's values).
        ok = np.isclose(got.astype(np.float64), want.astype(np.float64),
                        rtol=rtol, atol=atol * max(1.0, scale),
                        equal_nan=True)
        if not ok.all():
            bad = tuple(np.argwhere(~ok)[0])
            return "fail", (f"{int((~ok).sum())} elements differ; at {bad} got "
                            f"{got[bad]!r}, expected {want[bad]!r}: {where}")
        if case.family in KNOWN_FAILING:
            return "fail", f"passes: remove it from KNOWN_FAILING: {where}"
        return "run", ""
    known = KNOWN_FAILING.get(case.family)
    if known and known in text:
        return "known-failing", known
    m = LOCATED.search(text)
    if p.returncode == 1 and m and not INTERNAL.search(text):
        return "refused", f"k.mlir:{m.group(1)}:{m.group(2)}: {m.group(3)}"
    return "fail", f"exit {p.returncode}: {where}\n{text[-1500:]}"


def refusal_key(msg):
    """The message without its location and sizes, to group refusals."""
    msg = re.sub(r"^k\.mlir:\d+:\d+: ", "", msg)
    return re.sub(r"\d+", "N", msg)[:110]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runner", required=True)
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--scale", type=int, default=1,
                    help="cases per family times this (the opt-in sweep: 4+)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--family", help="run one family only")
    ap.add_argument("--keep", help="keep the cases in this directory")
    ap.add_argument("--show-refused", action="store_true")
    ap.add_argument("--max-refused", type=int,
                    help="fail when more cases are refused than this")
    args = ap.parse_args()
    tmp = args.keep or tempfile.mkdtemp(prefix="tile-kinds-")
    work = []
    for seed in [int(s) for s in args.seeds.split(",")]:
        for i, case in enumerate(all_cases(seed, args.scale, args.family)):
            work.append((case, i, seed))
    table = collections.defaultdict(collections.Counter)
    reasons = collections.defaultdict(collections.Counter)
    counts = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = pool.map(lambda w: run_case(w[0], w[1], w[2], args, tmp),
                           work)
        for (case, i, seed), (status, detail) in zip(work, results):
            counts[status] += 1
            table[case.family][status] += 1
            label = f"seed {seed} {case.family} {case.name}"
            if status == "fail":
                print(f"FAILED {label}: {detail}")
            elif status == "refused":
                reasons[case.family][refusal_key(detail)] += 1
                if args.show_refused:
                    print(f"refused {label}: {detail}")
    print(f"{'family':<13} {'run':>4} {'refused':>8} {'failed':>7} "
          f"{'known-failing':>13}")
    for family, _, _ in FAMILIES:
        if family in table:
            c = table[family]
            print(f"{family:<13} {c['run']:>4} {c['refused']:>8} "
                  f"{c['fail']:>7} {c['known-failing']:>13}")
    for family, why in KNOWN_FAILING.items():
        print(f"known-failing: {family}: {why}")
    for family, rs in reasons.items():
        for msg, c in rs.items():
            print(f"refused: {family} x{c}: {msg}")
    for kind, why in INEXPRESSIBLE:
        print(f"inexpressible: {kind}: {why}")
    print(f"kernel kinds: {counts['run']} run, {counts['refused']} refused, "
          f"{counts['fail']} failed, {counts['known-failing']} known-failing")
    if args.max_refused is not None and counts["refused"] > args.max_refused:
        print(f"REFUSALS GREW: {counts['refused']} > {args.max_refused}")
        return 1
    return 1 if counts["fail"] else 0


kernel_kinds_tileops.bind(sys.modules[__name__])

if __name__ == "__main__":
    sys.exit(main())
