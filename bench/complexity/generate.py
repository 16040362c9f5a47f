#!/usr/bin/env python3
"""Generates large inputs for the complexity benchmark: one kernel of about
N ops in each shape that once made a pass quadratic or exponential
(issue 15), all valid IR (ballot_errors: valid IR the checker rejects).

  ballot_chain     untyped: ballots, each the next one's member mask
  early_returns    untyped: lane branches to early returns (N/4 blocks)
  shared_exit      untyped: lane branches to one exit that takes a value
                   (N/3 predecessors passing it an argument)
  shared_exit_warp warp: the same with uniform branches carrying the warp,
                   so the verifier's W17 runs the uniformity analysis
  diverge_merge    warp: N/3 diverge/merge pairs, one shuffle per half
  nested_halvings  warp: halvings 5 levels deep, repeated
  nested_uniform   warp: scf.if, scf.for and scf.while on uniform values
                   nested N/3 deep around one shuffle, which borrows the
                   warp through every level (W19 walked up the nest from
                   every op in it: cubic, 2000 levels took 42 s, issue 27
                   round 20); nests of at most 1000 levels, one after
                   another
  collectives      warp: a straight kernel of shuffles, reductions, votes
  collectives_nvvm untyped: the same kernel in nvvm ops (what --warp-raise raises)
  tile_chain       tile: loads and a token chain of load_mut/store pairs
  race_unrolled    untyped: N/3 stores out[gid * K + i], i < K (an unrolled
                   loop; --warp-check-races proves every pair disjoint)
  threaded_helpers warp: one kernel threading its warp through N/12 distinct
                   private helpers, each carrying it through an scf.for
                   bounded by a kernel argument (W17 asks the callers,
                   W2/W18 follow each helper's warp back through the chain
                   of helpers before it; once N^2 to N^3, issue 27 round 7)
  helper_chain     warp: N/4 private helpers, each handing the warp to the
                   next, the last reducing it (each call was resolved by a
                   walk over the module: cubic, 3000 helpers took 139 s,
                   issue 27 round 24)
  uniform_blocks   warp: the warp carried through N/3 blocks by branches on
                   a kernel argument, a shuffle in each (each block
                   argument's first use re-walks the chain: quadratic,
                   noted in docs/Dialects/WarpRationale.md, round 22)
  race_kernels     untyped: N/12 vecadd kernels (bid * bdim + tid under
                   idx < n), each proven on its own
  ballot_errors    untyped: ballots whose member mask is the lane id, so the
                   checker reports C2 at every one (the only shape that is
                   not clean: N errors, cut at --error-limit's 20; each once
                   printed its op, numbering the whole kernel)
  cub_device       imported: device-wide CUB (cub_device.cu: DeviceReduce,
                   DeviceScan, DeviceRadixSort with onesweep,
                   DeviceRunLengthEncode), compiled by clang-22 from CUDA
                   13's headers and imported with mlir-translate, as the
                   project's CUDA tests are; copies of the module (nested
                   modules, each its own symbol table) make up the size.
                   Needs clang-22 and CUDA (compiled once, then cached)
  cub_histogram, cub_select, cub_segmented_reduce, cub_segmented_sort
                   imported: device-wide CUB's other families
                   (cub_device_wide.cu, one family each: HistogramEven and
                   Range, MultiHistogramEven; Select If/Flagged/Unique/
                   UniqueByKey, Partition::If; SegmentedReduce Sum/Max/
                   ArgMin; SegmentedSort and SegmentedRadixSort, keys and
                   pairs), as cub_device
  cub_device_wide  imported: all four of those families in one module

Usage: bench/complexity/generate.py SHAPE OPS [-o FILE]
Prints the number of ops emitted (one op per line) to stderr.
"""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

SHAPES = {}


def shape(fn):
    SHAPES[fn.__name__] = fn
    return fn


def kernel(name, args, body, attrs=""):
    """A gpu.module holding one kernel; body is a list of op lines."""
    return ("gpu.module @bench {\n  gpu.func @%s(%s) kernel%s {\n    " %
            (name, args, attrs) + "\n    ".join(body) + "\n  }\n}\n")


