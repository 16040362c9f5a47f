#!/usr/bin/env python3
"""Writes each `// -----` chunk of a .mlir file to OUTDIR/<gpu.module
name>.mlir, padded with blank lines so that every op keeps its line number
in the original file: a location the simulator reports is the original's.

Usage: split-modules.py FILE.mlir OUTDIR
"""
import os
import re
import sys


def main():
    path, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    line = 0
    for chunk in open(path).read().split("// -----\n"):
        name = re.search(r"gpu\.module @(\w+)", chunk)
        if name:
            with open(os.path.join(outdir, name.group(1) + ".mlir"), "w") as f:
                f.write("\n" * line + chunk)
        line += chunk.count("\n") + 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
