#!/usr/bin/env python3
"""Runs warp-run on the execution cases (test/Runtime/Inputs/
execution-cases.txt) and checks that each prints its expected line.

Usage: run-execution-cases.py --runner PATH/warp-run [--cases FILE]
                              [--ptx-dir DIR] [--root DIR]
                              [--runner-arg ARG]...

With --ptx-dir, a case's FILE.mlir runs as DIR/FILE-STEM.ptx instead (for
machines that have a GPU but no MLIR; scripts/gpu-bundle.sh writes them).
--runner-arg adds an argument to every run (--runner-arg=--sim runs the
cases on the CPU simulator).
Exit status: 0 all pass, 1 some fail, 77 no CUDA GPU (warp-run's code).
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runner", required=True)
    parser.add_argument("--cases", default=os.path.join(
        ROOT, "test", "Runtime", "Inputs", "execution-cases.txt"))
    parser.add_argument("--ptx-dir")
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--runner-arg", action="append", default=[])
    args = parser.parse_args()
    failures = total = 0
    for number, line in enumerate(open(args.cases), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        path, options, expected = (part.strip() for part in line.split(";", 2))
        if args.ptx_dir:
            stem = os.path.splitext(os.path.basename(path))[0]
            path = os.path.join(args.ptx_dir, stem + ".ptx")
        else:
            path = os.path.join(args.root, path)
        total += 1
        result = subprocess.run([args.runner, path] + options.split() +
                                args.runner_arg,
                                capture_output=True, text=True, timeout=120)
        if result.returncode == 77:
            print(result.stderr.strip())
            return 77
        lines = result.stdout.splitlines()
        if result.returncode == 0 and expected in lines:
            print("PASS  %s %s" % (os.path.basename(path),
                                   " ".join([options] + args.runner_arg)))
            continue
        failures += 1
        print("FAIL  %s %s (line %d, exit %d)" % (
            os.path.basename(path), " ".join([options] + args.runner_arg),
            number, result.returncode))
        print("  expected: " + expected)
        for out in (result.stdout + result.stderr).splitlines()[:10]:
            print("  got:      " + out)
    print("execution cases: %d passed, %d failed" % (total - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