@shape
def ballot_chain(n):
    body = ["%m0 = arith.constant -1 : i32",
            "%lane = nvvm.read.ptx.sreg.laneid : i32",
            "%p = arith.constant true"]
    for i in range(max(1, n - len(body) - 2)):
        body.append("%%m%d = nvvm.vote.sync ballot %%m%d, %%p -> i32" %
                    (i + 1, i))
        last = i + 1
    body += ["memref.store %%m%d, %%out[%%c0] : memref<1xi32>" % last,
             "gpu.return"]
    body.insert(0, "%c0 = arith.constant 0 : index")
    return kernel("ballot_chain", "%out: memref<1xi32>", body)


def lane_branches(blocks, leave):
    """Blocks ^bb0..^bb{blocks-1}, each comparing the lane with 1-31 in
    turn and branching to leave(i) (a successor with its operands) or to
    the next block."""
    lines = []
    for i in range(blocks):
        lines += ["^bb%d:" % i,
                  "%%k%d = arith.constant %d : i32" % (i, i % 31 + 1),
                  "%%q%d = arith.cmpi eq, %%lane, %%k%d : i32" % (i, i),
                  "cf.cond_br %%q%d, %s, ^bb%d" % (i, leave(i), i + 1)]
    return lines


@shape
def early_returns(n):
    # Each block: compare, branch to a return or to the next block (4 ops
    # per step with the return). Lanes 1-31 return, one per block, in
    # turn; a ballot over the lanes still there waits at the end.
    blocks = max(1, n // 4)
    left = 0xffffffff
    for i in range(blocks):
        left &= ~(1 << (i % 31 + 1))
    lines = ["%%left = arith.constant %d : i32" % (left - (1 << 32)
                                                   if left >> 31 else left),
             "%lane = nvvm.read.ptx.sreg.laneid : i32",
             "%true = arith.constant true",
             "cf.br ^bb0"]
    lines += lane_branches(blocks, lambda i: "^ret%d" % i)
    for i in range(blocks):
        lines += ["^ret%d:" % i, "gpu.return"]
    lines += ["^bb%d:" % blocks,
              "%b = nvvm.vote.sync ballot %left, %true -> i32",
              "memref.store %b, %out[%c0] : memref<1xi32>",
              "gpu.return"]
    lines.insert(0, "%c0 = arith.constant 0 : index")
    return kernel("early_returns", "%out: memref<1xi32>", lines)


@shape
def shared_exit(n):
    # Like early_returns, but every lane branch leaves to one exit block
    # that takes an argument. MLIR's sparse data-flow analyses re-join all of
    # a block's predecessors each time one of its edges becomes live, which
    # made this shape quadratic in the checker and the raise; the uniformity
    # analysis now joins block arguments edge by edge.
    blocks = max(1, n // 3)
    lines = ["%lane = nvvm.read.ptx.sreg.laneid : i32",
             "%c0i = arith.constant 0 : i32",
             "cf.br ^bb0"]
    lines += lane_branches(blocks, lambda i: "^exit(%%k%d : i32)" % i)
    lines += ["^bb%d:" % blocks,
              "cf.br ^exit(%c0i : i32)",
              "^exit(%x: i32):",
              "memref.store %x, %out[%c0] : memref<1xi32>",
              "gpu.return"]
    lines.insert(0, "%c0 = arith.constant 0 : index")
    return kernel("shared_exit", "%out: memref<1xi32>", lines)


@shape
def shared_exit_warp(n):
    # shared_exit in the warp dialect: the warp moves from block to block
    # as an argument, and N/3 branches on a uniform kernel argument carry it
    # to one exit. The verifier checks each move (W17), so parsing runs the
    # uniformity analysis over the whole kernel.
    blocks = max(1, n // 3)
    lines = ["%w0 = warp.entry : !warp.warp<all>",
             "%lane = gpu.lane_id",
             "%v = memref.load %in[%lane] : memref<32xi32>",
             "cf.br ^bb0(%w0 : !warp.warp<all>)"]
    for i in range(blocks):
        lines += ["^bb%d(%%w%d: !warp.warp<all>):" % (i, i + 1),
                  "%%k%d = arith.constant %d : i32" % (i, i),
                  "%%q%d = arith.cmpi eq, %%n, %%k%d : i32" % (i, i),
                  "cf.cond_br %%q%d, ^exit(%%w%d, %%k%d : !warp.warp<all>, "
                  "i32), ^bb%d(%%w%d : !warp.warp<all>)" %
                  (i, i + 1, i, i + 1, i + 1)]
    lines += ["^bb%d(%%wl: !warp.warp<all>):" % blocks,
              "cf.br ^exit(%wl, %v : !warp.warp<all>, i32)",
              "^exit(%w: !warp.warp<all>, %x: i32):",
              "%r = warp.reduce add %w, %x : !warp.warp<all>, i32",
              "memref.store %r, %out[%lane] : memref<32xi32>",
              "gpu.return"]
    return kernel("shared_exit_warp",
                  "%n: i32, %in: memref<32xi32>, %out: memref<32xi32>", lines,
                  " attributes {known_block_size = array<i32: 32, 1, 1>}")


def warp_kernel(name, body):
    head = ["%c0 = arith.constant 0 : index",
            "%w0 = warp.entry : !warp.warp<all>",
            "%lane = gpu.lane_id",
            "%v = memref.load %in[%lane] : memref<32xi32>"]
    return kernel(name, "%in: memref<32xi32>, %out: memref<32xi32>",
                  head + body, " attributes {known_block_size = "
                  "array<i32: 32, 1, 1>}")


@shape
def diverge_merge(n):
    body = []
    w = "%w0"
    for i in range(max(1, (n - 6) // 4)):
        body += ["%%e%d, %%o%d = warp.diverge %s, even : !warp.warp<all> -> "
                 "!warp.warp<even>, !warp.warp<odd>" % (i, i, w),
                 "%%x%d = warp.shuffle xor %%e%d, %%v, 2 : !warp.warp<even>, i32"
                 % (i, i),
                 "%%y%d = warp.shuffle xor %%o%d, %%v, 4 : !warp.warp<odd>, i32"
                 % (i, i),
                 "%%w%d = warp.merge %%e%d, %%o%d : !warp.warp<even>, "
                 "!warp.warp<odd> -> !warp.warp<all>" % (i + 1, i, i)]
        w = "%%w%d" % (i + 1)
    body += ["%%r = warp.reduce add %s, %%v : !warp.warp<all>, i32" % w,
             "memref.store %r, %out[%lane] : memref<32xi32>", "gpu.return"]
    return warp_kernel("diverge_merge", body)


@shape
def nested_halvings(n, depth=5):
    # Level k splits the low half of the previous set: masks 0xffff, 0xff,
    # 0xf, 0x3, 0x1 inside `all`; a ballot at the bottom; merges back up.
    body = []
    w = "%w0"
    per_round = 2 * depth + 1
    for r in range(max(1, (n - 6) // per_round)):
        parent, parent_ty = w, "!warp.warp<all>"
        stack = []
        for k in range(depth):
            width = 32 >> (k + 1)
            lo = (1 << width) - 1
            hi = ((1 << (2 * width)) - 1) ^ lo
            lo_ty, hi_ty = ("!warp.warp<mask(0x%x)>" % lo,
                            "!warp.warp<mask(0x%x)>" % hi)
            a, b = "%%a%d_%d" % (r, k), "%%b%d_%d" % (r, k)
            body.append("%s, %s = warp.diverge %s, low(%d) : %s -> %s, %s" %
                        (a, b, parent, width, parent_ty, lo_ty, hi_ty))
            stack.append((b, hi_ty, parent_ty))
            parent, parent_ty = a, lo_ty
        body.append("%%bal%d = warp.ballot %s, %%true : %s -> i32" %
                    (r, parent, parent_ty))
        for k in reversed(range(depth)):
            b, hi_ty, up_ty = stack[k]
            m = "%%m%d_%d" % (r, k)
            body.append("%s = warp.merge %s, %s : %s, %s -> %s" %
                        (m, parent, b, parent_ty, hi_ty, up_ty))
            parent, parent_ty = m, up_ty
        w = parent
    body = ["%true = arith.constant true"] + body
    body += ["%%r = warp.reduce add %s, %%v : !warp.warp<all>, i32" % w,
             "memref.store %r, %out[%lane] : memref<32xi32>", "gpu.return"]
    return warp_kernel("nested_halvings", body)


@shape
def nested_uniform(n, max_depth=1000):
    # Each level is one region op and its terminator; scf.while's before
    # region adds its condition. Nests deeper than max_depth repeat one
    # after another instead: MLIR 22's parser overflows an 8 MiB stack at
    # about 2200 levels (mlir-opt-22 too).
    body = ["%true = arith.constant true", "%false = arith.constant false",
            "%c1 = arith.constant 1 : index"]
    levels = max(1, (n - 10) // 3)
    for nest in range((levels + max_depth - 1) // max_depth):
        closers = []
        for i in range(min(max_depth, levels - nest * max_depth)):
            kind = i % 3
            if kind == 0:
                body.append("scf.if %true {")
                closers.append(["}"])
            elif kind == 1:
                body.append("scf.for %%i%d_%d = %%c0 to %%c1 step %%c1 {" %
                            (nest, i))
                closers.append(["}"])
            else:
                body += ["scf.while : () -> () {", "scf.condition(%false)",
                         "} do {"]
                closers.append(["scf.yield", "}"])
        body += ["%%s%d = warp.shuffle xor %%w0, %%v, 1 : !warp.warp<all>, "
                 "i32" % nest,
                 "memref.store %%s%d, %%out[%%lane] : memref<32xi32>" % nest]
        for closer in reversed(closers):
            body += closer
    body.append("gpu.return")
    return warp_kernel("nested_uniform", body)


@shape
def collectives(n):
    body = ["%true = arith.constant true"]
    x = "%v"
    for i in range(max(1, (n - 7) // 3)):
        body += ["%%s%d = warp.shuffle xor %%w0, %s, %d : !warp.warp<all>, i32"
                 % (i, x, 1 << (i % 5)),
                 "%%r%d = warp.reduce add %%w0, %%s%d : !warp.warp<all>, i32"
                 % (i, i),
                 "%%b%d = warp.ballot %%w0, %%true : !warp.warp<all> -> i32"
                 % i]
        x = "%%r%d" % i
    body += ["memref.store %s, %%out[%%lane] : memref<32xi32>" % x,
             "gpu.return"]
    return warp_kernel("collectives", body)


@shape
def collectives_nvvm(n):
    body = ["%c0 = arith.constant 0 : index",
            "%all = arith.constant -1 : i32",
            "%c31 = arith.constant 31 : i32",
            "%true = arith.constant true",
            "%lane = nvvm.read.ptx.sreg.laneid : i32",
            "%li = arith.index_cast %lane : i32 to index",
            "%v = memref.load %in[%li] : memref<32xi32>"]
    consts = []
    for k in range(5):
        consts.append("%%o%d = arith.constant %d : i32" % (k, 1 << k))
    body += consts
    x = "%v"
    for i in range(max(1, (n - len(body) - 2) // 3)):
        body += ["%%s%d = nvvm.shfl.sync bfly %%all, %s, %%o%d, %%c31 : i32 -> "
                 "i32" % (i, x, i % 5),
                 "%%r%d = nvvm.redux.sync add %%s%d, %%all : i32 -> i32" % (i, i),
                 "%%b%d = nvvm.vote.sync ballot %%all, %%true -> i32" % i]
        x = "%%r%d" % i
    body += ["memref.store %s, %%out[%%li] : memref<32xi32>" % x,
             "gpu.return"]
    return kernel("collectives_nvvm",
                  "%in: memref<32xi32>, %out: memref<32xi32>", body)


@shape
def ballot_errors(n):
    body = ["%lane = nvvm.read.ptx.sreg.laneid : i32",
            "%p = arith.constant true"]
    for i in range(max(1, n - len(body) - 1)):
        body.append("%%b%d = nvvm.vote.sync ballot %%lane, %%p -> i32" % i)
    body.append("gpu.return")
    return kernel("ballot_errors", "", body)


@shape
def tile_chain(n):
    # Each step: a load from the view, a load_mut, an add and a store (4 ops).
    body = []
    t = "%t0"
    steps = max(1, (n - 1) // 4)
    for i in range(steps):
        body += ["%%x%d = tile.load %%a like %%c : !tile.view<4096x512xf32>, "
                 "!tile.part<64x128xf32> -> tensor<64x128xf32>" % i,
                 "%%old%d, %%u%d = tile.load_mut %%c, %s : "
                 "!tile.part<64x128xf32> -> tensor<64x128xf32>" % (i, i, t),
                 "%%new%d = arith.addf %%old%d, %%x%d : tensor<64x128xf32>"
                 % (i, i, i),
                 "%%t%d = tile.store %%new%d, %%c, %%u%d : tensor<64x128xf32>, "
                 "!tile.part<64x128xf32>" % (i + 1, i, i)]
        t = "%%t%d" % (i + 1)
    body.append("tile.return %s : !tile.token" % t)
    return ("tile.kernel @tile_chain(%a: !tile.view<4096x512xf32>, "
            "%c: !tile.part<64x128xf32>, %t0: !tile.token) {\n  " +
            "\n  ".join(body) + "\n}\n")


CUDA_PATH = os.environ.get("CUDA_PATH", "/usr/local/cuda")
LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")


def imported_cuda(source, defines=()):
    """`source` (a .cu beside this file) compiled for sm_90 by clang-22 and
    imported by mlir-translate, with the flags of test/lit.cfg.py's
    %clang-cuda and `-D` for each of `defines`; cached by the source's hash
    and the defines (a compile takes 2-6 s on an idle core, 20 s loaded).
    Raises RuntimeError naming what is missing."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), source)
    with open(path, "rb") as f:
        digest = hashlib.sha256(
            f.read() + " ".join(defines).encode()).hexdigest()[:16]
    cache = os.path.join(tempfile.gettempdir(),
                         "warptile-bench-%s-%s.mlir" % (source, digest))
    if os.path.exists(cache):
        with open(cache) as f:
            return f.read()
    clang = os.path.join(LLVM_BIN, "clang")
    translate = os.path.join(LLVM_BIN, "mlir-translate")
    for tool in (clang, translate,
                 os.path.join(CUDA_PATH, "include", "cuda_runtime.h")):
        if not os.path.exists(tool):
            raise RuntimeError("%s needs %s" % (source, tool))
    with tempfile.TemporaryDirectory() as tmp:
        ll = os.path.join(tmp, "module.ll")
        cmd = [clang, "-x", "cuda", "--cuda-device-only",
               "--cuda-gpu-arch=sm_90", "--cuda-path=" + CUDA_PATH, "-O2",
               "-emit-llvm", "-S", "-Wno-unknown-cuda-version", "-w"]
        cccl = os.path.join(CUDA_PATH, "include", "cccl")
        if os.path.isdir(cccl):
            cmd += ["-isystem", cccl]
        cmd += ["-D" + d for d in defines]
        subprocess.run(cmd + [path, "-o", ll], check=True)
        text = subprocess.run([translate, "--import-llvm", ll],
                              check=True, capture_output=True,
                              text=True).stdout
    with open(cache + ".part", "w") as f:
        f.write(text)
    os.replace(cache + ".part", cache)
    return text


@shape
def cub_device(n):
    return copies_of(imported_cuda("cub_device.cu"), n)


# cub_device_wide.cu's families, each alone (-DCUB_FAMILY_<NAME>), and all
# of them in one module.
@shape
def cub_histogram(n):
    return copies_of(imported_cuda("cub_device_wide.cu",
                                   ["CUB_FAMILY_HISTOGRAM"]), n)


@shape
def cub_select(n):
    return copies_of(imported_cuda("cub_device_wide.cu",
                                   ["CUB_FAMILY_SELECT"]), n)


@shape
def cub_segmented_reduce(n):
    return copies_of(imported_cuda("cub_device_wide.cu",
                                   ["CUB_FAMILY_SEGMENTED_REDUCE"]), n)


@shape
def cub_segmented_sort(n):
    return copies_of(imported_cuda("cub_device_wide.cu",
                                   ["CUB_FAMILY_SEGMENTED_SORT"]), n)


@shape
def cub_device_wide(n):
    return copies_of(imported_cuda("cub_device_wide.cu"), n)


# The imported shapes, whose sizes are whole copies of one module.
IMPORTED = ("cub_device", "cub_histogram", "cub_select",
            "cub_segmented_reduce", "cub_segmented_sort", "cub_device_wide")


def copies_of(text, n):
    """The imported module `text`, copied (nested modules, each its own
    symbol table) as often as makes about `n` ops; at least once."""
    # Attribute aliases (#tbaa_tag = ...) stay at the top; the module that
    # follows them is copied into one outer module.
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines)
                 if line.startswith("module"))
    aliases, module = lines[:start], lines[start:]
    copies = max(1, round(n / count_ops("\n".join(module))))
    return "\n".join(aliases + ["module {"] + module * copies + ["}"]) + "\n"


@shape
def race_unrolled(n):
    k = max(1, (n - 10) // 3)
    body = ["%bid = gpu.block_id x", "%bdim = gpu.block_dim x",
            "%tid = gpu.thread_id x", "%b = arith.muli %bid, %bdim : index",
            "%g = arith.addi %b, %tid : index",
            "%%ck = arith.constant %d : index" % k,
            "%base = arith.muli %g, %ck : index",
            "%v = arith.constant 1.0 : f32"]
    for i in range(k):
        body += ["%%c%d = arith.constant %d : index" % (i, i),
                 "%%i%d = arith.addi %%base, %%c%d : index" % (i, i),
                 "memref.store %%v, %%out[%%i%d] : memref<?xf32>" % i]
    body.append("gpu.return")
    return kernel("race_unrolled", "%out: memref<?xf32>", body)


@shape
def race_kernels(n):
    kernels = []
    for i in range(max(1, n // 12)):
        kernels.append(
            "  gpu.func @vecadd%d(%%out: memref<?xf32>, %%n: index) kernel {\n"
            "    %%bid = gpu.block_id x\n    %%bdim = gpu.block_dim x\n"
            "    %%tid = gpu.thread_id x\n"
            "    %%b = arith.muli %%bid, %%bdim : index\n"
            "    %%i = arith.addi %%b, %%tid : index\n"
            "    %%in = arith.cmpi ult, %%i, %%n : index\n"
            "    %%v = arith.constant 1.0 : f32\n"
            "    scf.if %%in {\n"
            "      memref.store %%v, %%out[%%i] : memref<?xf32>\n"
            "    }\n    gpu.return\n  }" % i)
    return "gpu.module @bench {\n" + "\n".join(kernels) + "\n}\n"


@shape
def threaded_helpers(n):
    helpers = max(1, (n - 8) // 12)
    parts = ["gpu.module @bench {"]
    for i in range(helpers):
        parts.append(
            "  func.func private @h%d(%%x: !warp.warp<all>, %%k: i32, "
            "%%v: i32) -> (!warp.warp<all>, i32) {\n"
            "    %%c0 = arith.constant 0 : index\n"
            "    %%c1 = arith.constant 1 : index\n"
            "    %%z = arith.constant 0 : i32\n"
            "    %%ki = arith.index_cast %%k : i32 to index\n"
            "    %%r:2 = scf.for %%i = %%c0 to %%ki step %%c1 iter_args(%%y = %%x, "
            "%%a = %%z) -> (!warp.warp<all>, i32) {\n"
            "      %%s = warp.shuffle xor %%y, %%v, 2 : !warp.warp<all>, i32\n"
            "      %%a2 = arith.addi %%a, %%s : i32\n"
            "      scf.yield %%y, %%a2 : !warp.warp<all>, i32\n"
            "    }\n"
            "    return %%r#0, %%r#1 : !warp.warp<all>, i32\n"
            "  }" % i)
    body = ["%w = warp.entry : !warp.warp<all>", "%lane = gpu.lane_id",
            "%li = arith.index_cast %lane : index to i32"]
    w, v = "%w", "%li"
    for i in range(helpers):
        body.append("%%c%d:2 = func.call @h%d(%s, %%n, %s) : (!warp.warp<all>, "
                    "i32, i32) -> (!warp.warp<all>, i32)" % (i, i, w, v))
        w, v = "%%c%d#0" % i, "%%c%d#1" % i
    body += ["memref.store %s, %%out[%%lane] : memref<32xi32>" % v,
             "gpu.return"]
    parts.append("  gpu.func @threaded_helpers(%out: memref<32xi32>, %n: i32) "
                 "kernel attributes {known_block_size = array<i32: 32, 1, 1>} "
                 "{\n    " + "\n    ".join(body) + "\n  }")
    return "\n".join(parts) + "\n}\n"


@shape
def helper_chain(n):
    helpers = max(1, (n - 10) // 4)
    parts = ["gpu.module @bench {"]
    for i in range(helpers):
        if i + 1 < helpers:
            step = ("    %%r = func.call @h%d(%%w, %%v) : (!warp.warp<all>, i32) "
                    "-> i32" % (i + 1))
        else:
            step = "    %r = warp.reduce add %w, %v : !warp.warp<all>, i32"
        parts.append("  func.func private @h%d(%%w: !warp.warp<all>, %%v: i32) "
                     "-> i32 {\n%s\n    return %%r : i32\n  }" % (i, step))
    body = ["%w = warp.entry : !warp.warp<all>", "%lane = gpu.lane_id",
            "%li = arith.index_cast %lane : index to i32",
            "%r = func.call @h0(%w, %li) : (!warp.warp<all>, i32) -> i32",
            "memref.store %r, %out[%lane] : memref<32xi32>", "gpu.return"]
    parts.append("  gpu.func @helper_chain(%out: memref<32xi32>) kernel "
                 "attributes {known_block_size = array<i32: 32, 1, 1>} {\n    "
                 + "\n    ".join(body) + "\n  }")
    return "\n".join(parts) + "\n}\n"


@shape
def uniform_blocks(n):
    blocks = max(1, (n - 10) // 3)
    body = ["%w = warp.entry : !warp.warp<all>", "%lane = gpu.lane_id",
            "%li = arith.index_cast %lane : index to i32",
            "cf.br ^b0(%w : !warp.warp<all>)"]
    lines = []
    for i in range(blocks):
        lines.append("  ^b%d(%%w%d: !warp.warp<all>):" % (i, i))
        lines.append("    %%s%d = warp.shuffle xor %%w%d, %%li, 1 : "
                     "!warp.warp<all>, i32" % (i, i))
        lines.append("    cf.cond_br %%f, ^b%d(%%w%d : !warp.warp<all>), "
                     "^b%d(%%w%d : !warp.warp<all>)" % (i + 1, i, i + 1, i))
    lines.append("  ^b%d(%%wn: !warp.warp<all>):" % blocks)
    lines.append("    %r = warp.reduce add %wn, %li : !warp.warp<all>, i32")
    lines.append("    memref.store %r, %out[%lane] : memref<32xi32>")
    lines.append("    gpu.return")
    return ("gpu.module @bench {\n  gpu.func @uniform_blocks(%out: "
            "memref<32xi32>, %f: i1) kernel attributes {known_block_size = "
            "array<i32: 32, 1, 1>} {\n    " + "\n    ".join(body) + "\n"
            + "\n".join(lines) + "\n  }\n}\n")


def count_ops(text):
    """Op lines: everything but block labels, braces and module/func heads
    (those two are counted too: they are ops)."""
    ops = 0
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith("^") or s == "}":
            continue
        ops += 1
    return ops


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shape", choices=sorted(SHAPES))
    parser.add_argument("ops", type=int)
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()
    text = SHAPES[args.shape](args.ops)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    print(count_ops(text), file=sys.stderr)


if __name__ == "__main__":
    main()
