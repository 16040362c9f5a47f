#!/usr/bin/env python3
"""Normalizes PTX for comparison: drops comments and blank lines, and renames
each kernel (and its parameters) to k0, k1, ... in order of appearance, so a
typed kernel and its hand-written twin compare equal when their code is.

Usage: ptx-normalize.py [FILE]   (standard input when no FILE)
"""
import re
import sys


def normalize(text):
    names = {}
    for name in re.findall(r"\.entry\s+([A-Za-z_$][\w$]*)", text):
        names.setdefault(name, "k%d" % len(names))
    out = []
    for line in text.splitlines():
        line = line.split("//", 1)[0].rstrip()
        if not line.strip():
            continue
        for name, new in names.items():
            line = re.sub(r"\b%s(_param_\d+)?\b" % re.escape(name),
                          lambda m: new + (m.group(1) or ""), line)
        out.append(line)
    return "\n".join(out) + "\n"


def main(argv):
    text = open(argv[1]).read() if len(argv) > 1 else sys.stdin.read()
    sys.stdout.write(normalize(text))


if __name__ == "__main__":
    main(sys.argv)
