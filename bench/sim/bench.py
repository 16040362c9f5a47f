#!/usr/bin/env python3
"""Speed of the CPU simulator (warp-run --sim): simulated GPU threads per
second and wall time, on the 1M-element vector add (4096 blocks of 256,
no synchronisation: one fiber switch in and out per thread), on the
butterfly sum over 4096 warps (five full-warp shuffles per thread, so
every thread blocks five times) and on the shared-memory tree reduction
of 4096 blocks of 256 (nine barriers per thread, shared loads and stores
under the race check), and on a histogram of 1M elements into 256 bins
by memref.atomic_rmw (acq_rel atomics: every update acquires what the
updates of its bin released before it, from every earlier block).
Median of --repeat runs; prints a table and writes JSON. Target: the
vector add under 10 s on a 2-core machine.

Usage: bench/sim/bench.py [--build build] [--repeat 3] [--json FILE]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

CASES = [
    ("vector_add 4096x256", "examples/gpu/vector_add.mlir", 4096 * 256,
     ["--grid", "4096", "--block", "256", "--arg", "f32[1048576]=const:1",
      "--arg", "f32[1048576]=const:2", "--arg", "f32[1048576]",
      "--arg", "i32:1048576"]),
    ("butterfly_sum 4096x32", "examples/warp/butterfly_sum.mlir", 4096 * 32,
     ["--grid", "4096", "--block", "32", "--arg", "f32[32]=iota",
      "--arg", "f32[32]"]),
    ("block_reduce 4096x256", "examples/gpu/block_reduce.mlir", 4096 * 256,
     ["--grid", "4096", "--block", "256", "--arg", "f32[1048576]=const:1",
      "--arg", "f32[4096]"]),
    ("histogram 4096x256", "bench/sim/histogram.mlir", 4096 * 256,
     ["--grid", "4096", "--block", "256", "--arg", "i32[1048576]=iota",
      "--arg", "i32[256]", "--arg", "i32:1048576", "--timeout", "120"]),
]


def run(runner, path, args):
    start = time.perf_counter()
    out = subprocess.run([runner, "--sim", "--timings", os.path.join(ROOT, path)]
                         + args, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    phases = dict((m.group(1).strip(), float(m.group(2)) / 1e3) for m in
                  re.finditer(r"warp-run: (\w[\w ]*?)\s+([\d.]+) ms",
                              out.stdout))
    return wall, phases["compile"], phases["simulate"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", default=os.path.join(
        ROOT, "bench", "sim", "results.json"))
    args = parser.parse_args()
    runner = os.path.join(args.build, "bin", "warp-run")
    rows = []
    print("%-24s %10s %10s %10s %10s %14s" % (
        "case", "threads", "wall_s", "compile_s", "sim_s", "threads_per_s"))
    for name, path, threads, extra in CASES:
        runs = [run(runner, path, extra) for _ in range(args.repeat)]
        wall = statistics.median(r[0] for r in runs)
        compile_s = statistics.median(r[1] for r in runs)
        sim = statistics.median(r[2] for r in runs)
        rate = threads / sim if sim > 0 else 0
        rows.append({"case": name, "threads": threads, "wall_s": wall,
                     "compile_s": compile_s, "simulate_s": sim,
                     "threads_per_s": rate, "repeat": args.repeat})
        print("%-24s %10d %10.3f %10.3f %10.3f %14.0f" % (
            name, threads, wall, compile_s, sim, rate))
    with open(args.json, "w") as f:
        json.dump({"machine": os.uname().machine,
                   "cpus": os.cpu_count(),
                   # Other work on the machine inflates the times.
                   "loadavg_1_5_15": [round(x, 2) for x in os.getloadavg()],
                   "results": rows}, f, indent=2)
        f.write("\n")
    vadd = rows[0]["wall_s"]
    print("vector add 1M wall time: %.3f s (target < 10 s): %s" % (
        vadd, "ok" if vadd < 10 else "MISSED"))
    return 0 if vadd < 10 else 1


if __name__ == "__main__":
    sys.exit(main())
