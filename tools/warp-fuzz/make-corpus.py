#!/usr/bin/env python3
"""Writes warp-fuzz's seed corpus: every .mlir under test/ and examples/,
split at `// -----` as --split-input-file does, one file per piece.

Usage: tools/warp-fuzz/make-corpus.py OUT-DIR
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip())
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    count = 0
    for top in ("test", "examples"):
        for path in sorted(glob.glob(os.path.join(ROOT, top, "**", "*.mlir"),
                                     recursive=True)):
            with open(path) as f:
                pieces = SPLIT.split(f.read())
            rel = os.path.relpath(path, ROOT).replace(os.sep, "__")
            for i, piece in enumerate(pieces):
                if not piece.strip():
                    continue
                with open(os.path.join(out, "%s.%d" % (rel, i)), "w") as f:
                    f.write(piece)
                count += 1
    print("make-corpus: %d seeds in %s" % (count, out))


if __name__ == "__main__":
    main()
