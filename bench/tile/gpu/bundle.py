#!/usr/bin/env python3
"""Here, with MLIR: compiles the GPU benchmark's tile kernels for a machine
without MLIR. For each case of cases.py: the kernel file (an example at the
benchmark's sizes), its run compiled ahead of time with
`warp-run --emit-lib` (a shared library holding the PTX and the host code
that launches it, docs/AheadOfTime.md), and `ptxas -v` of its PTX where
ptxas exists. Writes OUT/manifest.json, which run.py reads on the GPU
machine.

    bench/tile/gpu/bundle.py --out build/gpu-bundle/tile [--small]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases import ROOT, cases, kernel_text  # noqa: E402


def ptxas_info(ptxas, ptx_path, chip):
    """Registers, spills and shared memory of the kernel, or {}."""
    if not ptxas:
        return {}
    out = subprocess.run([ptxas, f"-arch={chip}", "-v", ptx_path, "-o",
                          os.devnull], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"ptxas rejects {ptx_path}:\n{out.stderr}")
    info = {}
    for key, pattern in (("registers", r"Used (\d+) registers"),
                         ("spill_bytes", r"(\d+) bytes spill stores"),
                         ("smem_bytes", r"(\d+) bytes smem")):
        m = re.search(pattern, out.stderr)
        if m:
            info[key] = int(m.group(1))
    return info


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    build = os.environ.get("BUILD_DIR", os.path.join(ROOT, "build"))
    parser.add_argument("--out", default=os.path.join(build, "gpu-bundle",
                                                      "tile"))
    parser.add_argument("--bin", default=os.path.join(build, "bin"),
                        help="where warp-run and warp-ptx are")
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--small", action="store_true",
                        help="tiny sizes (tests on the fake driver)")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    ptxas = shutil.which("ptxas") or (
        "/usr/local/cuda/bin/ptxas"
        if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
    manifest = {"chip": args.chip, "small": args.small, "cases": {}}
    for name, case in cases(args.small).items():
        mlir = os.path.join(args.out, name + ".mlir")
        library = os.path.join(args.out, name + ".so")
        ptx = os.path.join(args.out, name + ".ptx")
        with open(mlir, "w") as f:
            f.write(kernel_text(case))
        command = [os.path.join(args.bin, "warp-run"), mlir, "--chip",
                   args.chip, "--emit-lib", library]
        for spec in case["specs"]:
            command += ["--arg", spec]
        done = subprocess.run(command, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        refused = re.search(r"[\w-]+\.mlir:\d+:\d+: error: [^\n]*",
                            done.stderr)
        if done.returncode == 1 and refused and "not supported" in \
                refused.group(0):
            # A kernel the lowering refuses today (a transformer one):
            # recorded, not bundled, not timed.
            manifest.setdefault("refused", {})[name] = refused.group(0)
            print(f"  {name}: refused today: {refused.group(0)}")
            continue
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            raise subprocess.CalledProcessError(done.returncode, command)
        subprocess.run([os.path.join(args.bin, "warp-ptx"), mlir, "--chip",
                        args.chip, "-o", ptx], check=True)
        entry = dict(case)
        entry.pop("replace")
        entry["library"] = name + ".so"
        entry["ptxas"] = ptxas_info(ptxas, ptx, args.chip)
        manifest["cases"][name] = entry
        print(f"  {name}: {library} {entry['ptxas']}")
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
