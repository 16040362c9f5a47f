#!/usr/bin/env python3
"""Records what the analyses built on the uniformity solver say about every
input the project has, so that a change meant only to make them faster can
be shown to change nothing: collect the inputs once, record the old and
the new warp-opt's verdicts on them into two folders, and compare those.

For each input it records, as text (stdout, stderr and the exit status):
  check   --warp-check-convergence --error-limit=0 (every error, warning and
          note with its location; errors print their op)
  strict  --warp-check-convergence=warnings-as-errors --error-limit=0
  raise   --warp-raise (the raised IR and its warnings)
  races   --warp-check-races
  verify  the parse alone (the warp verifier's W17 runs the uniformity
          analysis)
Files holding `// -----` are split (--split-input-file).

Inputs: every .mlir under test/ and examples/, every .mlir lit left under
the build's test/ outputs (the CUDA corpus and device-wide CUB modules as
clang-22 compiled and mlir-translate imported them: run lit first), the
complexity shapes of generate.py at 10^3 and 10^4 ops (the imported CUB
shapes at 10^4),
and bench/convergence's module.

Usage: bench/complexity/verdicts.py collect --out INPUTS [--build build]
       bench/complexity/verdicts.py record --warp-opt BIN --inputs INPUTS --out DIR
       bench/complexity/verdicts.py compare DIR_A DIR_B
"""
import argparse
import filecmp
import glob
import hashlib
import multiprocessing
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import generate  # noqa: E402

MODES = {
    "check": ["--warp-check-convergence", "--error-limit=0"],
    "strict": ["--warp-check-convergence=warnings-as-errors",
               "--error-limit=0"],
    "raise": ["--warp-raise"],
    "races": ["--warp-check-races"],
    "verify": [],
}


def inputs(build, tmp):
    found = []
    for pattern in ("test/**/*.mlir", "examples/**/*.mlir"):
        found += sorted(glob.glob(os.path.join(ROOT, pattern),
                                  recursive=True))
    found += sorted(glob.glob(os.path.join(build, "test", "**", "Output",
                                           "**", "*.mlir"), recursive=True))
    for name in generate.SHAPES:
        sizes = [10000] if name in generate.IMPORTED else [1000, 10000]
        for size in sizes:
            try:
                text = generate.SHAPES[name](size)
            except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
                print("verdicts: shape %s skipped: %s" % (name, e),
                      file=sys.stderr)
                break
            path = os.path.join(tmp, "%s-%d.mlir" % (name, size))
            with open(path, "w") as f:
                f.write(text)
            found.append(path)
    sys.path.insert(0, os.path.join(ROOT, "bench", "convergence"))
    import bench as convergence_bench  # noqa: E402
    path = os.path.join(tmp, "convergence-bench.mlir")
    with open(path, "w") as f:
        f.write(convergence_bench.module_with(3000))
    found.append(path)
    return found


def key(path):
    """A file name for an input: its path relative to the tree, flattened
    (the temporary folder of the shapes dropped), with a hash against
    collisions."""
    rel = os.path.relpath(path, ROOT)
    if rel.startswith(".."):
        rel = "shape/" + os.path.basename(path)
    flat = rel.replace("/", "__")
    return flat[-120:] + "." + hashlib.sha1(rel.encode()).hexdigest()[:8]


def collect(build, out):
    """Copies every input into `out`, flat, so that two binaries read the
    same files whatever lit or the generators do meanwhile."""
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        files = [p for p in inputs(build, tmp) if os.path.isfile(p)]
        for path in files:
            with open(path, "rb") as f:
                data = f.read()
            with open(os.path.join(out, key(path) + ".mlir"), "wb") as f:
                f.write(data)
    print("verdicts: %d inputs in %s" % (len(files), out))


def record_one(job):
    warp_opt, folder, out, timeout, modes, path = job
    with open(path, errors="replace") as f:
        split = "// -----" in f.read()
    for mode in modes:
        cmd = [warp_opt, os.path.basename(path), *MODES[mode]]
        if split:
            cmd.append("--split-input-file")
        try:
            proc = subprocess.run(cmd, capture_output=True, cwd=folder,
                                  timeout=timeout)
            text = (b"rc=%d\n--- stdout\n" % proc.returncode +
                    proc.stdout + b"\n--- stderr\n" + proc.stderr)
        except subprocess.TimeoutExpired:
            text = b"TIMEOUT\n"
        name = os.path.basename(path)[:-len(".mlir")]
        with open(os.path.join(out, name + "." + mode), "wb") as f:
            f.write(text)


def record(warp_opt, folder, out, timeout, modes, jobs):
    os.makedirs(out, exist_ok=True)
    files = sorted(glob.glob(os.path.join(folder, "*.mlir")))
    work = [(warp_opt, folder, out, timeout, modes, p) for p in files]
    with multiprocessing.Pool(jobs) as pool:
        for n, _ in enumerate(pool.imap_unordered(record_one, work)):
            if n % 50 == 0:
                print("verdicts: %d/%d" % (n, len(files)), file=sys.stderr,
                      flush=True)
    print("verdicts: %d inputs x %d modes in %s" % (len(files), len(modes),
                                                   out))


def compare(a, b):
    names_a, names_b = set(os.listdir(a)), set(os.listdir(b))
    only = sorted(names_a ^ names_b)
    differ = sorted(n for n in names_a & names_b
                    if not filecmp.cmp(os.path.join(a, n), os.path.join(b, n),
                                       shallow=False))
    inputs_count = len({n.rsplit(".", 1)[0] for n in names_a & names_b})
    for n in only:
        print("only in one: %s" % n)
    for n in differ:
        print("differs: %s" % n)
    print("%d inputs, %d outputs compared: %s" % (
        inputs_count, len(names_a & names_b),
        "identical" if not only and not differ else
        "%d differ, %d unmatched" % (len(differ), len(only))))
    return 0 if not only and not differ else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("collect", help="copy every input into a folder")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--out", required=True)
    p = sub.add_parser("record", help="record one warp-opt's verdicts")
    p.add_argument("--warp-opt", required=True)
    p.add_argument("--inputs", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--timeout", type=float, default=120.0)
    p.add_argument("--modes", default=",".join(MODES),
                   help="of: " + ", ".join(MODES))
    p.add_argument("--jobs", type=int, default=1)
    p = sub.add_parser("compare", help="compare two recordings")
    p.add_argument("a")
    p.add_argument("b")
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.build, args.out)
    elif args.command == "record":
        record(os.path.abspath(args.warp_opt), os.path.abspath(args.inputs),
               args.out, args.timeout, args.modes.split(","), args.jobs)
    else:
        sys.exit(compare(args.a, args.b))


if __name__ == "__main__":
    main()
