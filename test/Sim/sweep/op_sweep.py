#!/usr/bin/env python3
"""The op sweep (test/Sim/sweep/op-sweep.test): every op of the nvvm, arith,
math and gpu dialects, taken from the dialects' registration (the ops the
installed MLIR's generated `*Ops.h.inc` headers define, which is what each
dialect's `addOperations<GET_OP_LIST>` registers), each compiled by
`warp-ptx` at its default chip (sm_90) and run under `warp-run --sim`.

Each op lands in one class:

  (a) not-lowered  warp-ptx refuses it (its error is printed);
  (b) ok           the simulator runs it and every lane's value matches the
                   oracle below;
  (c) refused      the simulator refuses it with "does not model ..." at the
                   op's location (FILE:LINE:COL);
  FAIL             anything else: a wrong value, a crash, a JIT error, an
                   error that names no op or no location. This is a bug.

Ops that are not device code (host-side gpu ops: launch, alloc, memcpy, the
sparse library calls...) and structural ops (gpu.module, gpu.func,
gpu.return...) are listed in NOT_DEVICE with why; the arith and math ops
test/Sim/Inputs/math_sweep.py already runs (f32, f64, i8 to i64) count as
covered by it, and this sweep adds their f16 and bf16 forms, vector forms
and the arith/math ops that sweep lacks. An op of the registration with no
case here and no reason is a failure ("uncovered"): a new MLIR cannot add an
op the sweep silently skips.

The oracles are independent of lib/Sim: the PTX ISA's pseudo-code in
Python (test/Sim/isa/Inputs/ptx_semantics.py, test/Sim/Inputs/ptx_scalar.py),
the launch geometry worked out by hand, and the C library / exact rational
arithmetic (test/Sim/Inputs/math_sweep.py's references) for float ops.

Usage: op_sweep.py BINDIR [--docs docs/Sim.md] [--unmodelled]
                   [--filter SUBSTRING] [--corrupt] [-v]
  --docs FILE   check that FILE's op-sweep list is the ops refused by name
  --unmodelled  print only that list (docs/Sim.md's, to paste)
  --filter S    only the cases whose name contains S (no coverage check)
  --corrupt     flip bit 0 of the exact expectations (they must fail)
"""

import argparse
import concurrent.futures
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Inputs"))
sys.path.insert(0, os.path.join(HERE, "..", "isa", "Inputs"))
import ptx_semantics as isa  # noqa: E402
import ptx_scalar  # noqa: E402

# math_sweep reads its BINDIR from argv at import; give it a placeholder.
_argv, sys.argv = sys.argv, [sys.argv[0], ""]
import math_sweep  # noqa: E402
sys.argv = _argv

# ------------------------------------------------------------ the op list

DIALECT_HEADERS = {
    "nvvm": "mlir/Dialect/LLVMIR/NVVMOps.h.inc",
    "arith": "mlir/Dialect/Arith/IR/ArithOps.h.inc",
    "math": "mlir/Dialect/Math/IR/MathOps.h.inc",
    "gpu": "mlir/Dialect/GPU/IR/GPUOps.h.inc",
}


def include_dir(bindir):
    """The include directory of the MLIR the tools were built against (the
    build's MLIR_DIR is <prefix>/lib/cmake/mlir)."""
    cache = os.path.join(bindir, "..", "CMakeCache.txt")
    with open(cache) as f:
        m = re.search(r"^MLIR_DIR:PATH=(.*)$", f.read(), re.M)
    if not m:
        raise SystemExit("op_sweep: no MLIR_DIR in " + cache)
    return os.path.normpath(os.path.join(m.group(1), "..", "..", "..",
                                         "include"))


def registered_ops(bindir):
    """Every op name the four dialects register, from their ODS headers."""
    ops = []
    inc = include_dir(bindir)
    for dialect, header in DIALECT_HEADERS.items():
        with open(os.path.join(inc, header)) as f:
            text = f.read()
        names = re.findall(r'getOperationName\(\) \{\s*return ::llvm::'
                           r'StringLiteral\("([^"]+)"\)', text)
        if not names:
            raise SystemExit("op_sweep: no ops found in " + header)
        ops += [n for n in names if n.startswith(dialect + ".")]
    return sorted(set(ops))


# ------------------------------------------------------------ the launch
# Every NVVM/gpu case runs 2 blocks of 32x2 threads: thread g = 64 * ctaid.x
# + 32 * tid.y + tid.x stores its value (zero-extended to 64 bits) at
# out[g]; `a` and `b` are two i32 inputs per thread.

GRID, BX, BY = 2, 32, 2
NT = BX * BY
N = GRID * NT
MASK32 = 0xFFFFFFFF


class Lane:
    def __init__(self, g):
        self.g = g
        self.block = g // NT
        self.lin = g % NT
        self.tx, self.ty = self.lin % BX, self.lin // BX
        self.lane = self.lin % 32
        self.warp = self.lin // 32


LANES = [Lane(g) for g in range(N)]
DEFAULT_A = [(0x9E3779B9 * (g + 1)) & MASK32 for g in range(N)]
DEFAULT_B = [((0x85EBCA6B * (g + 7)) >> 3) & MASK32 for g in range(N)]


class Case:
    """`body` computes %r (of type `rtype`; none when None) from %a, %b (i32)
    and %g (index); `expect` gives each thread's value (an int, None for
    any, or a function of the value) or, as `check`, a function of the
    whole output returning an error or None."""

    def __init__(self, op, name, body, rtype=None, expect=None, check=None,
                 a=None, b=None, globals_=(), smem=0,
                 not_formed=None):
        self.op, self.name, self.body, self.rtype = op, name, body, rtype
        self.not_formed = not_formed
        # A kernel without a result stores its thread index: every thread
        # must have run to its end.
        if rtype is None and expect is None and check is None:
            expect = list(range(N))
        self.expect, self.check = expect, check
        self.a, self.b = a or DEFAULT_A, b or DEFAULT_B
        self.globals, self.smem = globals_, smem

    def mlir(self):
        lines = ["module {", "gpu.module @m {"]
        lines += ["  " + g for g in self.globals]
        lines += [
            "  gpu.func @k(%%out: memref<%dxi64>, %%ina: memref<%dxi32>, "
            "%%inb: memref<%dxi32>) kernel {" % (N, N, N),
            "    %tx = gpu.thread_id x",
            "    %ty = gpu.thread_id y",
            "    %bx = gpu.block_id x",
            "    %c32 = arith.constant 32 : index",
            "    %c64 = arith.constant 64 : index",
            "    %l0 = arith.muli %ty, %c32 : index",
            "    %lin = arith.addi %l0, %tx : index",
            "    %g0 = arith.muli %bx, %c64 : index",
            "    %g = arith.addi %g0, %lin : index",
            "    %%a = memref.load %%ina[%%g] : memref<%dxi32>" % N,
            "    %%b = memref.load %%inb[%%g] : memref<%dxi32>" % N,
        ]
        lines += ["    " + line for line in self.body]
        if self.rtype is None:
            lines.append("    %w = arith.index_cast %g : index to i64")
        else:
            lines += ["    " + line for line in widen("%r", self.rtype, "%w")]
        lines += ["    memref.store %%w, %%out[%%g] : memref<%dxi64>" % N,
                  "    gpu.return", "  }", "}", "}", ""]
        return "\n".join(lines)


def widen(value, rtype, out):
    """Lines making `value` of `rtype` an i64 `out` (bits zero-extended)."""
    if rtype == "i64":
        return ["%s = arith.ori %s, %s : i64" % (out, value, value)]
    if rtype in ("i1", "i8", "i16", "i32"):
        return ["%s = arith.extui %s : %s to i64" % (out, value, rtype)]
    if rtype == "f32":
        return ["%wb = arith.bitcast " + value + " : f32 to i32",
                "%s = arith.extui %%wb : i32 to i64" % out]
    if rtype == "f64":
        return ["%s = arith.bitcast %s : f64 to i64" % (out, value)]
    if rtype in ("f16", "bf16"):
        return ["%%wb = arith.bitcast %s : %s to i16" % (value, rtype),
                "%s = arith.extui %%wb : i16 to i64" % out]
    raise ValueError(rtype)


def const(name, value, ty="i32"):
    return "%s = arith.constant %d : %s" % (name, value, ty)


def per_lane(fn):
    return [fn(l) for l in LANES]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


# ------------------------------------------------------------ NVVM cases

CASES = []


def add(*cases):
    CASES.extend(cases)


SREG = "nvvm.read.ptx.sreg."


def sreg(name, rtype, fn):
    add(Case(SREG + name, SREG + name + " " + rtype,
             ["%%r = nvvm.read.ptx.sreg.%s : %s" % (name, rtype)], rtype,
             per_lane(fn) if fn else None))


def nvvm_sreg_cases():
    # PTX ISA 10 "Special Registers": %tid, %ntid, %ctaid, %nctaid, %laneid
    # ("the thread's lane number within the warp"), %warpid (a warp's
    # number: the simulator's reading is the warp index in the CTA),
    # %lanemask_* (eq: 1 << laneid; le/lt/ge/gt the bits of lanes <=, <,
    # >=, > the lane), WARP_SZ = 32.
    geo = {"tid.x": lambda l: l.tx, "tid.y": lambda l: l.ty,
           "tid.z": lambda l: 0, "ntid.x": lambda l: BX,
           "ntid.y": lambda l: BY, "ntid.z": lambda l: 1,
           "ctaid.x": lambda l: l.block, "ctaid.y": lambda l: 0,
           "ctaid.z": lambda l: 0, "nctaid.x": lambda l: GRID,
           "nctaid.y": lambda l: 1, "nctaid.z": lambda l: 1,
           "laneid": lambda l: l.lane, "warpsize": lambda l: 32,
           "warpid": lambda l: l.warp,
           "lanemask.eq": lambda l: 1 << l.lane,
           "lanemask.le": lambda l: (2 << l.lane) - 1,
           "lanemask.lt": lambda l: (1 << l.lane) - 1,
           "lanemask.ge": lambda l: MASK32 & ~((1 << l.lane) - 1),
           "lanemask.gt": lambda l: MASK32 & ~((2 << l.lane) - 1),
           # A launch without clusters: each CTA is a cluster of one
           # (ISA: "%clusterid ... identifier of the cluster"; with the
           # implicit 1x1x1 cluster, it is the CTA's id).
           "clusterid.x": lambda l: l.block, "clusterid.y": lambda l: 0,
           "clusterid.z": lambda l: 0, "nclusterid.x": lambda l: GRID,
           "nclusterid.y": lambda l: 1, "nclusterid.z": lambda l: 1,
           "cluster.ctaid.x": lambda l: 0, "cluster.ctaid.y": lambda l: 0,
           "cluster.ctaid.z": lambda l: 0, "cluster.nctaid.x": lambda l: 1,
           "cluster.nctaid.y": lambda l: 1, "cluster.nctaid.z": lambda l: 1,
           "cluster.ctarank": lambda l: 0, "cluster.nctarank": lambda l: 1,
           # No shared memory: 0 bytes dynamic, 0 in total; the aggregate
           # adds the 1 KiB the CTA reserves (docs/Sim.md, marked for the
           # GPU comparison).
           "dynamic.smem.size": lambda l: 0,
           "total.smem.size": lambda l: 0,
           "aggr.smem.size": lambda l: 1024}
    for name, fn in geo.items():
        sreg(name, "i32", fn)
    # Implementation-specific values: %nwarpid is the maximum number of warp
    # ids (64 on sm_90: 2048 threads per SM), %smid < %nsmid, %gridid and
    # clocks are any value; they must run.
    sreg("nwarpid", "i32", lambda l: 64)
    sreg("smid", "i32", None)
    sreg("nsmid", "i32", lambda l: (lambda v: v >= 1))
    sreg("gridid", "i64", None)
    sreg("clock", "i32", None)
    sreg("clock64", "i64", None)
    sreg("globaltimer", "i64", None)
    sreg("globaltimer.lo", "i32", None)
    for k in range(32):
        sreg("envreg%d" % k, "i32", None)
    # %tid.x is also read into i64 and with a range (results are any
    # integer type the intrinsic allows: i32).
    add(Case(SREG + "tid.x", SREG + "tid.x range",
             ["%r = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32"], "i32",
             per_lane(lambda l: l.tx)))


