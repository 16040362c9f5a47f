"""Random affine kernels against a brute-force oracle.

Each kernel stores to out[a*tid + b*bid*bdim + c*bid + d] under tid < g
(sizes symbolic) or out[a*tid + b*bid + d] under tid < g (block size
declared). The oracle enumerates small launches (blockDim 1-6, gridDim 1-4)
and lists the collisions; the checker must:
  * never pass a kernel the oracle finds a collision in (no R1 and no R3),
  * name in every R1 two distinct threads of the launch it states whose
    indices are the element it states, both under the guard (checked by
    evaluating the index here, not by the checker).
Prints a summary; exits 1 on any violation.

Usage: random_affine.py --warp-opt PATH [--seed N] [--count N] --dir DIR
"""
import argparse
import os
import random
import re
import subprocess
import sys

WITNESS = re.compile(
    r"threads \(b=\((\d+),0,0\), t=\((\d+),0,0\)\) and \(b=\((\d+),0,0\), "
    r"t=\((\d+),0,0\)\) both write element (-?\d+) of argument 0 \(launch: "
    r"blockDim=\((\d+),1,1\), gridDim=\((\d+),1,1\)")


def kernel(a, b, c, d, g, declared):
    lines = ["%tid = gpu.thread_id x", "%bid = gpu.block_id x",
             "%bd = gpu.block_dim x"]
    for name, v in (("ca", a), ("cb", b), ("cc", c), ("cd", d), ("cg", g)):
        lines.append("%%%s = arith.constant %d : index" % (name, v))
    lines += ["%x = arith.muli %tid, %ca : index",
              "%p0 = arith.muli %bid, %bd : index",
              "%y = arith.muli %p0, %cb : index",
              "%z = arith.muli %bid, %cc : index",
              "%s0 = arith.addi %x, %y : index",
              "%s1 = arith.addi %s0, %z : index",
              "%i = arith.addi %s1, %cd : index",
              "%v = arith.constant 1.0 : f32",
              "%p = arith.cmpi ult, %tid, %cg : index",
              "scf.if %p {", "  memref.store %v, %out[%i] : memref<?xf32>",
              "}", "gpu.return"]
    attrs = (" attributes {known_block_size = array<i32: %d, 1, 1>}" %
             declared if declared else "")
    return ("gpu.module @m {\n gpu.func @k(%%out: memref<?xf32>) kernel%s {\n  "
            % attrs + "\n  ".join(lines) + "\n }\n}\n")


def index(a, b, c, d, t, bid, bdim):
    return a * t + b * bid * bdim + c * bid + d


def oracle(a, b, c, d, g, declared):
    for bdim in ([declared] if declared else range(1, 7)):
        for gdim in range(1, 5):
            seen = {}
            for bid in range(gdim):
                for t in range(min(bdim, g)):
                    i = index(a, b, c, d, t, bid, bdim)
                    if i in seen:
                        return True
                    seen[i] = (bid, t)
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--warp-opt", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--dir", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.dir, exist_ok=True)
    path = os.path.join(args.dir, "k.mlir")
    counts = {"R1": 0, "R3": 0, "safe": 0}
    failures = 0
    for _ in range(args.count):
        a, b, c, d = (rng.randint(-3, 3) for _ in range(4))
        g = rng.randint(0, 9)
        declared = rng.choice([0, 0, rng.randint(1, 8)])
        with open(path, "w") as f:
            f.write(kernel(a, b, c, d, g, declared))
        proc = subprocess.run([args.warp_opt, "--warp-check-races",
                               "--mlir-print-op-on-diagnostic=false", path,
                               "-o", os.devnull], capture_output=True,
                              text=True)
        what = (a, b, c, d, g, declared)
        if proc.returncode > 1:
            print("CRASH", what, proc.stderr[-300:])
            failures += 1
            continue
        if "R1:" in proc.stderr:
            counts["R1"] += 1
            m = WITNESS.search(proc.stderr)
            if not m:
                print("UNPARSED WITNESS", what, proc.stderr[:300])
                failures += 1
                continue
            b1, t1, b2, t2, e, bdim, gdim = map(int, m.groups())
            ok = ((b1, t1) != (b2, t2) and max(t1, t2) < min(g, bdim) and
                  max(b1, b2) < gdim and (not declared or bdim == declared) and
                  index(a, b, c, d, t1, b1, bdim) == e ==
                  index(a, b, c, d, t2, b2, bdim))
            if not ok:
                print("BAD WITNESS", what, proc.stderr[:300])
                failures += 1
        elif "R3:" in proc.stderr:
            counts["R3"] += 1
        else:
            counts["safe"] += 1
            if oracle(a, b, c, d, g, declared):
                print("MISSED RACE", what)
                failures += 1
    print("kernels: %d, R1: %d, R3: %d, proven: %d, failures: %d" %
          (args.count, counts["R1"], counts["R3"], counts["safe"], failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
