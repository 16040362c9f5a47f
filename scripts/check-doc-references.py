#!/usr/bin/env python3
"""Every Markdown file the docs name exists in the repository.

Scans README.md and every .md under docs/, python/ and examples/ for names
ending in `.md` (links, backticked paths, plain mentions) and resolves each
against the citing file's folder, then the repository root, then docs/ (how
the docs cite each other). Prints each name that resolves nowhere and exits
1 if there is one: the docs must stand on their own, not cite notes kept
outside the repository.

Usage: scripts/check-doc-references.py [ROOT]
"""
import os
import re
import sys

# Written by a run, not committed (bench/tile/gpu/run.py).
GENERATED = {"bench/RESULTS.md"}

NAME = re.compile(r"(?<![\w/.-])((?:\.{0,2}/)?[\w./-]*[\w-]\.md)\b")


def sources(root):
    yield os.path.join(root, "README.md")
    for top in ("docs", "python", "examples"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".md"):
                    yield os.path.join(folder, name)


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    missing = []
    for path in sources(root):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                for match in NAME.finditer(line):
                    name = match.group(1).split("#")[0]
                    if name.startswith("http") or name in GENERATED:
                        continue
                    bases = (os.path.dirname(path), root,
                             os.path.join(root, "docs"))
                    if not any(os.path.isfile(os.path.join(b, name))
                               for b in bases):
                        missing.append("%s:%d: '%s' is not in the repository"
                                       % (os.path.relpath(path, root), number,
                                          name))
    for line in missing:
        print(line)
    print("%d missing" % len(missing))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
