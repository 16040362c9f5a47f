#!/usr/bin/env python3
"""Throughput of --warp-check-convergence on generated modules of about 1k,
10k and 100k ops (kernels with shuffles, votes, reductions, lane branches,
uniform loops and barriers; all clean, so no diagnostics are printed).

Times the pass alone with --mlir-timing (parsing excluded), median of
--repeat runs; prints a table and writes JSON. Target: >= 1M ops/s.
Usage: bench/convergence/bench.py [--build build] [--repeat 5]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

KERNEL = """  gpu.func @k{i}(%x: memref<256xi32>, %n: index) kernel {{
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %a = nvvm.shfl.sync bfly %all, %v, %c16i, %c31 : i32 -> i32
    %s = arith.addi %v, %a : i32
    %r = nvvm.redux.sync add %s, %all : i32 -> i32
    %low = arith.cmpi ult, %lane, %c16i : i32
    %half = nvvm.vote.sync ballot %all, %low -> i32
    scf.if %low {{
      %u = nvvm.shfl.sync up %half, %r, %c1i, %c0i : i32 -> i32
      %w = arith.addi %u, %r : i32
      memref.store %w, %x[%t] : memref<256xi32>
    }}
    %acc = scf.for %it = %c0 to %n step %c1 iter_args(%q = %r) -> (i32) {{
      %b = nvvm.shfl.sync bfly %all, %q, %c1i, %c31 : i32 -> i32
      %m = arith.maxsi %q, %b : i32
      gpu.barrier
      scf.yield %m : i32
    }}
    memref.store %acc, %x[%t] : memref<256xi32>
    gpu.return
  }}
"""


def module_with(ops_wanted):
    per_kernel = KERNEL.count("\n") - 1  # ops, roughly one per line
    kernels = max(1, ops_wanted // per_kernel)
    body = "".join(KERNEL.format(i=i) for i in range(kernels))
    return "gpu.module @bench {\n" + body + "}\n"


def count_ops(warp_opt, path):
    # The op count from MLIR itself: one line per op in generic form.
    out = subprocess.run([warp_opt, path, "--mlir-print-op-generic"],
                         check=True, capture_output=True, text=True).stdout
    return sum(1 for line in out.splitlines() if '"' in line.split("=")[-1][:3]
               or re.match(r'\s*(%\S+ = )?"[a-z_.0-9]+"', line))


def pass_seconds(warp_opt, path):
    out = subprocess.run(
        [warp_opt, path, "--warp-check-convergence=warnings-as-errors",
         "--mlir-timing", "--mlir-timing-display=list", "-o", os.devnull],
        check=True, capture_output=True, text=True)
    for line in out.stderr.splitlines():
        if "WarpCheckConvergencePass" in line:
            return float(line.split()[0])
    sys.exit("bench: no timing line for the pass:\n" + out.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", default=os.path.join(ROOT, "bench", "convergence", "results.json"))
    args = parser.parse_args()
    warp_opt = os.path.join(args.build, "bin", "warp-opt")
    if not os.path.exists(warp_opt):
        sys.exit("bench: %s not found; build first (scripts/build.sh)" % warp_opt)

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in (1000, 10000, 100000):
            path = os.path.join(tmp, "m%d.mlir" % size)
            with open(path, "w") as f:
                f.write(module_with(size))
            ops = count_ops(warp_opt, path)
            seconds = statistics.median(pass_seconds(warp_opt, path)
                                        for _ in range(args.repeat))
            rows.append({"ops": ops, "seconds": seconds,
                         "ops_per_second": ops / seconds if seconds else float("inf")})

    print("| ops | check time (median of %d) | ops/s |" % args.repeat)
    print("|---|---|---|")
    for r in rows:
        print("| %d | %.2f ms | %.2fM |" % (r["ops"], r["seconds"] * 1e3,
                                           r["ops_per_second"] / 1e6))
    per_op = [r["seconds"] / r["ops"] for r in rows]
    print("time per op, 100k vs 1k module: %.2fx (1.00x is linear)" % (per_op[-1] / per_op[0]))
    with open(args.json, "w") as f:
        json.dump({"machine": os.uname().nodename, "cores": os.cpu_count(),
                   "rows": rows, "per_op_ratio_100k_vs_1k": per_op[-1] / per_op[0]},
                  f, indent=2)
        f.write("\n")
    return 0 if all(r["ops_per_second"] >= 1e6 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