def shfl_cases():
    # PTX ISA 9.7.9.6 shfl.sync (isa.shfl_source): c = clamp | segmask << 8.
    for kind in ("idx", "up", "down", "bfly"):
        for b_off, c in ((3, 0x1F), (1, 0), (5, 0x1C07), (31, 0x181F)):
            for ty, valid in (("i32", False), ("f32", False), ("i32", True)):
                def exp(l, kind=kind, b_off=b_off, c=c, valid=valid):
                    j, p = isa.shfl_source(kind, l.lane, b_off, c)
                    src = l.g - l.lane + j
                    return int(p) if valid else DEFAULT_A[src]
                body = [const("%m", MASK32), const("%o", b_off),
                        const("%c", c)]
                v = "%a"
                if ty == "f32":
                    body.append("%af = arith.bitcast %a : i32 to f32")
                    v = "%af"
                if valid:
                    body += ["%s = nvvm.shfl.sync %s %%m, %s, %%o, %%c "
                             "{return_value_and_is_valid} : %s -> "
                             "!llvm.struct<(%s, i1)>" % ("%sv", kind, v, ty, ty),
                             "%%r = llvm.extractvalue %%sv[1] : "
                             "!llvm.struct<(%s, i1)>" % ty]
                    rt = "i1"
                else:
                    body.append("%%r = nvvm.shfl.sync %s %%m, %s, %%o, %%c : "
                                "%s -> %s" % (kind, v, ty, ty))
                    rt = ty
                add(Case("nvvm.shfl.sync", "nvvm.shfl.sync %s b=%d c=%#x %s%s"
                         % (kind, b_off, c, ty, " valid" if valid else ""),
                         body, rt, per_lane(exp)))


def warp_values(values, lane_pred=lambda l: True):
    """{warp start g: {lane: value}} for the threads of each warp."""
    out = {}
    for l in LANES:
        if lane_pred(l):
            out.setdefault(l.g - l.lane, {})[l.lane] = values[l.g]
    return out


