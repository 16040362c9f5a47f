#!/usr/bin/env python3
"""Complexity benchmark: time per op of the verifier, the checker, the raise,
the lowering and the race checker on inputs of 10^3, 10^4 and 10^5 ops in each shape of
generate.py. Linear passes show a flat time per op across the sizes.

Each run is one warp-opt process with --mlir-timing: the verifier's time is
the parser's (parsing and verification; no pass), a pass's time is its own
line. A run that exceeds --timeout is killed and shows as TIMEOUT (so a
quadratic or exponential pass cannot hang the benchmark), one that crashes
as CRASH, one that fails with a diagnostic as ERROR. The growth table is
the ratio of the time per op from each size to the next (1x: linear; 10x:
quadratic).

Usage: bench/complexity/bench.py [--build build] [--sizes 1000,10000,100000]
                                 [--shapes a,b] [--timeout 20] [--repeat 1]
                                 [--stat median|min] [--tools check,raise]
                                 [--json bench/complexity/results.json]
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import generate  # noqa: E402

# (column, warp-opt flags, the --mlir-timing line that holds its time)
TOOLS = [("verify", [], "Parser"),
         ("check", ["--warp-check-convergence"], "WarpCheckConvergencePass"),
         ("raise", ["--warp-raise"], "WarpRaisePass"),
         ("lower", ["--convert-warp-to-nvvm"], "ConvertWarpToNVVMPass"),
         ("races", ["--warp-check-races"], "WarpCheckRacesPass")]


def run_once(warp_opt, path, flags, timing_name, timeout):
    """Returns (status, seconds); seconds is None unless status is 'ok' or
    'ERROR' with a timing line."""
    cmd = [warp_opt, path, *flags, "--mlir-timing",
           "--mlir-timing-display=list", "-o", os.devnull]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", None
    if proc.returncode < 0 or proc.returncode > 1:
        return "CRASH", None
    seconds = None
    for line in proc.stderr.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[-1] == timing_name:
            seconds = float(parts[0])
    status = "ok" if proc.returncode == 0 else "ERROR"
    return status, seconds


def measure(warp_opt, path, flags, timing_name, timeout, repeat, stat):
    times = []
    for _ in range(repeat):
        status, seconds = run_once(warp_opt, path, flags, timing_name, timeout)
        if status in ("TIMEOUT", "CRASH") or seconds is None:
            return status, None
        times.append(seconds)
    return status, (min(times) if stat == "min" else
                    statistics.median(times))


def cell(entry):
    if entry["us_per_op"] is None:
        return entry["status"]
    text = "%.2f" % entry["us_per_op"]
    return text if entry["status"] == "ok" else text + "!"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--shapes", default=",".join(generate.SHAPES))
    parser.add_argument("--tools", default=",".join(t for t, _, _ in TOOLS),
                        help="columns to time (default: all)")
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds per warp-opt run")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--stat", choices=("median", "min"), default="median",
                        help="of the repeats: the median, or the fastest "
                        "(the quietest run on a machine other jobs load)")
    parser.add_argument("--json", default=os.path.join(HERE, "results.json"))
    args = parser.parse_args()
    warp_opt = os.path.join(args.build, "bin", "warp-opt")
    if not os.access(warp_opt, os.X_OK):
        sys.exit("bench: no %s; build first (scripts/build.sh)" % warp_opt)
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = args.shapes.split(",")
    known = [t for t, _, _ in TOOLS]
    for tool in args.tools.split(","):
        if tool not in known:
            sys.exit("bench: unknown tool '%s' (known: %s)" %
                     (tool, ", ".join(known)))
    tools = [t for t in TOOLS if t[0] in args.tools.split(",")]
    for name in shapes:
        if name not in generate.SHAPES:
            sys.exit("bench: unknown shape '%s' (known: %s)" %
                     (name, ", ".join(generate.SHAPES)))

    results = []
    load_before = os.getloadavg()
    header = "%-17s %7s " % ("shape", "ops") + "".join(
        "%10s " % name for name, _, _ in tools)
    print("time per op in microseconds (! = the pass reported an error; "
          "timeout %gs)" % args.timeout)
    print(header)
    with tempfile.TemporaryDirectory() as tmp:
        for name in shapes:
            for size in sizes:
                try:
                    text = generate.SHAPES[name](size)
                except (RuntimeError, OSError,
                        subprocess.CalledProcessError) as e:
                    # The imported CUB shapes need clang-22 and CUDA's headers.
                    print("%-17s skipped: %s" % (name, e), flush=True)
                    break
                ops = generate.count_ops(text)
                path = os.path.join(tmp, "%s-%d.mlir" % (name, size))
                with open(path, "w") as f:
                    f.write(text)
                row = {"shape": name, "size": size, "ops": ops, "tools": {}}
                for tool, flags, timing_name in tools:
                    status, seconds = measure(warp_opt, path, flags,
                                              timing_name, args.timeout,
                                              args.repeat, args.stat)
                    row["tools"][tool] = {
                        "status": status, "seconds": seconds,
                        "us_per_op": None if seconds is None
                        else seconds * 1e6 / ops}
                results.append(row)
                print("%-17s %7d " % (name, ops) + "".join(
                    "%10s " % cell(row["tools"][t]) for t, _, _ in tools),
                    flush=True)

    # Growth of the time per op from each size to the next. --mlir-timing
    # counts in 0.1 ms, so a time under 1 ms is too coarse for a ratio.
    growth = {}
    steps = ["%d->%d" % (a, b) for a, b in zip(sizes, sizes[1:])]
    print("\ngrowth of time per op from each size to the next (flat is "
          "about 1x; '-': under 1 ms, too short to compare)")
    print("%-17s " % "shape" + "".join("%25s " % t for t, _, _ in tools))
    print("%-17s " % "" + "".join("%25s " % " ".join(steps)
                                  for _ in tools))
    for name in shapes:
        rows = [r for r in results if r["shape"] == name]
        if not rows:
            continue
        growth[name] = {}
        cells = []
        for tool, _, _ in tools:
            ratios = []
            for a, b in zip(rows, rows[1:]):
                x, y = a["tools"][tool], b["tools"][tool]
                if y["seconds"] is None:
                    ratios.append(y["status"])
                elif x["seconds"] is None or x["seconds"] < 1e-3:
                    ratios.append(None)
                else:
                    ratios.append(y["us_per_op"] / x["us_per_op"])
            growth[name][tool] = dict(zip(steps, ratios))
            cells.append(" ".join(
                "-" if g is None else g if isinstance(g, str) else
                "%.1fx" % g for g in ratios))
        print("%-17s " % name + "".join("%25s " % c for c in cells))

    with open(args.json, "w") as f:
        json.dump({"machine": platform.machine(), "cpus": os.cpu_count(),
                   "timeout_s": args.timeout, "repeat": args.repeat,
                   "stat": args.stat,
                   # Other jobs on the machine slow every run alike.
                   "load_average": {"start": load_before,
                                    "end": os.getloadavg()},
                   "sizes": sizes, "results": results, "growth": growth},
                  f, indent=1)
        f.write("\n")
    print("\nwrote %s" % os.path.relpath(args.json))


if __name__ == "__main__":
    main()
