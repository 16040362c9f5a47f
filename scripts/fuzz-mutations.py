#!/usr/bin/env python3
"""Mutation fuzzing of warp-opt: takes the functions of every test and
example, deletes, duplicates or rewrites a few lines or tokens, and runs the
result through warp-opt alone and with --warp-check-convergence,
--warp-raise, --convert-warp-to-nvvm, --warp-to-ptx and --canonicalize. Bad input must end
in a diagnostic (exit 1), never a crash or a hang; failing inputs are kept.

Usage: scripts/fuzz-mutations.py [--seed N] [--runs N] [--build build] [--out DIR]
                                 [--only PATH-PART]
"""
import argparse
import glob
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOKENS = ["%w", "%v", "even", "odd", "all", "dyn", "low(16)", "lane(0)",
          "!warp.warp<all>", "!warp.warp<dyn>", "i32", "f32", "16", "0", "-1",
          "xor", "up", "warp.yield", "}", "{", "^bb0(%t: !warp.warp<dyn>):",
          "%t0", "%t1", "%c", "%idx", "!tile.token", "!tile.part<128xf32>",
          "!tile.view<?xf32>", "tile.join", "tile.yield", "masked", "like",
          "[%idx]", "tensor<128xf32>", "attributes {unsafe}"]
PIPELINES = [[], ["--warp-check-convergence"], ["--warp-raise"],
             ["--convert-warp-to-nvvm"], ["--warp-to-ptx"], ["--canonicalize"]]


def mutate(rng, text):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(lines))
        r = rng.random()
        if r < 0.3:
            del lines[k]
        elif r < 0.5:
            lines.insert(k, lines[rng.randrange(len(lines))])
        else:
            words = lines[k].split(" ")
            words[rng.randrange(len(words))] = rng.choice(TOKENS)
            lines[k] = " ".join(words)
        if not lines:
            lines = [""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--out", default="fuzz-failures")
    parser.add_argument("--only", default="",
                        help="mutate only files whose path contains this")
    args = parser.parse_args()
    warp_opt = os.path.join(args.build, "bin", "warp-opt")
    rng = random.Random(args.seed)
    sources = glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"), recursive=True)
    sources += glob.glob(os.path.join(ROOT, "examples", "**", "*.mlir"), recursive=True)
    chunks = [c for f in sorted(sources) if args.only in f
              for c in open(f).read().split("// -----")
              if "func" in c or "tile.kernel" in c]
    failures = 0
    for run in range(args.runs):
        src = mutate(rng, rng.choice(chunks))
        pipeline = rng.choice(PIPELINES)
        cmd = [warp_opt, "-", "-o", os.devnull] + pipeline
        try:
            result = subprocess.run(cmd, input=src, capture_output=True,
                                    text=True, timeout=20)
            bad = result.returncode not in (0, 1) or "Stack dump" in result.stderr
            why = "exit %d" % result.returncode
        except subprocess.TimeoutExpired:
            bad, why = True, "timeout"
        if bad:
            failures += 1
            os.makedirs(args.out, exist_ok=True)
            path = os.path.join(args.out, "run%d.mlir" % run)
            with open(path, "w") as f:
                f.write("// %s: warp-opt %s\n%s" % (why, " ".join(pipeline), src))
            print("FAIL (%s) %s" % (why, path))
    print("fuzz: %d runs, %d crashes or hangs (seed %d)" % (args.runs, failures, args.seed))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