def vote_cases():
    # PTX ISA 9.7.13.x vote.sync (isa.vote) over a predicate a & 1, and a
    # uniform one (a warp-uniform predicate makes all/uni true).
    pred_bits = [((g * 7) >> 2) & 1 for g in range(N)]
    uniform = [(g // 32) & 1 for g in range(N)]
    for kind, rt in (("any", "i1"), ("all", "i1"), ("uni", "i1"),
                     ("ballot", "i32")):
        for label, bits in (("mixed", pred_bits), ("uniform", uniform)):
            a = [v for v in bits]
            groups = warp_values(a)

            def exp(l, kind=kind, groups=groups):
                return isa.vote(kind, {k: bool(v) for k, v in
                                       groups[l.g - l.lane].items()})
            add(Case("nvvm.vote.sync", "nvvm.vote.sync %s %s" % (kind, label),
                     [const("%m", MASK32), const("%one", 1),
                      "%ab = arith.andi %a, %one : i32",
                      "%p = arith.trunci %ab : i32 to i1",
                      "%%r = nvvm.vote.sync %s %%m, %%p -> %s" % (kind, rt)],
                     rt, per_lane(exp), a=a))


def match_cases():
    vals = [(g * 5 // 3) % 4 for g in range(N)]
    same = [7 + g // 32 for g in range(N)]
    for ty in ("i32", "i64"):
        for label, a in (("mixed", vals), ("uniform", same)):
            groups = warp_values(a)
            conv = ([] if ty == "i32" else
                    ["%ax = arith.extui %a : i32 to i64"])
            v = "%a" if ty == "i32" else "%ax"
            add(Case("nvvm.match.sync", "nvvm.match.sync any %s %s" % (ty, label),
                     [const("%m", MASK32)] + conv +
                     ["%%r = nvvm.match.sync any %%m, %s : %s -> i32" % (v, ty)],
                     "i32", per_lane(lambda l, gr=groups: isa.match_any(
                         gr[l.g - l.lane], l.lane)), a=a))
            for field, rt in ((0, "i32"), (1, "i1")):
                add(Case("nvvm.match.sync",
                         "nvvm.match.sync all %s %s [%d]" % (ty, label, field),
                         [const("%m", MASK32)] + conv +
                         ["%%s = nvvm.match.sync all %%m, %s : %s -> "
                          "!llvm.struct<(i32, i1)>" % (v, ty),
                          "%%r = llvm.extractvalue %%s[%d] : "
                          "!llvm.struct<(i32, i1)>" % field],
                         rt, per_lane(lambda l, gr=groups, field=field:
                                      isa.match_all(gr[l.g - l.lane])[field]),
                         a=a))


def redux_cases():
    ints = [(DEFAULT_A[g] >> (g % 9)) ^ (g * 0x01010101) for g in range(N)]
    ints = [v & MASK32 for v in ints]
    for kind in ("add", "and", "or", "xor", "min", "max", "umin", "umax"):
        groups = warp_values(ints)
        add(Case("nvvm.redux.sync", "nvvm.redux.sync %s" % kind,
                 [const("%m", MASK32),
                  "%%r = nvvm.redux.sync %s %%a, %%m : i32 -> i32" % kind],
                 "i32", per_lane(lambda l, kind=kind, gr=groups: isa.redux_int(
                     kind, list(gr[l.g - l.lane].values()))), a=ints))
    # f32 min/max (sm_100a): refused by warp-ptx at sm_90.
    for kind in ("fmin", "fmax"):
        add(Case("nvvm.redux.sync", "nvvm.redux.sync %s f32" % kind,
                 [const("%m", MASK32), "%af = arith.bitcast %a : i32 to f32",
                  "%%r = nvvm.redux.sync %s %%af, %%m : f32 -> f32" % kind],
                 "f32", None))


def barrier_cases():
    add(Case("nvvm.barrier0", "nvvm.barrier0", ["nvvm.barrier0"]))
    add(Case("nvvm.barrier", "nvvm.barrier", ["nvvm.barrier"]))
    add(Case("nvvm.barrier", "nvvm.barrier id count",
             [const("%id", 1), const("%n", 64),
              "nvvm.barrier id = %id number_of_threads = %n"]))
    # bar.red.popc/and/or (PTX ISA 9.7.13.1 bar.red): over the CTA's
    # threads' predicates.
    preds = [(g * 3 // 5) & 1 for g in range(N)]
    for red, fn in (("popc", lambda ps: sum(ps)),
                    ("and", lambda ps: int(all(ps))),
                    ("or", lambda ps: int(any(ps)))):
        def exp(l, fn=fn):
            return fn([preds[l.block * NT + t] for t in range(NT)])
        add(Case("nvvm.barrier", "nvvm.barrier %s" % red,
                 ["%%r = nvvm.barrier #nvvm.reduction<%s> %%a -> i32" % red],
                 "i32", per_lane(exp), a=preds))
    # bar.arrive (PTX ISA 9.7.13.1): the warp 0 arrives at barrier 1, the
    # warp 1 waits there (producer/consumer, the ISA's example).
    add(Case("nvvm.barrier.arrive", "nvvm.barrier.arrive + bar.sync",
             ["%c0i = arith.constant 0 : index", const("%id", 1),
              const("%n", 64), "%w0 = arith.cmpi eq, %ty, %c0i : index",
              "scf.if %w0 {",
              "  nvvm.barrier.arrive id = %id number_of_threads = %n",
              "} else {",
              "  nvvm.barrier id = %id number_of_threads = %n",
              "}"]))
    add(Case("nvvm.bar.warp.sync", "nvvm.bar.warp.sync",
             [const("%m", MASK32), "nvvm.bar.warp.sync %m : i32"]))
    add(Case("nvvm.elect.sync", "nvvm.elect.sync",
             ["%r = nvvm.elect.sync -> i1"], "i1", check=check_elect))
    add(Case("nvvm.elect.sync", "nvvm.elect.sync mask",
             [const("%m", 0x0000FF00), const("%c8", 8), const("%c16", 16),
              "%lane = nvvm.read.ptx.sreg.laneid : i32",
              "%ge = arith.cmpi uge, %lane, %c8 : i32",
              "%lt = arith.cmpi ult, %lane, %c16 : i32",
              "%in = arith.andi %ge, %lt : i1",
              "%r = scf.if %in -> i1 {",
              "  %e = nvvm.elect.sync %m -> i1",
              "  scf.yield %e : i1",
              "} else {",
              "  %f = arith.constant false",
              "  scf.yield %f : i1",
              "}"], "i1", check=lambda out: check_elect(out, range(8, 16))))


def check_elect(out, lanes=range(32)):
    # PTX ISA 9.7.13.x elect.sync: "elects one predicated active leader
    # thread from among a set of threads specified by membermask": exactly
    # one lane of each warp's members.
    for w in range(N // 32):
        ones = [t for t in range(32) if out[w * 32 + t]]
        if len(ones) != 1 or ones[0] not in lanes:
            return "warp %d: elected lanes %s" % (w, ones)
    return None


def scalar_cases():
    # prmt (ptx_scalar.prmt, the ISA's pseudo-code) in each mode.
    for mode in ("default", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
        sel = [(DEFAULT_B[g] if mode == "default" else g) & 0xFFFF
               for g in range(N)]
        one = mode in ("rc8", "ecl", "ecr", "rc16")  # read only `lo`
        body = [const("%hi", 0x89ABCDEF),
                "%%r = nvvm.prmt #nvvm.permute_mode<%s> %%b, %%a%s : i32"
                % (mode, "" if one else ", %hi")]
        add(Case("nvvm.prmt", "nvvm.prmt " + mode, body, "i32",
                 [ptx_scalar.prmt(DEFAULT_A[g], 0x89ABCDEF, sel[g], mode)
                  & MASK32
                  for g in range(N)], b=sel))
    for asg, bsg in (("signed", "signed"), ("unsigned", "signed"),
                     ("signed", "unsigned"), ("unsigned", "unsigned")):
        add(Case("nvvm.dot.accumulate.4way", "dp4a %s %s" % (asg, bsg),
                 ["%av = llvm.bitcast %a : i32 to vector<4xi8>",
                  "%bv = llvm.bitcast %b : i32 to vector<4xi8>",
                  const("%c", 0x12345),
                  "%%r = nvvm.dot.accumulate.4way %%av <%s>, %%bv <%s>, %%c : "
                  "vector<4xi8>, vector<4xi8>" % (asg, bsg)], "i32",
                 [ptx_scalar.dp4a(DEFAULT_A[g], DEFAULT_B[g], 0x12345,
                                  asg == "signed", bsg == "signed") & MASK32
                  for g in range(N)]))
        for hi in (False, True):
            add(Case("nvvm.dot.accumulate.2way",
                     "dp2a %s %s %s" % (asg, bsg, "hi" if hi else "lo"),
                     ["%av = llvm.bitcast %a : i32 to vector<2xi16>",
                      "%bv = llvm.bitcast %b : i32 to vector<4xi8>",
                      const("%c", -77),
                      "%%r = nvvm.dot.accumulate.2way %%av <%s>, %%bv <%s>, %%c "
                      "{b_hi = %s} : vector<2xi16>, vector<4xi8>"
                      % (asg, bsg, "true" if hi else "false")], "i32",
                     [ptx_scalar.dp2a(DEFAULT_A[g], DEFAULT_B[g], -77,
                                      asg == "signed", bsg == "signed", hi)
                      & MASK32 for g in range(N)]))
    rcp_in = [0, 0x80000000, 0x3F800000, 0x40490FDB, 0x7F800000, 0xFF800000,
              0x7FC00000, 0x00000001, 0x00400000, 0x7F7FFFFF, 0xC2C80000,
              0x3DCCCCCD, 0x7E800000, 0x80800000, 0x00800000]
    a = [rcp_in[g % len(rcp_in)] for g in range(N)]
    add(Case("nvvm.rcp.approx.ftz.f", "nvvm.rcp.approx.ftz.f",
             ["%af = arith.bitcast %a : i32 to f32",
              "%r = nvvm.rcp.approx.ftz.f %af : f32"], "f32",
             [ptx_scalar.rcp_ftz(v) for v in a], a=a))
    tf_in = [0x3F800000, 0x3F801000, 0x3F802000, 0x3F803000, 0x3F80F000,
             0x3F80FFFF, 0x7F7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00001,
             0xBF801000, 0x00001000, 0x80003000, 0x4B7FF000, 0xC0490FDB]
    a = [tf_in[g % len(tf_in)] for g in range(N)]
    for rnd, sat, relu in (("rna", "none", False), ("rna", "satfinite", False),
                           ("rn", "none", False), ("rn", "none", True),
                           ("rz", "none", False), ("rz", "none", True),
                           ("rn", "satfinite", False)):
        attrs = ["rnd = #nvvm.fp_rnd_mode<%s>" % rnd]
        if sat != "none":
            attrs.append("sat = #nvvm.sat_mode<%s>" % sat)
        if relu:
            attrs.append("relu = true")
        add(Case("nvvm.convert.float.to.tf32",
                 "cvt.%s%s%s.tf32" % (rnd, "." + sat if sat != "none" else "",
                                      ".relu" if relu else ""),
                 ["%af = arith.bitcast %a : i32 to f32",
                  "%%r = nvvm.convert.float.to.tf32 %%af {%s}" % ", ".join(attrs)],
                 "i32", [ptx_scalar.tf32(v, rnd, sat == "satfinite", relu)
                         for v in a], a=a))
    for kind in ("wait", "launch_dependents"):
        add(Case("nvvm.griddepcontrol", "nvvm.griddepcontrol " + kind,
                 ["nvvm.griddepcontrol %s" % kind]))


def control_cases():
    # exit (PTX ISA 9.7.12.x): the odd threads end before their store.
    add(Case("nvvm.exit", "nvvm.exit",
             [const("%one", 1), "%gi = arith.index_cast %g : index to i32",
              "%odd0 = arith.andi %gi, %one : i32",
              "%odd = arith.trunci %odd0 : i32 to i1",
              "scf.if %odd {", "  nvvm.exit", "}"],
             None, [g if g % 2 == 0 else 0 for g in range(N)]))
    add(Case("nvvm.nanosleep", "nvvm.nanosleep", [const("%d", 100),
                                                   "nvvm.nanosleep %d"]))
    add(Case("nvvm.breakpoint", "nvvm.breakpoint", ["nvvm.breakpoint"]))
    add(Case("nvvm.pmevent", "nvvm.pmevent", ["nvvm.pmevent id = 3"]))
    add(Case("nvvm.setmaxregister", "nvvm.setmaxregister",
             ["nvvm.setmaxregister increase 232"]))
    for scope in ("cta", "gpu", "sys"):
        add(Case("nvvm.memory.barrier", "nvvm.memory.barrier " + scope,
                 ["nvvm.memory.barrier #nvvm.mem_scope<%s>" % scope]))
    add(Case("nvvm.fence.sc.cluster", "nvvm.fence.sc.cluster",
             ["nvvm.fence.sc.cluster"]))
    add(Case("nvvm.fence.mbarrier.init", "nvvm.fence.mbarrier.init",
             ["nvvm.fence.mbarrier.init"]))
    add(Case("nvvm.fence.proxy", "nvvm.fence.proxy async.shared",
             ["nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, "
              "space = #nvvm.shared_space<cta>}"]))
    add(Case("nvvm.fence.proxy", "nvvm.fence.proxy alias",
             ["nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}"]))
    add(Case("nvvm.fence.proxy.acquire", "nvvm.fence.proxy.acquire",
             ["%p = llvm.mlir.zero : !llvm.ptr", const("%s", 128),
              "nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %s"]))
    add(Case("nvvm.fence.proxy.release", "nvvm.fence.proxy.release",
             ["nvvm.fence.proxy.release #nvvm.mem_scope<sys>"]))
    add(Case("nvvm.fence.proxy.sync_restrict", "nvvm.fence.proxy.sync_restrict",
             ["nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, "
              "fromProxy = #nvvm.proxy_kind<generic>, "
              "toProxy = #nvvm.proxy_kind<async>}"]))
    add(Case("nvvm.fence.sync_restrict", "nvvm.fence.sync_restrict",
             ["nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}"]))
    for op in ("cluster.arrive", "cluster.arrive.relaxed", "cluster.wait"):
        add(Case("nvvm." + op, "nvvm." + op, ["nvvm.%s" % op]))
    add(Case("nvvm.inline_ptx", "nvvm.inline_ptx",
             ['%r = nvvm.inline_ptx "add.s32 %0, %1, %1;" ro(%a : i32) -> i32'],
             "i32", [(2 * v) & MASK32 for v in DEFAULT_A]))


SMEM = ["llvm.mlir.global internal @smem() {addr_space = 3 : i32, "
        "alignment = 16 : i64} : !llvm.array<512 x i32>"]
SPTR = ["%sp = llvm.mlir.addressof @smem : !llvm.ptr<3>"]
GPTR = ["%%gbase = memref.extract_aligned_pointer_as_index %%ina : "
        "memref<%dxi32> -> index" % N,
        "%gbi = arith.index_cast %gbase : index to i64",
        "%gp = llvm.inttoptr %gbi : i64 to !llvm.ptr<1>"]


def memory_cases():
    # cp.async (PTX ISA 9.7.9.25): thread lin copies a[g] (global) into
    # shared word lin, waits, and reads it back.
    for size, cache in ((4, "ca"), (16, "cg")):
        words = size // 4
        body = SPTR + GPTR + [
            "%gi = arith.index_cast %g : index to i32",
            "%li = arith.index_cast %lin : index to i32",
            const("%wd", words),
            "%gw = arith.muli %gi, %wd : i32",
            "%lw = arith.muli %li, %wd : i32",
            "%src = llvm.getelementptr %gp[%gw] : (!llvm.ptr<1>, i32) -> "
            "!llvm.ptr<1>, i32",
            "%dst = llvm.getelementptr %sp[%lw] : (!llvm.ptr<3>, i32) -> "
            "!llvm.ptr<3>, i32",
            "nvvm.cp.async.shared.global %%dst, %%src, %d, cache = %s : "
            "!llvm.ptr<3>, !llvm.ptr<1>" % (size, cache),
            "nvvm.cp.async.commit.group",
            "nvvm.cp.async.wait.group 0",
            "%r = llvm.load %dst : !llvm.ptr<3> -> i32"]
        # 16-byte copies: thread g reads a[4g mod N .. +3].
        if words > 1:
            i = body.index("%gw = arith.muli %gi, %wd : i32")
            body[i + 1:i + 1] = [const("%nw", N - 1),
                                 "%gw = arith.andi %gw0, %nw : i32"]
            body[i] = "%gw0 = arith.muli %gi, %wd : i32"
        exp = [DEFAULT_A[(g * words) % N] for g in range(N)]
        add(Case("nvvm.cp.async.shared.global", "cp.async %d %s" % (size, cache),
                 body, "i32", exp, globals_=SMEM))
    add(Case("nvvm.cp.async.commit.group", "cp.async.commit_group alone",
             ["nvvm.cp.async.commit.group"]))
    add(Case("nvvm.cp.async.wait.group", "cp.async.wait_group alone",
             ["nvvm.cp.async.wait.group 0"]))
    # ldmatrix .m8n8.x1.b16 (PTX ISA 9.7.14.5.15): lanes 0-7 give the row
    # addresses (row r at shared halfword 16 r); lane t receives row t/4,
    # halfwords 2(t%4) and 2(t%4)+1 (.trans: the transposed matrix).
    for trans in (False, True):
        def frag(l, trans=trans):
            r, c = l.lane // 4, 2 * (l.lane % 4)
            def elem(i, j):
                return (0x100 * i + j) if not trans else (0x100 * j + i)
            return elem(r, c) | elem(r, c + 1) << 16
        body = SPTR + [
            "%li = arith.index_cast %lin : index to i32",
            "%h0 = arith.muli %li, %c2i : i32",
            "%hp = llvm.getelementptr %sp[%li] : (!llvm.ptr<3>, i32) -> "
            "!llvm.ptr<3>, i32",
            # Shared word w of warp-row r: halfwords (r, 2w'), (r, 2w'+1).
            "%row = arith.divui %li, %c4i : i32",
            "%col = arith.remui %li, %c4i : i32",
            "%rowm = arith.remui %row, %c8i : i32",
            "%hi256 = arith.muli %rowm, %c256 : i32",
            "%c2 = arith.muli %col, %c2i : i32",
            "%e0 = arith.addi %hi256, %c2 : i32",
            "%e1 = arith.addi %e0, %c1i : i32",
            "%e1s = arith.shli %e1, %c16i : i32",
            "%word = arith.ori %e0, %e1s : i32",
            "llvm.store %word, %hp : i32, !llvm.ptr<3>",
            "nvvm.barrier0",
            "%lane = nvvm.read.ptx.sreg.laneid : i32",
            "%lr = arith.remui %lane, %c8i : i32",
            "%wbase = arith.subi %li, %lane : i32",
            "%rw0 = arith.muli %lr, %c4i : i32",
            "%rw = arith.addi %wbase, %rw0 : i32",
            "%rp = llvm.getelementptr %sp[%rw] : (!llvm.ptr<3>, i32) -> "
            "!llvm.ptr<3>, i32",
            "%%r = nvvm.ldmatrix %%rp {num = 1 : i32, layout = "
            "#nvvm.mma_layout<%s>, shape = #nvvm.ld_st_matrix_shape<m = 8, "
            "n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : "
            "(!llvm.ptr<3>) -> i32" % ("col" if trans else "row")]
        for name, v in (("%c2i", 2), ("%c8i", 8), ("%c256", 256), ("%c1i", 1),
                        ("%c16i", 16), ("%c4i", 4)):
            body.insert(0, const(name, v))
        add(Case("nvvm.ldmatrix", "ldmatrix x1%s" % (" trans" if trans else ""),
                 body, "i32", per_lane(frag), globals_=SMEM))
    add(Case("nvvm.stmatrix", "stmatrix x1",
             SPTR + ["nvvm.stmatrix %sp, %a {layout = #nvvm.mma_layout<row>, "
                     "shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, "
                     "eltType = #nvvm.ld_st_matrix_elt_type<b16>} : "
                     "!llvm.ptr<3>, i32"], globals_=SMEM))
    add(Case("nvvm.prefetch", "prefetch L2 global",
             GPTR + ["nvvm.prefetch level = L2, %gp : !llvm.ptr<1>"]))
    add(Case("nvvm.prefetch", "prefetch L1 generic",
             GPTR + ["%gen = llvm.addrspacecast %gp : !llvm.ptr<1> to !llvm.ptr",
                     "nvvm.prefetch level = L1, %gen : !llvm.ptr"]))
    add(Case("nvvm.mapa", "mapa shared::cluster",
             SPTR + [const("%z", 0),
                     "%mp = nvvm.mapa %sp, %z : !llvm.ptr<3> -> !llvm.ptr<7>"],
             globals_=SMEM))
    # mbarrier family (PTX ISA 9.7.13.15): not modelled.
    mb = SPTR + [const("%one", 1)]
    for op, line in (
            ("init", "nvvm.mbarrier.init %sp, %one : !llvm.ptr<3>, i32"),
            ("inval", "nvvm.mbarrier.inval %sp : !llvm.ptr<3>"),
            ("arrive", "%r = nvvm.mbarrier.arrive %sp : !llvm.ptr<3> -> i64"),
            ("arrive.nocomplete", "%r = nvvm.mbarrier.arrive.nocomplete %sp, "
             "%one : !llvm.ptr<3>, i32 -> i64"),
            ("arrive_drop", "%r = nvvm.mbarrier.arrive_drop %sp : "
             "!llvm.ptr<3> -> i64"),
            ("arrive_drop.nocomplete", "%r = nvvm.mbarrier.arrive_drop."
             "nocomplete %sp, %one : !llvm.ptr<3>, i32 -> i64"),
            ("arrive.expect_tx", "%r = nvvm.mbarrier.arrive.expect_tx %sp, "
             "%one : !llvm.ptr<3>, i32 -> i64"),
            ("arrive_drop.expect_tx", "%r = nvvm.mbarrier.arrive_drop."
             "expect_tx %sp, %one : !llvm.ptr<3>, i32 -> i64"),
            ("expect_tx", "nvvm.mbarrier.expect_tx %sp, %one : !llvm.ptr<3>, i32"),
            ("complete_tx", "nvvm.mbarrier.complete_tx %sp, %one : "
             "!llvm.ptr<3>, i32"),
            ("test.wait", "%r = nvvm.mbarrier.test.wait %sp, %st : "
             "!llvm.ptr<3>, i64 -> i1"),
            ("try_wait", "%r = nvvm.mbarrier.try_wait %sp, %st : "
             "!llvm.ptr<3>, i64 -> i1"),
            ("try_wait.parity", "nvvm.mbarrier.try_wait.parity %sp, %one, %one"
             " : !llvm.ptr<3>, i32, i32")):
        pre = ["%st = arith.constant 0 : i64"] if "%st" in line else []
        rt = None
        if line.startswith("%r"):
            rt = "i1" if "-> i1" in line else "i64"
        add(Case("nvvm.mbarrier." + op, "mbarrier." + op, mb + pre + [line],
                 rt, globals_=SMEM))
    add(Case("nvvm.cp.async.mbarrier.arrive", "cp.async.mbarrier.arrive",
             SPTR + ["nvvm.cp.async.mbarrier.arrive %sp : !llvm.ptr<3>"],
             globals_=SMEM))
    # Bulk copies and TMA (PTX ISA 9.7.9.25.4): not modelled.
    add(Case("nvvm.cp.async.bulk.commit.group", "cp.async.bulk.commit_group",
             ["nvvm.cp.async.bulk.commit.group"]))
    add(Case("nvvm.cp.async.bulk.wait_group", "cp.async.bulk.wait_group",
             ["nvvm.cp.async.bulk.wait_group 0"]))
    add(Case("nvvm.cp.async.bulk.global.shared.cta", "cp.async.bulk global",
             SPTR + GPTR + [const("%s", 16),
                            "nvvm.cp.async.bulk.global.shared.cta %gp, %sp, %s"
                            " : !llvm.ptr<1>, !llvm.ptr<3>"], globals_=SMEM))
    add(Case("nvvm.cp.async.bulk.prefetch", "cp.async.bulk.prefetch",
             GPTR + [const("%s", 16),
                     "nvvm.cp.async.bulk.prefetch %gp, %s : !llvm.ptr<1>"]))
    add(Case("nvvm.cp.async.bulk.shared.cluster.global",
             "cp.async.bulk shared::cluster",
             SPTR + GPTR + [const("%s", 16),
                            "%sc = llvm.addrspacecast %sp : !llvm.ptr<3> to "
                            "!llvm.ptr<7>",
                            "nvvm.cp.async.bulk.shared.cluster.global %sc, %gp, "
                            "%sp, %s : !llvm.ptr<7>, !llvm.ptr<1>"],
             globals_=SMEM))
    add(Case("nvvm.cp.async.bulk.shared.cluster.shared.cta",
             "cp.async.bulk shared::cluster shared::cta",
             SPTR + [const("%s", 16),
                     "%sc = llvm.addrspacecast %sp : !llvm.ptr<3> to !llvm.ptr<7>",
                     "nvvm.cp.async.bulk.shared.cluster.shared.cta %sc, %sp, "
                     "%sp, %s : !llvm.ptr<7>, !llvm.ptr<3>"], globals_=SMEM))
    tma = GPTR + ["%tma = llvm.addrspacecast %gp : !llvm.ptr<1> to !llvm.ptr",
                  const("%x0", 0)]
    add(Case("nvvm.cp.async.bulk.tensor.global.shared.cta", "TMA store",
             SPTR + tma + ["nvvm.cp.async.bulk.tensor.global.shared.cta %tma, "
                           "%sp, box[%x0] : !llvm.ptr, !llvm.ptr<3>"],
             globals_=SMEM))
    add(Case("nvvm.cp.async.bulk.tensor.prefetch", "TMA prefetch",
             tma + ["nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x0] : "
                    "!llvm.ptr"]))
    add(Case("nvvm.cp.async.bulk.tensor.reduce", "TMA reduce",
             SPTR + tma + ["nvvm.cp.async.bulk.tensor.reduce %tma, %sp, "
                           "box[%x0] {redKind = #nvvm.tma_redux_kind<add>} : "
                           "!llvm.ptr, !llvm.ptr<3>"], globals_=SMEM))
    add(Case("nvvm.cp.async.bulk.tensor.shared.cluster.global", "TMA load",
             SPTR + tma + ["%sc = llvm.addrspacecast %sp : !llvm.ptr<3> to "
                           "!llvm.ptr<7>",
                           "nvvm.cp.async.bulk.tensor.shared.cluster.global "
                           "%sc, %tma, %sp, box[%x0] : !llvm.ptr<7>, !llvm.ptr"],
             globals_=SMEM))
    add(Case("nvvm.st.bulk", "st.bulk",
             SPTR + ["%sz = arith.constant 128 : i64",
                     "nvvm.st.bulk %sp, size = %sz : !llvm.ptr<3>"],
             globals_=SMEM))
    add(Case("nvvm.clusterlaunchcontrol.try.cancel", "clc try_cancel",
             SPTR + ["nvvm.clusterlaunchcontrol.try.cancel %sp, %sp"],
             globals_=SMEM))
    add(Case("nvvm.clusterlaunchcontrol.query.cancel", "clc query_cancel",
             ["%x = arith.constant 0 : i128",
              "%r = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled,"
              " %x : i1"], "i1"))


def convert_cases():
    # cvt to fp8/fp6/fp4 and packed f16/bf16 (PTX ISA 9.7.9.21): not
    # modelled (sm_89+ for e4m3/e5m2, sm_100a for the rest).
    f2 = ["%af = arith.bitcast %a : i32 to f32",
          "%bf = arith.bitcast %b : i32 to f32"]
    add(Case("nvvm.convert.f32x2.to.f8x2", "cvt f32x2 e4m3x2",
             f2 + ["%r = nvvm.convert.f32x2.to.f8x2 %af, %bf {rnd = "
                   "#nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : "
                   "i16 (f8E4M3FN)"], "i16"))
    add(Case("nvvm.convert.f32x2.to.f6x2", "cvt f32x2 e2m3x2",
             f2 + ["%r = nvvm.convert.f32x2.to.f6x2 %af, %bf : i16 "
                   "(f6E2M3FN)"], "i16"))
    add(Case("nvvm.convert.f32x2.to.f4x2", "cvt f32x2 e2m1x2",
             f2 + ["%r = nvvm.convert.f32x2.to.f4x2 %af, %bf : i8 "
                   "(f4E2M1FN)"], "i8"))
    add(Case("nvvm.convert.f32x2.to.f16x2", "cvt f32x2 f16x2 rs",
             f2 + ["%v = nvvm.convert.f32x2.to.f16x2 %af, %bf, %a "
                   "{rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>",
                   "%r = llvm.bitcast %v : vector<2xf16> to i32"], "i32"))
    add(Case("nvvm.convert.f32x2.to.bf16x2", "cvt f32x2 bf16x2 rs",
             f2 + ["%v = nvvm.convert.f32x2.to.bf16x2 %af, %bf, %a "
                   "{rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>",
                   "%r = llvm.bitcast %v : vector<2xbf16> to i32"], "i32"))
    v4 = ["%af = arith.bitcast %a : i32 to f32",
          "%v4 = vector.broadcast %af : f32 to vector<4xf32>"]
    add(Case("nvvm.convert.f32x4.to.f8x4", "cvt f32x4 e4m3x4 rs",
             v4 + ["%v = nvvm.convert.f32x4.to.f8x4 %v4, %b : vector<4xf32> "
                   "-> vector<4xi8> (f8E4M3FN)",
                   "%r = llvm.bitcast %v : vector<4xi8> to i32"], "i32"))
    add(Case("nvvm.convert.f32x4.to.f6x4", "cvt f32x4 e2m3x4 rs",
             v4 + ["%v = nvvm.convert.f32x4.to.f6x4 %v4, %b : vector<4xf32> "
                   "-> vector<4xi8> (f6E2M3FN)",
                   "%r = llvm.bitcast %v : vector<4xi8> to i32"], "i32"))
    add(Case("nvvm.convert.f32x4.to.f4x4", "cvt f32x4 e2m1x4 rs",
             v4 + ["%r = nvvm.convert.f32x4.to.f4x4 %v4, %b : vector<4xf32> "
                   "-> i16 (f4E2M1FN)"], "i16"))
    h2 = ["%h2 = llvm.bitcast %a : i32 to vector<2xf16>"]
    add(Case("nvvm.convert.f16x2.to.f8x2", "cvt f16x2 e4m3x2",
             h2 + ["%r = nvvm.convert.f16x2.to.f8x2 %h2 : vector<2xf16> -> "
                   "i16 (f8E4M3FN)"], "i16"))
    bh2 = ["%h2 = llvm.bitcast %a : i32 to vector<2xbf16>"]
    add(Case("nvvm.convert.bf16x2.to.f8x2", "cvt bf16x2 ue8m0x2",
             bh2 + ["%r = nvvm.convert.bf16x2.to.f8x2 %h2 {rnd = "
                    "#nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> i16 "
                    "(f8E8M0FNU)"], "i16"))
    b2 = ["%s16 = arith.trunci %a : i32 to i16",
          "%b2 = llvm.bitcast %s16 : i16 to vector<2xi8>"]
    add(Case("nvvm.convert.f8x2.to.f16x2", "cvt e4m3x2 f16x2",
             b2 + ["%v = nvvm.convert.f8x2.to.f16x2 %b2 : vector<2xi8> "
                   "(f8E4M3FN) -> vector<2xf16>",
                   "%r = llvm.bitcast %v : vector<2xf16> to i32"], "i32"))
    add(Case("nvvm.convert.f8x2.to.bf16x2", "cvt ue8m0x2 bf16x2",
             b2 + ["%v = nvvm.convert.f8x2.to.bf16x2 %b2 : vector<2xi8> "
                   "(f8E8M0FNU) -> vector<2xbf16>",
                   "%r = llvm.bitcast %v : vector<2xbf16> to i32"], "i32"))
    add(Case("nvvm.convert.f6x2.to.f16x2", "cvt e2m3x2 f16x2",
             b2 + ["%v = nvvm.convert.f6x2.to.f16x2 %b2 : vector<2xi8> "
                   "(f6E2M3FN) -> vector<2xf16>",
                   "%r = llvm.bitcast %v : vector<2xf16> to i32"], "i32"))
    add(Case("nvvm.convert.f4x2.to.f16x2", "cvt e2m1x2 f16x2",
             ["%s8 = arith.trunci %a : i32 to i8",
              "%v = nvvm.convert.f4x2.to.f16x2 %s8 : i8 (f4E2M1FN) -> "
              "vector<2xf16>",
              "%r = llvm.bitcast %v : vector<2xf16> to i32"], "i32"))


def f16_pair(x, y):
    return struct.unpack("<I", struct.pack("<ee", x, y))[0]


def mma_cases():
    # mma.sync m16n8k16 .f16 with f32 accumulators (PTX ISA 9.7.14.5.8):
    # A all 1.0, B all 2.0, C 0.5: every element of D is 16 * 2 + 0.5,
    # whatever the fragment layout (the layouts: tensor-core.test).
    ones, twos = f16_pair(1.0, 1.0), f16_pair(2.0, 2.0)
    body = [const("%ai", ones), const("%bi", twos),
            "%av = llvm.bitcast %ai : i32 to vector<2xf16>",
            "%bv = llvm.bitcast %bi : i32 to vector<2xf16>",
            "%cf = arith.constant 0.5 : f32",
            "%d = nvvm.mma.sync A[%av, %av, %av, %av] B[%bv, %bv] "
            "C[%cf, %cf, %cf, %cf] {layoutA = #nvvm.mma_layout<row>, "
            "layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, "
            "n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> "
            "!llvm.struct<(f32, f32, f32, f32)>",
            "%r = llvm.extractvalue %d[3] : !llvm.struct<(f32, f32, f32, f32)>"]
    add(Case("nvvm.mma.sync", "mma.sync m16n8k16 f16.f32", body, "f32",
             [f32_bits(32.5)] * N))
    # f64 m8n8k4 (sm_80): refused by name.
    add(Case("nvvm.mma.sync", "mma.sync m8n8k4 f64",
             ["%x = arith.constant 1.0 : f64",
              "%d = nvvm.mma.sync A[%x] B[%x] C[%x, %x] {layoutA = "
              "#nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, "
              "shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> "
              "!llvm.struct<(f64, f64)>",
              "%r = llvm.extractvalue %d[0] : !llvm.struct<(f64, f64)>"], "f64",
             [struct.unpack("<Q", struct.pack("<d", 5.0))[0]] * N))
    add(Case("nvvm.mma.sp.sync", "mma.sp.sync m16n8k32 f16",
             [const("%ai", ones), "%av = llvm.bitcast %ai : i32 to vector<2xf16>",
              "%cf = arith.constant 0.5 : f32", const("%meta", 0),
              const("%sel", 0),
              "%d = nvvm.mma.sp.sync A[%av, %av, %av, %av] B[%av, %av, %av, %av]"
              " C[%cf, %cf, %cf, %cf] sparseMetadata[%meta] selector[%sel] "
              "{shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, "
              "vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>"]))
    # wmma m16n16k16 .f16, f32 accumulator (PTX ISA 9.7.14.4): A all 1.0,
    # B all 2.0 from global memory, C loaded too (zeros): D = 32 everywhere.
    frag8 = "!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, " \
        "vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, " \
        "vector<2xf16>)>"
    f8 = "!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>"
    wm = ["%%base = memref.extract_aligned_pointer_as_index %%inb : "
          "memref<%dxi32> -> index" % N,
          "%bi64 = arith.index_cast %base : index to i64",
          "%pa = llvm.inttoptr %bi64 : i64 to !llvm.ptr<1>",
          const("%s16", 16),
          "%fa = nvvm.wmma.load %pa, %s16 {eltype = #nvvm.mma_type<f16>, "
          "frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = "
          "#nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : "
          "(!llvm.ptr<1>) -> " + frag8,
          "%fb = nvvm.wmma.load %pa, %s16 {eltype = #nvvm.mma_type<f16>, "
          "frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = "
          "#nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : "
          "(!llvm.ptr<1>) -> " + frag8]
    ex = ["%%a%d = llvm.extractvalue %%fa[%d] : %s" % (k, k, frag8)
          for k in range(8)]
    ex += ["%%b%d = llvm.extractvalue %%fb[%d] : %s" % (k, k, frag8)
           for k in range(8)]
    ex.append("%z = arith.constant 0.0 : f32")
    args = ", ".join(["%%a%d" % k for k in range(8)] +
                     ["%%b%d" % k for k in range(8)] + ["%z"] * 8)
    types = ", ".join(["vector<2xf16>"] * 16 + ["f32"] * 8)
    mma = ["%%d = nvvm.wmma.mma %s {eltypeA = #nvvm.mma_type<f16>, eltypeB = "
           "#nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>,"
           " layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : "
           "(%s) -> %s" % (args, types, f8),
           "%r = llvm.extractvalue %d[5] : " + f8]
    # the pairs of f16 1.0 (inb holds 1.0 pairs): D = 16 * 1 * 1.
    b_ones = [ones] * N
    add(Case("nvvm.wmma.load", "wmma load/mma m16n16k16 f16.f32",
             wm + ex + mma, "f32", [f32_bits(16.0)] * N, b=b_ones))
    add(Case("nvvm.wmma.mma", "wmma mma m16n16k16 f16.f32",
             wm + ex + mma, "f32", [f32_bits(16.0)] * N, b=b_ones))
    # wmma.store (row-major, stride 16) by warp 0 of each block into shared
    # memory; after a barrier each thread reads word lin: D = 16.0.
    st = wm + ex + mma[:1] + [
        "%%d%d = llvm.extractvalue %%d[%d] : %s" % (k, k, f8) for k in range(8)] + \
        SPTR + ["%isw0 = arith.cmpi ult, %lin, %c32 : index",
                "scf.if %isw0 {",
                "  nvvm.wmma.store %sp, %s16, " +
                ", ".join("%%d%d" % k for k in range(8)) +
                " {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = "
                "#nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : "
                "!llvm.ptr<3>, " + ", ".join(["f32"] * 8),
                "}",
                "nvvm.barrier0",
                "%li = arith.index_cast %lin : index to i32",
                "%rp = llvm.getelementptr %sp[%li] : (!llvm.ptr<3>, i32) -> "
                "!llvm.ptr<3>, f32",
                "%r = llvm.load %rp : !llvm.ptr<3> -> f32"]
    add(Case("nvvm.wmma.store", "wmma store m16n16k16 f32", st, "f32",
             [f32_bits(16.0)] * N, b=b_ones, globals_=SMEM))
    for op, line in (
            ("wgmma.fence.aligned", "nvvm.wgmma.fence.aligned"),
            ("wgmma.commit.group.sync.aligned",
             "nvvm.wgmma.commit.group.sync.aligned"),
            ("wgmma.wait.group.sync.aligned",
             "nvvm.wgmma.wait.group.sync.aligned 0")):
        add(Case("nvvm." + op, "nvvm." + op, [line]))
    acc = "!llvm.struct<(f32, f32, f32, f32)>"
    add(Case("nvvm.wgmma.mma_async", "wgmma m64n8k16 f16",
             ["%dz = llvm.mlir.poison : " + acc,
              "%da = arith.constant 0 : i64",
              "%res = nvvm.wgmma.mma_async %da, %da, %dz, #nvvm.shape<m = 64, "
              "n = 8, k = 16>, D[<f32>, <one>, <wrapped>], A[<f16>, <one>, "
              "<row>], B[<f16>, <one>, <col>] : " + acc + " -> " + acc]))
    for op in ("mma.block_scale", "mma.sp.block_scale"):
        add(Case("nvvm." + op, "nvvm." + op + " (not formed)", [], None,
                 not_formed="needs sm_120a block-scaled fp4/fp6/fp8 operand "
                 "registers; sm_90 has no such instruction"))
    tm = ["%tp = llvm.mlir.zero : !llvm.ptr<6>", const("%n32", 32)]
    for op, line in (
            ("tcgen05.alloc", None), ("tcgen05.commit", None),
            ("tcgen05.cp", None), ("tcgen05.dealloc",
                                   "nvvm.tcgen05.dealloc %tp, %n32 : "
                                   "!llvm.ptr<6>, i32"),
            ("tcgen05.fence", "nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>"),
            ("tcgen05.ld", None), ("tcgen05.mma", None),
            ("tcgen05.mma.block_scale", None), ("tcgen05.mma.sp", None),
            ("tcgen05.mma.sp.block_scale", None), ("tcgen05.mma.ws", None),
            ("tcgen05.mma.ws.sp", None), ("tcgen05.mma_smem_desc", None),
            ("tcgen05.relinquish_alloc_permit",
             "nvvm.tcgen05.relinquish_alloc_permit"),
            ("tcgen05.shift", "nvvm.tcgen05.shift %tp : !llvm.ptr<6>"),
            ("tcgen05.st", None),
            ("tcgen05.wait", "nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>")):
        if line is None:
            add(Case("nvvm." + op, "nvvm." + op + " (not formed)", [], None,
                     not_formed="tensor memory (tcgen05) is sm_100a; its "
                     "siblings above show warp-ptx refuses the family at "
                     "sm_90"))
        else:
            add(Case("nvvm." + op, "nvvm." + op, tm + [line]))


def gpu_cases():
    dims = {"thread_id": {"x": lambda l: l.tx, "y": lambda l: l.ty,
                          "z": lambda l: 0},
            "block_dim": {"x": lambda l: BX, "y": lambda l: BY,
                          "z": lambda l: 1},
            "block_id": {"x": lambda l: l.block, "y": lambda l: 0,
                         "z": lambda l: 0},
            "grid_dim": {"x": lambda l: GRID, "y": lambda l: 1,
                         "z": lambda l: 1},
            "global_id": {"x": lambda l: l.block * BX + l.tx,
                          "y": lambda l: l.ty, "z": lambda l: 0},
            "cluster_id": {"x": lambda l: l.block, "y": lambda l: 0,
                           "z": lambda l: 0},
            "cluster_dim": {"x": lambda l: GRID, "y": lambda l: 1,
                            "z": lambda l: 1},
            "cluster_block_id": {"x": lambda l: 0, "y": lambda l: 0,
                                 "z": lambda l: 0},
            "cluster_dim_blocks": {"x": lambda l: 1, "y": lambda l: 1,
                                   "z": lambda l: 1}}
    for op, per_dim in dims.items():
        for d, fn in per_dim.items():
            add(Case("gpu." + op, "gpu.%s %s" % (op, d),
                     ["%%ri = gpu.%s %s" % (op, d),
                      "%r = arith.index_cast %ri : index to i64"], "i64",
                     per_lane(fn)))
    for op, fn in (("lane_id", lambda l: l.lane),
                   ("subgroup_id", lambda l: l.warp),
                   ("num_subgroups", lambda l: NT // 32),
                   ("subgroup_size", lambda l: 32)):
        add(Case("gpu." + op, "gpu." + op,
                 ["%%ri = gpu.%s%s" % (op, "" if op == "lane_id" else " : index"),
                  "%r = arith.index_cast %ri : index to i64"], "i64",
                 per_lane(fn)))
    add(Case("gpu.barrier", "gpu.barrier", ["gpu.barrier"]))
    for mode, off, width in (("xor", 1, 32), ("up", 2, 32), ("down", 3, 16),
                             ("idx", 5, 32)):
        def exp(l, mode=mode, off=off, width=width):
            ptx = {"xor": "bfly"}.get(mode, mode)
            # MLIR's lowering: c = 32 - width for up, width - 1 otherwise.
            c = (32 - width) if mode == "up" else width - 1
            j, p = isa.shfl_source(ptx, l.lane, off, c)
            return DEFAULT_A[l.g - l.lane + j] if p else DEFAULT_A[l.g]
        # MLIR's lowering makes the member mask the low `width` lanes: only
        # they may execute it (the others keep their a).
        add(Case("gpu.shuffle", "gpu.shuffle %s %d w%d" % (mode, off, width),
                 [const("%o", off), const("%wd", width),
                  "%lane = nvvm.read.ptx.sreg.laneid : i32",
                  "%in = arith.cmpi ult, %lane, %wd : i32",
                  "%r = scf.if %in -> i32 {",
                  "  %%sv, %%ok = gpu.shuffle %s %%a, %%o, %%wd : i32" % mode,
                  "  %sel = arith.select %ok, %sv, %a : i32",
                  "  scf.yield %sel : i32",
                  "} else {",
                  "  scf.yield %a : i32",
                  "}"], "i32",
                 per_lane(lambda l, exp=exp, width=width:
                          exp(l) if l.lane < width else DEFAULT_A[l.g])))
    small = [g % 7 for g in range(N)]
    for op, fn in (("add", sum), ("mul", None), ("minui", min), ("maxui", max),
                   ("and", None), ("or", None), ("xor", None)):
        def red(vals, op=op):
            import functools
            f = {"add": lambda x, y: x + y, "mul": lambda x, y: x * y,
                 "minui": min, "maxui": max, "and": lambda x, y: x & y,
                 "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y}[op]
            return functools.reduce(f, vals) & MASK32
        # MLIR's rewrite lowers only `uniform` all_reduce (every thread
        # of the block reaches it); one non-uniform case shows the refusal.
        add(Case("gpu.all_reduce", "gpu.all_reduce %s" % op,
                 ["%%r = gpu.all_reduce %s %%a uniform {} : (i32) -> i32" % op],
                 "i32",
                 per_lane(lambda l, red=red: red(
                     [small[l.block * NT + t] for t in range(NT)])), a=small))
        add(Case("gpu.subgroup_reduce", "gpu.subgroup_reduce %s" % op,
                 ["%%r = gpu.subgroup_reduce %s %%a : (i32) -> i32" % op], "i32",
                 per_lane(lambda l, red=red: red(
                     [small[l.g - l.lane + t] for t in range(32)])), a=small))
    add(Case("gpu.all_reduce", "gpu.all_reduce maximumf f32",
             ["%af = arith.uitofp %a : i32 to f32",
              "%r = gpu.all_reduce maximumf %af uniform {} : (f32) -> f32"],
             "f32",
             per_lane(lambda l: f32_bits(float(max(
                 small[l.block * NT + t] for t in range(NT))))), a=small))
    add(Case("gpu.all_reduce", "gpu.all_reduce add non-uniform",
             ["%r = gpu.all_reduce add %a {} : (i32) -> i32"], "i32"))
    add(Case("gpu.rotate", "gpu.rotate 3 w32",
             ["%sv, %ok = gpu.rotate %a, 3, 32 : i32",
              "%r = arith.select %ok, %sv, %a : i32"], "i32",
             per_lane(lambda l: DEFAULT_A[l.g - l.lane + (l.lane + 3) % 32])))
    add(Case("gpu.subgroup_broadcast", "gpu.subgroup_broadcast specific_lane 5",
             [const("%five", 5),
              "%r = gpu.subgroup_broadcast %a, specific_lane %five : i32"],
             "i32", per_lane(lambda l: DEFAULT_A[l.g - l.lane + 5])))
    add(Case("gpu.subgroup_broadcast", "gpu.subgroup_broadcast first_active",
             ["%r = gpu.subgroup_broadcast %a, first_active_lane : i32"],
             "i32", per_lane(lambda l: DEFAULT_A[l.g - l.lane])))
    add(Case("gpu.dynamic_shared_memory", "gpu.dynamic_shared_memory",
             ["%dm = gpu.dynamic_shared_memory : memref<?xi8, "
              "#gpu.address_space<workgroup>>",
              "%c0x = arith.constant 0 : index",
              "%v8 = arith.trunci %a : i32 to i8",
              "%first = arith.cmpi eq, %lin, %c0x : index",
              "scf.if %first {",
              "  memref.store %v8, %dm[%c0x] : memref<?xi8, "
              "#gpu.address_space<workgroup>>",
              "}",
              "gpu.barrier",
              "%r = memref.load %dm[%c0x] : memref<?xi8, "
              "#gpu.address_space<workgroup>>"], "i8",
             per_lane(lambda l: DEFAULT_A[l.block * NT] & 0xFF), smem=16))
    add(Case("gpu.printf", "gpu.printf",
             ['gpu.printf "x %d\\n", %a : i32']))
    add(Case("gpu.warp_execute_on_lane_0", "gpu.warp_execute_on_lane_0",
             ["%lid = gpu.lane_id",
              "gpu.warp_execute_on_lane_0(%lid)[32] {", "}"]))
    # The subgroup (warp) matrix ops become nvvm.wmma: A 1.0 and B 1.0,
    # C 0.5: D = 16 + 0.5.
    mt = "!gpu.mma_matrix<16x16xf16, \"AOp\">"
    bt = "!gpu.mma_matrix<16x16xf16, \"BOp\">"
    ct = "!gpu.mma_matrix<16x16xf32, \"COp\">"
    TILE = "memref<2x16x16xf32, #gpu.address_space<workgroup>>"
    TILES = ['memref.global "private" @tile : ' + TILE,
             'memref.global "private" @tile2 : ' + TILE]
    # constant, compute, elementwise, store, load, store again: each
    # thread then reads element (lin / 16 mod 16, lin mod 16) = 16 + 0.5
    # + 0.5 (compute: 16 products of 1.0 plus C; elementwise: + C).
    chain = ["%h1 = arith.constant 1.0 : f16",
             "%f5 = arith.constant 0.5 : f32",
             "%ma = gpu.subgroup_mma_constant_matrix %h1 : " + mt,
             "%mb = gpu.subgroup_mma_constant_matrix %h1 : " + bt,
             "%mc = gpu.subgroup_mma_constant_matrix %f5 : " + ct,
             "%%md = gpu.subgroup_mma_compute %%ma, %%mb, %%mc : %s, %s -> %s"
             % (mt, bt, ct),
             "%%me = gpu.subgroup_mma_elementwise addf %%md, %%mc : (%s, %s) -> %s"
             % (ct, ct, ct),
             # A warp-collective store needs one address for the warp:
             # shared memory, a tile per warp (warp = tid.y).
             "%sm = memref.get_global @tile : " + TILE,
             "%sm2 = memref.get_global @tile2 : " + TILE,
             "%c0m = arith.constant 0 : index",
             "gpu.subgroup_mma_store_matrix %me, %sm[%ty, %c0m, %c0m] "
             "{leadDimension = 16 : index} : " + ct + ", " + TILE,
             # Lanes read what other lanes stored: a warp barrier first
             # (wmma.store orders no memory between lanes).
             "%wm = arith.constant -1 : i32",
             "nvvm.bar.warp.sync %wm : i32",
             "%ml = gpu.subgroup_mma_load_matrix %sm[%ty, %c0m, %c0m] "
             "{leadDimension = 16 : index} : " + TILE + " -> " + ct,
             "gpu.subgroup_mma_store_matrix %ml, %sm2[%ty, %c0m, %c0m] "
             "{leadDimension = 16 : index} : " + ct + ", " + TILE,
             "nvvm.bar.warp.sync %wm : i32"]
    add(Case("gpu.subgroup_mma_constant_matrix", "gpu.subgroup_mma_* f16.f32",
             chain + ["%c16m = arith.constant 16 : index",
                      "%row = arith.remui %tx, %c16m : index",
                      "%col = arith.divui %tx, %c16m : index",
                      "%r = memref.load %sm2[%ty, %row, %col] : " + TILE],
             "f32", [f32_bits(17.0)] * N, globals_=TILES))
    add(Case("gpu.subgroup_mma_extract_thread_local",
             "gpu.subgroup_mma_extract_thread_local",
             chain + ["%r = gpu.subgroup_mma_extract_thread_local %ml[%c0m] : "
                      + ct + " -> f32"], "f32", globals_=TILES))
    add(Case("gpu.subgroup_mma_insert_thread_local",
             "gpu.subgroup_mma_insert_thread_local",
             chain + ["%mi = gpu.subgroup_mma_insert_thread_local %f5, %ml[%c0m]"
                      " : f32, " + ct + " -> " + ct,
                      "gpu.subgroup_mma_store_matrix %mi, %sm[%ty, %c0m, %c0m] "
                      "{leadDimension = 16 : index} : " + ct + ", " + TILE],
             globals_=TILES))
    for op in ("subgroup_mma_compute", "subgroup_mma_elementwise",
               "subgroup_mma_load_matrix", "subgroup_mma_store_matrix"):
        COVERED_BY["gpu." + op] = "gpu.subgroup_mma_constant_matrix"


COVERED_BY = {}  # op -> the case (of another op) whose kernel runs it

# Ops that are not device code the PTX pipeline lowers in a kernel.
NOT_DEVICE = {}
for _op in ("alloc", "dealloc", "memcpy", "memset", "wait", "launch",
            "launch_func", "host_register", "host_unregister",
            "set_default_device", "create_2to4_spmat", "create_bsr",
            "create_coo", "create_coo_aos", "create_csc", "create_csr",
            "create_dn_tensor", "destroy_dn_tensor", "destroy_sp_mat",
            "sddmm", "sddmm_buffer_size", "set_csr_pointers", "spgemm_copy",
            "spgemm_create_descr", "spgemm_destroy_descr",
            "spgemm_work_estimation_or_compute", "spmm", "spmm_buffer_size",
            "spmv", "spmv_buffer_size", "spmat_get_size"):
    NOT_DEVICE["gpu." + _op] = "host-side (runtime calls; warp-run --main)"
for _op in ("module", "func", "return", "terminator", "yield", "binary"):
    NOT_DEVICE["gpu." + _op] = "structure (every kernel of the sweep has it)"
NOT_DEVICE["arith.constant"] = "every kernel of the sweep has one"



# ------------------------------------------------------------ arith / math


def fp_round(x, t):
    """x (a Python float or Fraction) rounded to t's nearest value."""
    if t in ("f32", "f64"):
        return math_sweep.f32(float(x)) if t == "f32" else float(x)
    if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
        return x
    if t == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", float(x)))[0]
        except OverflowError:
            return math.copysign(math.inf, x)
    # bf16: 8 significant bits, exponent range of f32, round to nearest even.
    fx = Fraction(x)
    if fx == 0:
        return float(x) if isinstance(x, float) else 0.0
    sign = -1 if fx < 0 else 1
    fx = abs(fx)
    e = math.floor(math.log2(fx))
    while Fraction(2) ** e > fx:
        e -= 1
    while Fraction(2) ** (e + 1) <= fx:
        e += 1
    e = max(e, -126)
    q = fx / Fraction(2) ** (e - 7)
    n = math.floor(q)
    rem = q - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1):
        n += 1
    v = Fraction(n) * Fraction(2) ** (e - 7)
    if v >= Fraction(2) ** 128:
        return sign * math.inf
    return sign * float(v)


def hbits(x, t):
    if t == "f16":
        return struct.unpack("<H", struct.pack("<e", x))[0]
    b = struct.unpack("<I", struct.pack("<f", x))[0]
    if math.isnan(x):
        return 0x7FC0
    return b >> 16


def hfrom(b, t):
    if t == "f16":
        return struct.unpack("<e", struct.pack("<H", b))[0]
    return struct.unpack("<f", struct.pack("<I", b << 16))[0]


HALF_VALUES = [0.0, -0.0, 1.0, -1.0, 0.5, -1.5, 2.5, 3.0, -7.25, 0.1, 100.0,
               -100.0, 1e-3, 65504.0, 6.1e-5, 6e-8, math.pi, -math.pi / 2,
               math.inf, -math.inf, math.nan, 1e4, -3e4, 0.3333]


def half_cases():
    """math_sweep's float ops in f16 and bf16: the same references, rounded
    to the type; exact ops exact, the others within 2 ulp (libdevice works
    in f32, then the result is rounded again)."""
    for t in ("f16", "bf16"):
        vals = [fp_round(v, t) for v in HALF_VALUES]
        for name, template, nargs, ref, ulps in math_sweep.FLOAT_OPS:
            if name == "arith.remf":
                continue
            rows = ([(x,) for x in vals] if nargs == 1 else
                    [(x, y) for x in vals[:4] + vals[4::2] for y in vals[::3]]
                    if nargs == 2 else
                    [(x, y, z) for x in vals[::3] for y in vals[1::4]
                     for z in vals[2::5]])
            if len(rows) > N:  # a stride sample: one kernel per op and type
                rows = [rows[(k * len(rows)) // N] for k in range(N)]
            rows += [rows[0]] * (N - len(rows))
            if name == "math.powf afn":
                ref = fast_pow_ref
            add(half_case(name, template, nargs, ref, ulps, t, rows))
    return


def fast_pow_ref(x, y):
    """__nv_fast_powf is ex2(y * lg2(x)) (test/Sim/Inputs/math_rules.py):
    NaN where that product is (a negative x, 0 or inf to the power 0, 1 to
    an infinite power), pow's value elsewhere."""
    if math.isnan(x) or math.isnan(y) or x < 0:
        return math.nan
    lg = -math.inf if x == 0 else math.inf if math.isinf(x) else math.log2(x)
    if math.isnan(y * lg):
        return math.nan
    if math.isinf(y * lg):
        return 0.0 if y * lg < 0 else math.inf
    try:
        return math.pow(x, y)
    except OverflowError:
        return math.inf


def half_case(name, template, nargs, ref, ulps, t, rows):
    """An f16/bf16 kernel: the operands are the low 16 bits of a and b (and
    a's high 16 bits for a third)."""
    body = []
    for k, src in enumerate(("%a", "%b", "%a")[:nargs]):
        if k == 2:
            body.append("%ah = arith.shrui %a, %c16h : i32")
            src = "%ah"
        body += ["%%t%d = arith.trunci %s : i32 to i16" % (k, src),
                 "%%x%d = arith.bitcast %%t%d : i16 to %s" % (k, k, t)]
    body.insert(0, const("%c16h", 16))
    body.append("%r = " + template.format(*["%%x%d" % k for k in range(nargs)],
                                          T=t))
    a = [hbits(r[0], t) | ((hbits(r[2], t) << 16) if nargs == 3 else 0)
         for r in rows]
    b = [hbits(r[1], t) if nargs > 1 else 0 for r in rows]

    def expect(got, row):
        try:
            want = ref(*row)
        except (ValueError, OverflowError, ZeroDivisionError):
            want = math.nan
        if isinstance(want, complex):
            want = math.nan
        want = fp_round(want, t) if not (isinstance(want, float) and (
            math.isnan(want) or math.isinf(want))) else want
        g = hfrom(got & 0xFFFF, t)
        if math.isnan(want):
            return math.isnan(g)
        if math.isnan(g):
            return False
        if ulps == 0 or math.isinf(want) or want == 0:
            if want == 0 and ulps and abs(g) < (6.2e-5 if t == "f16" else 1.2e-38):
                return True
            return hbits(g, t) == hbits(want, t)
        return abs(order16(hbits(g, t)) - order16(hbits(want, t))) <= 2
    return Case(name.split()[0], "%s %s" % (name, t), body, t,
                [lambda got, row=row: expect(got, row) for row in rows],
                a=a, b=b)


def order16(b):
    return (1 << 16) - b if b >> 15 else b + (1 << 16)


def extra_arith_cases():
    """The arith/math ops math_sweep does not run."""
    vals32 = [0, 1, MASK32, 2, 0x7FFFFFFF, 0x80000000, 0x80000001, 100,
              0xFFFFFF9C, 31, 32, 33, 0x12345678, 0xDEADBEEF, 7, 0xFFFF]
    a = [vals32[g % 16] for g in range(N)]
    b = [vals32[(g // 16) % 16] for g in range(N)]
    s = lambda v: v - (1 << 32) if v >> 31 else v  # noqa: E731
    for pred, fn in (("eq", lambda x, y: x == y), ("ne", lambda x, y: x != y),
                     ("slt", lambda x, y: s(x) < s(y)),
                     ("sle", lambda x, y: s(x) <= s(y)),
                     ("sgt", lambda x, y: s(x) > s(y)),
                     ("sge", lambda x, y: s(x) >= s(y)),
                     ("ult", lambda x, y: x < y), ("ule", lambda x, y: x <= y),
                     ("ugt", lambda x, y: x > y), ("uge", lambda x, y: x >= y)):
        add(Case("arith.cmpi", "arith.cmpi %s i32" % pred,
                 ["%%r = arith.cmpi %s, %%a, %%b : i32" % pred], "i1",
                 [int(fn(x, y)) for x, y in zip(a, b)], a=a, b=b))
    fv = [f32_bits(v) for v in (0.0, -0.0, 1.0, -1.0, math.inf, -math.inf,
                                 2.5, 1e-45)] + [0x7FC00000, 0x7F800001,
                                                 0xFFC00000, 0x3F800001,
                                                 0x00800000, 0x80000001,
                                                 0x7F7FFFFF, 0xC0000000]
    fa = [fv[g % 16] for g in range(N)]
    fb = [fv[(g // 16) % 16] for g in range(N)]
    ff = lambda v: struct.unpack("<f", struct.pack("<I", v))[0]  # noqa: E731
    un = lambda x, y: math.isnan(x) or math.isnan(y)  # noqa: E731
    for pred, fn in (("false", lambda x, y: False),
                     ("oeq", lambda x, y: x == y), ("ogt", lambda x, y: x > y),
                     ("oge", lambda x, y: x >= y), ("olt", lambda x, y: x < y),
                     ("ole", lambda x, y: x <= y),
                     ("one", lambda x, y: not un(x, y) and x != y),
                     ("ord", lambda x, y: not un(x, y)),
                     ("ueq", lambda x, y: un(x, y) or x == y),
                     ("ugt", lambda x, y: un(x, y) or x > y),
                     ("uge", lambda x, y: un(x, y) or x >= y),
                     ("ult", lambda x, y: un(x, y) or x < y),
                     ("ule", lambda x, y: un(x, y) or x <= y),
                     ("une", lambda x, y: un(x, y) or x != y),
                     ("uno", un), ("true", lambda x, y: True)):
        for t in ("f32", "f64"):
            conv = (["%xa = arith.bitcast %a : i32 to f32",
                     "%xb = arith.bitcast %b : i32 to f32"] if t == "f32" else
                    ["%fa = arith.bitcast %a : i32 to f32",
                     "%fb = arith.bitcast %b : i32 to f32",
                     "%xa = arith.extf %fa : f32 to f64",
                     "%xb = arith.extf %fb : f32 to f64"])
            add(Case("arith.cmpf", "arith.cmpf %s %s" % (pred, t),
                     conv + ["%%r = arith.cmpf %s, %%xa, %%xb : %s" % (pred, t)],
                     "i1", [int(fn(ff(x), ff(y))) for x, y in zip(fa, fb)],
                     a=fa, b=fb))
    add(Case("arith.select", "arith.select i32",
             ["%p = arith.cmpi ult, %a, %b : i32",
              "%r = arith.select %p, %a, %b : i32"], "i32",
             [min(x, y) for x, y in zip(a, b)], a=a, b=b))
    for w in (8, 16):
        add(Case("arith.trunci", "arith.trunci i32 to i%d" % w,
                 ["%%r = arith.trunci %%a : i32 to i%d" % w], "i%d" % w,
                 [x & ((1 << w) - 1) for x in a], a=a))
        add(Case("arith.extsi", "arith.extsi i%d to i32" % w,
                 ["%%t = arith.trunci %%a : i32 to i%d" % w,
                  "%%r = arith.extsi %%t : i%d to i32" % w], "i32",
                 [isa.u32(math_sweep.signed(x, w)) for x in a], a=a))
        add(Case("arith.extui", "arith.extui i%d to i32" % w,
                 ["%%t = arith.trunci %%a : i32 to i%d" % w,
                  "%%r = arith.extui %%t : i%d to i32" % w], "i32",
                 [x & ((1 << w) - 1) for x in a], a=a))
    add(Case("arith.extsi", "arith.extsi i32 to i64",
             ["%r = arith.extsi %a : i32 to i64"], "i64",
             [s(x) & ((1 << 64) - 1) for x in a], a=a))
    add(Case("arith.bitcast", "arith.bitcast i32 to f32 to i32",
             ["%f = arith.bitcast %a : i32 to f32",
              "%r = arith.bitcast %f : f32 to i32"], "i32", list(fa), a=fa))
    add(Case("arith.index_cast", "arith.index_cast i32 to index to i64",
             ["%i = arith.index_cast %a : i32 to index",
              "%r = arith.index_cast %i : index to i64"], "i64",
             [s(x) & ((1 << 64) - 1) for x in a], a=a))
    add(Case("arith.index_castui", "arith.index_castui i32 to index to i64",
             ["%i = arith.index_castui %a : i32 to index",
              "%r = arith.index_castui %i : index to i64"], "i64", list(a), a=a))
    for k in (0, 1):
        add(Case("arith.addui_extended", "arith.addui_extended [%d]" % k,
                 ["%s, %o = arith.addui_extended %a, %b : i32, i1",
                  "%%r = arith.addi %s, %s : %s" % (
                      ("%s", "%z32", "i32") if k == 0 else ("%o", "%z1", "i1"))],
                 "i32" if k == 0 else "i1",
                 [((x + y) & MASK32) if k == 0 else int(x + y > MASK32)
                  for x, y in zip(a, b)], a=a, b=b))
        CASES[-1].body.insert(0, "%z32 = arith.constant 0 : i32")
        CASES[-1].body.insert(0, "%z1 = arith.constant false")
        for op, sg in (("mulsi_extended", True), ("mului_extended", False)):
            def ref(x, y, sg=sg, k=k):
                p = (s(x) * s(y)) if sg else x * y
                return (p & MASK32) if k == 0 else ((p >> 32) & MASK32)
            add(Case("arith." + op, "arith.%s [%d]" % (op, k),
                     ["%%lo, %%hi = arith.%s %%a, %%b : i32" % op,
                      "%%r = arith.addi %s, %%z32 : i32" % ("%lo", "%hi")[k],
                      ], "i32", [ref(x, y) for x, y in zip(a, b)], a=a, b=b))
            CASES[-1].body.insert(0, "%z32 = arith.constant 0 : i32")
    # math.ipowi: x**n for n >= 0 wrapping; n < 0: 1 / x^|n| in integers
    # (MLIR's documented semantics: 0 unless x is 1 or -1; 1/0 division by
    # zero result is undefined, so no x = 0 with n < 0).
    ia = [v for v in (0, 1, 2, 3, MASK32, 5, 0xFFFFFFFE, 7) for _ in range(16)]
    ib = [v for _ in range(8) for v in (0, 1, 2, 3, 5, 31, 32, 9, MASK32,
                                        0xFFFFFFFE, 4, 6, 10, 11, 13, 1)]
    ib = [n if not (x == 0 and n >> 31) else 2 for x, n in zip(ia, ib)]

    def ipow(x, n):
        x, n = s(x), s(n)
        if n < 0:
            return 1 if x == 1 else ((-1) ** (-n) if x == -1 else 0)
        return pow(x, n, 1 << 32)
    add(Case("math.ipowi", "math.ipowi i32",
             ["%r = math.ipowi %a, %b : i32"], "i32",
             [ipow(x, n) & MASK32 for x, n in zip(ia, ib)], a=ia, b=ib))
    add(Case("math.isnormal", "math.isnormal f32",
             ["%f = arith.bitcast %a : i32 to f32",
              "%r = math.isnormal %f : f32"], "i1",
             [int(not math.isnan(ff(x)) and not math.isinf(ff(x)) and
                  (x & 0x7F800000) != 0) for x in fa], a=fa))
    add(Case("math.clampf", "math.clampf f32",
             ["%f = arith.bitcast %a : i32 to f32",
              "%lo = arith.constant -1.0 : f32", "%hi = arith.constant 2.0 : f32",
              "%r = math.clampf %f to [%lo, %hi] : f32"], "f32",
             [clampf(ff(x)) for x in fa], a=fa))
    # f32 <-> f16/bf16 conversions.
    for t in ("f16", "bf16"):
        add(Case("arith.truncf", "arith.truncf f32 to %s" % t,
                 ["%f = arith.bitcast %a : i32 to f32",
                  "%%r = arith.truncf %%f : f32 to %s" % t], t,
                 [lambda got, x=x, t=t: trunc_ok(got, ff(x), t) for x in fa],
                 a=fa))
        hv = [hbits(fp_round(v, t), t) for v in HALF_VALUES]
        ha = [hv[g % len(hv)] for g in range(N)]
        add(Case("arith.extf", "arith.extf %s to f32" % t,
                 ["%t16 = arith.trunci %a : i32 to i16",
                  "%%h = arith.bitcast %%t16 : i16 to %s" % t,
                  "%%r = arith.extf %%h : %s to f32" % t], "f32",
                 [lambda got, h=h, t=t: ext_ok(got, hfrom(h, t)) for h in ha],
                 a=ha))
    # Vector forms of the rules PtxArithmetic.cpp rewrites (shift clamps,
    # division by constants, canonical NaN, saturating cvt): each element.
    vec_cases(a, b, fa, fb, ff, s)
    # Float scaling conversions (OCP MX, f8E8M0 scales): warp-ptx lowers
    # them through arith-expand; check they run right on f32 -> f16.
    add(Case("arith.scaling_truncf", "arith.scaling_truncf f32 to f16",
             ["%f = arith.bitcast %a : i32 to f32",
              "%sc8 = arith.constant 127 : i8",
              "%sc = arith.bitcast %sc8 : i8 to f8E8M0FNU",
              "%r = arith.scaling_truncf %f, %sc : f32, f8E8M0FNU to f16"],
             "f16", [lambda got, x=x: trunc_ok(got, ff(x), "f16") for x in fa],
             a=fa))
    hv = [hbits(fp_round(v, "f16"), "f16") for v in HALF_VALUES]
    ha = [hv[g % len(hv)] for g in range(N)]
    add(Case("arith.scaling_extf", "arith.scaling_extf f16 to f32 scale 2",
             ["%t16 = arith.trunci %a : i32 to i16",
              "%h = arith.bitcast %t16 : i16 to f16",
              "%sc8 = arith.constant 128 : i8",
              "%sc = arith.bitcast %sc8 : i8 to f8E8M0FNU",
              "%r = arith.scaling_extf %h, %sc : f16, f8E8M0FNU to f32"],
             "f32", [lambda got, h=h: ext_ok(got, 2 * hfrom(h, "f16"))
                     for h in ha], a=ha))


def clampf(x):
    if math.isnan(x):
        return 0x7FFFFFFF
    return f32_bits(min(max(x, -1.0), 2.0))


def trunc_ok(got, x, t):
    want = x if (math.isnan(x) or math.isinf(x)) else fp_round(x, t)
    g = hfrom(got & 0xFFFF, t)
    if math.isnan(want):
        return math.isnan(g)
    return hbits(g, t) == hbits(want, t) and not math.isnan(g)


def ext_ok(got, x):
    if math.isnan(x):
        return got == 0x7FFFFFFF or (got & 0x7F800000 == 0x7F800000 and
                                     got & 0x7FFFFF)
    return got == f32_bits(x)


def vec_cases(a, b, fa, fb, ff, s):
    def vec(op_lines, t, rt, expect, a_=a, b_=b, name=None):
        add(Case(name.split()[0], name,
                 ["%%va = vector.broadcast %%%s : %s to vector<4x%s>" %
                  ("a" if t == "i32" else "fa", t, t),
                  "%%vb = vector.broadcast %%%s : %s to vector<4x%s>" %
                  ("b" if t == "i32" else "fb", t, t)] + op_lines +
                 ["%%r = vector.extract %%vr[2] : %s from vector<4x%s>" %
                  (rt, rt)], rt, expect, a=a_, b=b_))
        if t == "f32":
            CASES[-1].body[:0] = ["%fa = arith.bitcast %a : i32 to f32",
                                  "%fb = arith.bitcast %b : i32 to f32"]
    shift_b = [v % 40 for v in b]
    vec(["%vr = arith.shli %va, %vb : vector<4xi32>"], "i32", "i32",
        [(x << min(y, 32)) & MASK32 for x, y in zip(a, shift_b)], b_=shift_b,
        name="arith.shli vector<4xi32>")
    vec(["%vr = arith.shrui %va, %vb : vector<4xi32>"], "i32", "i32",
        [x >> min(y, 32) for x, y in zip(a, shift_b)], b_=shift_b,
        name="arith.shrui vector<4xi32>")
    vec(["%vr = arith.shrsi %va, %vb : vector<4xi32>"], "i32", "i32",
        [(s(x) >> min(y, 32)) & MASK32 for x, y in zip(a, shift_b)],
        b_=shift_b, name="arith.shrsi vector<4xi32>")
    nz = [y if y not in (0, MASK32) else 3 for y in b]
    vec(["%vr = arith.divui %va, %vb : vector<4xi32>"], "i32", "i32",
        [x // y for x, y in zip(a, nz)], b_=nz, name="arith.divui vector<4xi32>")
    vec(["%vr = arith.divsi %va, %vb : vector<4xi32>"], "i32", "i32",
        [math_sweep.trunc_div(s(x), s(y)) & MASK32 for x, y in zip(a, nz)],
        b_=nz, name="arith.divsi vector<4xi32>")
    vec(["%vr = arith.remsi %va, %vb : vector<4xi32>"], "i32", "i32",
        [(s(x) - math_sweep.trunc_div(s(x), s(y)) * s(y)) & MASK32
         for x, y in zip(a, nz)], b_=nz, name="arith.remsi vector<4xi32>")

    def fop(fn):
        def e(x, y):
            r = fn(ff(x), ff(y))
            return 0x7FFFFFFF if math.isnan(r) else f32_bits(math_sweep.f32(r))
        return [e(x, y) for x, y in zip(fa, fb)]
    vec(["%vr = arith.addf %va, %vb : vector<4xf32>"], "f32", "f32",
        fop(lambda x, y: x + y), fa, fb, name="arith.addf vector<4xf32>")
    vec(["%vr = arith.mulf %va, %vb : vector<4xf32>"], "f32", "f32",
        fop(lambda x, y: x * y), fa, fb, name="arith.mulf vector<4xf32>")
    vec(["%vr = arith.divf %va, %vb : vector<4xf32>"], "f32", "f32",
        fop(math_sweep.div), fa, fb, name="arith.divf vector<4xf32>")
    vec(["%vr = arith.maximumf %va, %vb : vector<4xf32>"], "f32", "f32",
        fop(math_sweep.maximum), fa, fb, name="arith.maximumf vector<4xf32>")
    vec(["%vr = arith.minnumf %va, %vb : vector<4xf32>"], "f32", "f32",
        fop(math_sweep.minnum), fa, fb, name="arith.minnumf vector<4xf32>")
    vec(["%vr = math.sqrt %va : vector<4xf32>"], "f32", "f32",
        fop(lambda x, y: math_sweep.sqrt(x)), fa, fb,
        name="math.sqrt vector<4xf32>")
    vec(["%vr = arith.fptosi %va : vector<4xf32> to vector<4xi32>"], "f32",
        "i32", [math_sweep.cvt(ff(x), 32, True, "f32") for x in fa], fa, fb,
        name="arith.fptosi vector<4xf32>")
    vec(["%vr = arith.fptoui %va : vector<4xf32> to vector<4xi32>"], "f32",
        "i32", [math_sweep.cvt(ff(x), 32, False, "f32") for x in fa], fa, fb,
        name="arith.fptoui vector<4xf32>")


# ------------------------------------------------------------ running

def npy_i32(path, values):
    math_sweep.write_npy(path, values, "<i4")


def build_cases():
    del CASES[:]
    nvvm_sreg_cases()
    shfl_cases()
    vote_cases()
    match_cases()
    redux_cases()
    barrier_cases()
    scalar_cases()
    control_cases()
    memory_cases()
    convert_cases()
    mma_cases()
    gpu_cases()
    extra_arith_cases()
    half_cases()
    return CASES


# warp-ptx errors that say the sweep's own kernel is malformed (a bug here,
# not a refusal of the op).
PARSE_ERROR = re.compile(r"^(expected |invalid SSA|use of undeclared|custom op "
                         r"'[^']*' is unknown|undefined symbol|unbalanced|"
                         r"use of value .* expects different type)")


def compile_all(cases, workdir):
    """warp-ptx on every case: {index: (kind, error)}. All kernels go through
    one warp-ptx run (each in its own gpu.module), then again without those
    it names, as math_sweep does; a run that fails naming no kernel (a
    crash) falls back to one run per case, and the case that crashes fails."""
    result = {i: ("ok", "") for i in range(len(cases))}
    left = list(range(len(cases)))
    while left:
        path = os.path.join(workdir, "all.mlir")
        lines, owner = ["module {"], [None]
        for i in left:
            text = cases[i].mlir().replace("gpu.module @m", "gpu.module @m%d" % i)
            for line in text.splitlines()[1:-1]:  # without module { }
                lines.append(line)
                owner.append(i)
        lines.append("}")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        out = subprocess.run([WARP_PTX, path, "-o", os.devnull],
                             capture_output=True, text=True)
        if out.returncode == 0:
            break
        named = {}
        for m in re.finditer(r"all\.mlir:(\d+):\d+: error: (.*)", out.stderr):
            i = owner[int(m.group(1)) - 1]
            if i is not None:
                named.setdefault(i, m.group(2))
        if out.returncode < 0 or not named:
            for i, kind_why in one_by_one([cases[i] for i in left], workdir):
                result[left[i]] = kind_why
            break
        for i, why in named.items():
            result[i] = (("FAIL", "the sweep's kernel does not parse: " + why)
                         if PARSE_ERROR.search(why) else ("not-lowered", why))
        left = [i for i in left if i not in named]
    for i, c in enumerate(cases):
        with open(os.path.join(workdir, "case%d.mlir" % i), "w") as f:
            f.write(c.mlir())
    return result


def one_by_one(cases, workdir):
    def one(i):
        path = os.path.join(workdir, "single%d.mlir" % i)
        with open(path, "w") as f:
            f.write(cases[i].mlir())
        out = subprocess.run([WARP_PTX, path, "-o", os.devnull],
                             capture_output=True, text=True)
        if out.returncode == 0:
            return i, ("ok", "")
        err = out.stderr.strip()
        m = re.search(r"single\d+\.mlir:(\d+):(\d+): error: (.*)", err)
        if out.returncode < 0 or not m:
            return i, ("FAIL", "warp-ptx exit %d without a located error: %s"
                       % (out.returncode, err[:300]))
        if PARSE_ERROR.search(m.group(3)):
            return i, ("FAIL", "the sweep's kernel does not parse: " +
                       m.group(3))
        return i, ("not-lowered", m.group(3))
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        return list(pool.map(one, range(len(cases))))


def run_case(case, workdir, i):
    base = os.path.join(workdir, "case%d" % i)
    npy_i32(base + ".a.npy", case.a)
    npy_i32(base + ".b.npy", case.b)
    args = [WARP_RUN, "--sim", base + ".mlir", "--kernel", "k",
            "--grid", str(GRID), "--block", "%d,%d" % (BX, BY),
            "--arg", "i64[%d]" % N, "--arg", "i32[%d]=file:%s.a.npy" % (N, base),
            "--arg", "i32[%d]=file:%s.b.npy" % (N, base),
            "--out", "0=%s.out.npy" % base]
    if case.smem:
        args += ["--smem", str(case.smem)]
    try:
        sim = subprocess.run(args, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "FAIL", "warp-run --sim timed out"
    err = sim.stderr.strip()
    if sim.returncode == 1 and "does not model" in err:
        m = re.search(r"does not model (.*?) \(at ([^()]*?):(\d+):(\d+)\)",
                      err, re.S)
        if not m or "case%d.mlir" % i not in m.group(2):
            return "FAIL", "refused without the op's location: " + err[:300]
        return "refused", m.group(1)
    if sim.returncode != 0:
        return "FAIL", "exit %d: %s" % (sim.returncode, err[:400])
    got = math_sweep.read_npy(base + ".out.npy")
    if case.check:
        why = case.check(got)
        return ("FAIL", why) if why else ("ok", "")
    if case.expect is None:
        return "ok", ""
    bad = []
    for g, (e, v) in enumerate(zip(case.expect, got)):
        if e is None:
            continue
        if callable(e):
            if not e(v):
                bad.append((g, "?", v))
        elif (e & ((1 << 64) - 1)) != v:
            bad.append((g, e, v))
    if bad:
        g, e, v = bad[0]
        return "FAIL", "%d of %d wrong, first: thread %d expected %s got %#x" % (
            len(bad), N, g, e if e == "?" else hex(e), v)
    return "ok", ""


def main():
    global WARP_PTX, WARP_RUN
    parser = argparse.ArgumentParser()
    parser.add_argument("bindir")
    parser.add_argument("--unmodelled", action="store_true")
    parser.add_argument("--docs", help="docs/Sim.md: check that its list of "
                        "unmodelled ops is the sweep's")
    parser.add_argument("--filter", default="")
    parser.add_argument("-v", action="store_true")
    parser.add_argument("--corrupt", action="store_true",
                        help="flip bit 0 of every exact expected value (the "
                        "comparison must then fail: op-sweep.test)")
    args = parser.parse_args()
    WARP_PTX = os.path.join(args.bindir, "warp-ptx")
    WARP_RUN = os.path.join(args.bindir, "warp-run")
    cases = [c for c in build_cases() if args.filter in c.name]
    if args.corrupt:
        for c in cases:
            if c.expect:
                c.expect = [e ^ 1 if isinstance(e, int) else e
                            for e in c.expect]
    registered = registered_ops(args.bindir)
    math_swept = {re.match(r"[a-z]+\.[a-z0-9_]+", c.name).group(0) for c in
                  math_sweep.float_cases() + math_sweep.int_cases()}
    results = {}  # case index -> (class, detail)
    formed = [i for i, c in enumerate(cases) if not c.not_formed]
    with tempfile.TemporaryDirectory() as workdir:
        formed_cases = [cases[i] for i in formed]
        compiled = compile_all(formed_cases, workdir)
        runnable = []
        for k, i in enumerate(formed):
            kind, why = compiled[k]
            if kind == "ok":
                runnable.append((k, i))
            else:
                results[i] = (kind, why)
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            futures = {i: pool.submit(run_case, cases[i], workdir, k)
                       for k, i in runnable}
            for i, f in futures.items():
                results[i] = f.result()
    for i, c in enumerate(cases):
        if c.not_formed:
            results[i] = ("not-formed", c.not_formed)
    # Per op: its classes.
    per_op = {}
    for i, c in enumerate(cases):
        per_op.setdefault(c.op, []).append((c.name,) + results[i])
    unmodelled = sorted(op for op, rs in per_op.items()
                        if any(k == "refused" for _, k, _ in rs))
    if args.unmodelled:
        for op in unmodelled:
            rs = per_op[op]
            refused = [d for _, k, d in rs if k == "refused"]
            line = "* `%s`" % op
            if any(k == "ok" for _, k, _ in rs):
                line += ": %s (its other forms run)" % refused[0]
            print(line)
        return 0
    docs_bad = 0
    if args.docs:
        with open(args.docs) as f:
            text = f.read()
        m = re.search(r"<!-- op-sweep: unmodelled begin -->(.*?)"
                      r"<!-- op-sweep: unmodelled end -->", text, re.S)
        listed = re.findall(r"^\* `([^`]+)`", m.group(1), re.M) if m else []
        for op in sorted(set(unmodelled) - set(listed)):
            print("FAIL: docs: %s is refused by name but not listed in %s" % (
                op, args.docs))
            docs_bad += 1
        for op in sorted(set(listed) - set(unmodelled)):
            print("FAIL: docs: %s is listed as unmodelled in %s but no case "
                  "refuses it" % (op, args.docs))
            docs_bad += 1
        if not m:
            print("FAIL: docs: no op-sweep list in %s" % args.docs)
            docs_bad += 1
        if not docs_bad:
            print("docs: the %d unmodelled ops of %s are the sweep's" % (
                len(listed), os.path.basename(args.docs)))
    counts = {}
    for name, kind, detail in [r for rs in per_op.values() for r in rs]:
        counts[kind] = counts.get(kind, 0) + 1
        if kind != "ok" or args.v:
            print("%s: %s: %s" % (kind, name, detail))
    uncovered = []
    if not args.filter:
        for op in registered:
            if op in per_op or op in NOT_DEVICE or op in COVERED_BY:
                continue
            if op in math_swept:
                continue
            uncovered.append(op)
        for op in uncovered:
            print("uncovered: %s: no case and no reason" % op)
        unknown = sorted(set(per_op) - set(registered))
        for op in unknown:
            print("FAIL: %s: a case for an op the dialects do not register" % op)
            counts["FAIL"] = counts.get("FAIL", 0) + 1
    # Per op, its class: (b) when every case runs right, (c) when one is
    # refused by name, (a) when warp-ptx refuses every formed case.
    op_class = {}
    for op, rs in per_op.items():
        kinds = {k for _, k, _ in rs}
        if "FAIL" in kinds:
            op_class[op] = "FAIL"
        elif "refused" in kinds:
            op_class[op] = "refused"
        elif "ok" in kinds:
            op_class[op] = "ok"
        else:
            op_class[op] = "not-lowered"
    for op in math_swept:
        if op not in op_class and op in registered:
            op_class[op] = "ok (math-sweep)"
    for op, by in COVERED_BY.items():
        if op not in op_class and by in op_class:
            op_class[op] = op_class[by]
    classes = {}
    for k in op_class.values():
        classes[k] = classes.get(k, 0) + 1
    print("ops: %d registered, %d not device code, %d uncovered; per op: "
          "%d run right (%d of them by math-sweep.test alone), %d refused by "
          "name, %d not lowered by warp-ptx, %d failing" % (
              len(registered), len(NOT_DEVICE), len(uncovered),
              classes.get("ok", 0) + classes.get("ok (math-sweep)", 0),
              classes.get("ok (math-sweep)", 0), classes.get("refused", 0),
              classes.get("not-lowered", 0), classes.get("FAIL", 0)))
    print("sweep: %d kernels, %d right, %d refused by name, %d not lowered by "
          "warp-ptx, %d not formed, %d failures" % (
              len(cases), counts.get("ok", 0), counts.get("refused", 0),
              counts.get("not-lowered", 0), counts.get("not-formed", 0),
              counts.get("FAIL", 0)))
    return 1 if counts.get("FAIL") or uncovered or docs_bad else 0


if __name__ == "__main__":
    sys.exit(main())
