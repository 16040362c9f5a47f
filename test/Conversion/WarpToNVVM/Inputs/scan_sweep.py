#!/usr/bin/env python3
"""warp.scan on every tile shape and placement, run under `warp-run --sim`
(test/Conversion/WarpToNVVM/scan-sweep.test).

For each group size g in {2, 4, 8, 16, 32} and each placement of the active
lanes (every single aligned group, every union of two adjacent groups, the
whole warp, and a few random unions of groups with a fixed seed), a kernel
diverges the warp to those lanes (the half is inexact, so the lowering guards
the scan), tiles it by g and stores an inclusive `add` scan and an exclusive
`max` scan of random inputs on the active lanes (-1 elsewhere, chosen by a
select, so the undefined value of the other lanes is never stored). The
prefixes `low(n)` of a whole warp are swept too.

The expected values are computed here from the op's definition (Warp.md:
lane l of group [b, b + g) scans the lanes b..l), in 32-bit two's
complement, independently of the lowering. Each kernel runs under two
schedules (--sim-seed 1 and 7), and a finding (exit 4) is a failure.

Usage: scan_sweep.py BINDIR WORKDIR   (one line per failure, then a summary)
"""

import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "Sim", "isa", "Inputs"))
sys.dont_write_bytecode = True
from npy_io import write_npy  # noqa: E402

BIN, WORK = sys.argv[1], sys.argv[2]
WARP_RUN = os.path.join(BIN, "warp-run")
os.makedirs(WORK, exist_ok=True)

rng = random.Random(27)
INPUT = [rng.randrange(-(1 << 31), 1 << 31) for _ in range(32)]
INT_MIN = -(1 << 31)


def wrap(x):
    return (x + (1 << 31)) % (1 << 32) - (1 << 31)


def expected(mask, group):
    inclusive, exclusive = [-1] * 32, [-1] * 32
    for lane in range(32):
        if not mask >> lane & 1:
            continue
        base = lane - lane % group
        below = INPUT[base:lane]
        inclusive[lane] = wrap(sum(below) + INPUT[lane])
        exclusive[lane] = max(below) if below else INT_MIN
    return inclusive, exclusive


def lanes_attr(mask):
    return "all" if mask == 0xFFFFFFFF else "mask(0x%08x)" % mask


def kernel(name, mask, group):
    """A kernel scanning on the lanes `mask` in groups of `group`."""
    ty = "!warp.warp<%s>" % lanes_attr(mask)
    lines = [
        "  gpu.func @%s(%%x: memref<32xi32>, %%inc: memref<32xi32>, "
        "%%exc: memref<32xi32>) kernel" % name,
        "      attributes {known_block_size = array<i32: 32, 1, 1>} {",
        "    %w = warp.entry : !warp.warp<all>",
        "    %lane = gpu.lane_id",
        "    %v = memref.load %x[%lane] : memref<32xi32>",
        "    %minus1 = arith.constant -1 : i32",
    ]
    if mask == 0xFFFFFFFF:
        half = "%w"
    else:
        rest = "!warp.warp<%s>" % lanes_attr(~mask & 0xFFFFFFFF)
        lines.append("    %%h, %%r = warp.diverge %%w, %s : !warp.warp<all> -> %s, %s"
                     % (lanes_attr(mask), ty, rest))
        half = "%h"
    handle, hty = half, ty
    if group < 32:
        hty = "!warp.tile<%d, %s>" % (group, lanes_attr(mask)) if mask != 0xFFFFFFFF \
            else "!warp.tile<%d>" % group
        lines.append("    %%t = warp.tile %s, %d : %s -> %s" % (half, group, ty, hty))
        handle = "%t"
    lines += [
        "    %%s = warp.scan inclusive add %s, %%v : %s, i32" % (handle, hty),
        "    %%e = warp.scan exclusive max %s, %%v : %s, i32" % (handle, hty),
    ]
    if mask != 0xFFFFFFFF:
        lines.append("    %%m = warp.merge %%h, %%r : %s, %s -> !warp.warp<all>" % (ty, rest))
    lines += [
        "    %lane32 = arith.index_cast %lane : index to i32",
        "    %%bits = arith.constant %d : i32" % wrap(mask),
        "    %bit = arith.shrui %bits, %lane32 : i32",
        "    %one = arith.constant 1 : i32",
        "    %low = arith.andi %bit, %one : i32",
        "    %active = arith.cmpi eq, %low, %one : i32",
        "    %si = arith.select %active, %s, %minus1 : i32",
        "    %ei = arith.select %active, %e, %minus1 : i32",
        "    memref.store %si, %inc[%lane] : memref<32xi32>",
        "    memref.store %ei, %exc[%lane] : memref<32xi32>",
        "    gpu.return",
        "  }",
    ]
    return "\n".join(lines)


cases = []
for group in (2, 4, 8, 16, 32):
    groups = 32 // group
    full = (1 << group) - 1
    masks = {0xFFFFFFFF}
    for i in range(groups):
        masks.add(full << (i * group))
        if i + 1 < groups:
            masks.add((full | full << group) << (i * group))
    for _ in range(4 if groups > 2 else 0):
        chosen = [i for i in range(groups) if rng.random() < 0.5] or [0]
        masks.add(sum(full << (i * group) for i in chosen))
    for mask in sorted(masks):
        cases.append(("g%d_m%08x" % (group, mask), mask, group))
for n in range(1, 32):  # prefixes of a whole warp
    cases.append(("low%d" % n, (1 << n) - 1, 32))

inputs = os.path.join(WORK, "input.npy")
write_npy(inputs, INPUT)

failures = 0
runs = 0
for name, mask, group in cases:
    want = expected(mask, group)
    # One module per kernel: the simulator compiles the whole module.
    module = os.path.join(WORK, name + ".mlir")
    with open(module, "w") as f:
        f.write("gpu.module @kernels {\n%s\n}\n" % kernel(name, mask, group))
    for seed in (1, 7):
        runs += 1
        proc = subprocess.run(
            [WARP_RUN, "--sim", "--sim-seed", str(seed), module, "--kernel", name,
             "--arg", "i32[32]=file:" + inputs, "--arg", "i32[32]=zeros",
             "--arg", "i32[32]=zeros", "--print"],
            capture_output=True, text=True)
        got = {}
        for line in proc.stdout.splitlines():
            m = re.match(r"arg (\d) i32\[32\]: (.*)", line)
            if m:
                got[int(m.group(1))] = [int(x) for x in m.group(2).split()]
        if proc.returncode != 0 or got.get(1) != want[0] or got.get(2) != want[1]:
            failures += 1
            print("FAIL %s seed %d (exit %d)" % (name, seed, proc.returncode))
            print("  inclusive want %s\n            got  %s" % (want[0], got.get(1)))
            print("  exclusive want %s\n            got  %s" % (want[1], got.get(2)))
            print(proc.stderr[-2000:])
print("scan sweep: %d kernels, %d runs, %d failures" % (len(cases), runs, failures))
