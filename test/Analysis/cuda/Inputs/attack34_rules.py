"""Which checker rules fired in which kernel: reads an imported module
(.mlir, no debug locations) and warp-opt's diagnostics on it, and prints
one line per kernel in module order, `NAME: RULE ...` (the distinct rule
IDs of its errors and warnings, sorted; `clean` when none), so a test can
check each kernel's verdict on its own line.

Usage: attack34_rules.py MODULE.mlir DIAGNOSTICS
"""
import re
import sys
from collections import defaultdict

module, diagnostics = sys.argv[1], sys.argv[2]
starts = []
with open(module) as f:
    for number, line in enumerate(f, 1):
        m = re.search(r'llvm\.func .*ptx_kernelcc @(\w+)', line)
        if m:
            starts.append((number, m.group(1)))
rules = defaultdict(set)
with open(diagnostics) as f:
    for line in f:
        m = re.search(r'\.mlir:(\d+):\d+: (?:error|warning): (C\d)', line)
        if not m:
            continue
        at = int(m.group(1))
        owner = [name for number, name in starts if number <= at]
        rules[owner[-1] if owner else '?'].add(m.group(2))
for _, name in starts:
    print('%s: %s' % (name, ' '.join(sorted(rules[name])) or 'clean'))
if '?' in rules:
    print('outside any kernel: %s' % ' '.join(sorted(rules['?'])))
