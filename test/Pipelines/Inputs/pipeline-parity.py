#!/usr/bin/env python3
"""Checks that warp-to-ptx lowers every kernel MLIR's own pipeline lowers.

    pipeline-parity.py --warp-opt PATH --mlir-opt PATH [--chip sm_90] PATH...

Each PATH is a .mlir file or a folder searched for them. Each file is split at `// -----` lines into the inputs a --split-input-file
run sees. Every input goes through upstream's
`mlir-opt --gpu-lower-to-nvvm-pipeline` (on the same chip, PTX text out);
each one it lowers must lower through `warp-opt --warp-to-ptx` as well.
Inputs upstream rejects (the warp and tile dialects, invalid IR) ask
nothing. An input warp-to-ptx refuses at an op the chip cannot have
("... needs sm_XX ...; the target chip is ...", where upstream writes PTX
that ptxas refuses) counts as lowered when it lowers for the first chip the
error names. So does an input warp-to-ptx refuses at an atomic on the
thread's own memory, where upstream writes an `atom.local` (PTX has no
atomic on .local; ptxas refuses it), and one it refuses at a kernel that
returns a value (upstream writes an `.entry` storing a return value, which
ptxas refuses) or at a call of a kernel or with a calling convention not
its callee's (undefined: upstream's PTX has the path to it deleted). Prints one line per failure and a summary; exit 1 on
a failure.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)


def lowers(command, text, timeout, output=False):
    """Whether `command` reads `text` on stdin and succeeds, and its
    errors (its output, with `output`)."""
    try:
        run = subprocess.run(command + ["-"], input=text.encode(),
                             stdout=subprocess.PIPE if output
                             else subprocess.DEVNULL,
                             stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "timed out after %d s" % timeout
    if output:
        return run.returncode == 0, run.stdout.decode(errors="replace")
    return run.returncode == 0, run.stderr.decode(errors="replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warp-opt", required=True)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--features", default="+ptx80")
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()

    files = []
    for path in args.paths:
        if not os.path.isdir(path):
            files.append(path)
            continue
        for folder, _, names in sorted(os.walk(path)):
            files += [os.path.join(folder, name) for name in sorted(names)
                      if name.endswith(".mlir")]

    upstream = [args.mlir_opt, "--gpu-lower-to-nvvm-pipeline=cubin-chip=%s "
                "cubin-features=%s cubin-format=isa" % (args.chip,
                                                        args.features)]
    ours = [args.warp_opt, "--warp-to-ptx=chip=%s features=%s format=isa" %
            (args.chip, args.features)]

    inputs = []
    for path in files:
        with open(path) as f:
            chunks = SPLIT.split(f.read())
        for index, chunk in enumerate(chunks):
            inputs.append(("%s#%d" % (path, index), chunk))

    def check(item):
        name, text = item
        up, _ = lowers(upstream, text, args.timeout)
        if not up:
            return name, False, True, "", False
        ok, log = lowers(ours, text, args.timeout)
        newer = re.search(r"error: .* needs (?:an arch-specific chip \()?"
                          r"(sm_[0-9]+[af]?)[ ,].*; the target chip is ", log)
        if not ok and "which PTX has no atomic for" in log:
            _, ptx = lowers(upstream, text, args.timeout, output=True)
            if re.search(r"(atom|red)(\.[a-z0-9]+)*\.local\.", ptx):
                return name, True, True, log, False
        if not ok and re.search(r"error: (kernel '[^']*' returns a value|"
                                r"calls kernel @|calls @\S+ with the \S+ "
                                r"calling convention, but)", log):
            return name, True, True, log, False
        if not ok and newer:
            chip = [args.warp_opt, "--warp-to-ptx=chip=%s features=%s "
                    "format=isa" % (newer.group(1), args.features)]
            ok, log = lowers(chip, text, args.timeout)
            return name, True, ok, log, ok
        return name, True, ok, log, False

    failures = 0
    lowered = 0
    newer_chip = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, up, ok, log, for_newer in pool.map(check, inputs):
            lowered += up
            newer_chip += for_newer
            if not ok:
                failures += 1
                first = next((l for l in log.splitlines() if "error" in l),
                             " ".join(log.split())[:200])
                print("FAIL %s: upstream lowers it, warp-to-ptx does not: %s"
                      % (name, first))
    print("%d inputs from %d files; upstream lowers %d; warp-to-ptx fails "
          "on %d of those (%d refused at an op the chip lacks, lowered for "
          "a chip that has it)" % (len(inputs), len(files), lowered,
                                   failures, newer_chip))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
