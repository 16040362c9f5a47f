#!/usr/bin/env python3
"""Expected values of inexact-regions.mlir, from the ops' definitions
(Warp.md), independent of the lowering. The input is iota(32).

if_static: on the low half, `warp.if even`: even lanes 0-14 read lane
l xor 2, odd lanes 1-15 lane l xor 4; lanes 16-31 store -1.
if_ballot: on the low half, `warp.if` on (v & 2) != 0: the lanes that take
the branch store the ballot of the taken lanes among 0-15 (a dyn
sub-warp), the others store -2; lanes 16-31 store -1.
call_half: the low half calls a helper that shuffles xor 1: lanes 0-15 read
l xor 1; lanes 16-31 store -1.

if_noresult: on the low half, a warp.if even with no results whose lanes
store their xor-2 partner's value in place: even lanes 0-14 hold l xor 2,
the others keep l.
nested: a warp.if low(4) on the even half of the low(8) sub-warp of a
warp.if on the low half: lanes 0 and 2 swap, the others keep l.

Usage: inexact_expected.py if_static|if_ballot|call_half|if_noresult|nested OUT.npy
"""
import sys

import numpy as np

which, out = sys.argv[1], sys.argv[2]
v = list(range(32))
r = [-1] * 32
if which in ("if_noresult", "nested"):
    r = list(range(32))
    for lane in range(16 if which == "if_noresult" else 4):
        if lane % 2 == 0:
            r[lane] = v[lane ^ 2]
    np.save(out, np.array(r, dtype=np.int32))
    sys.exit(0)
for lane in range(16):
    if which == "if_static":
        r[lane] = v[lane ^ 2] if lane % 2 == 0 else v[lane ^ 4]
    elif which == "if_ballot":
        taken = [l for l in range(16) if v[l] & 2]
        r[lane] = sum(1 << l for l in taken) if lane in taken else -2
    else:
        r[lane] = v[lane ^ 1]
np.save(out, np.array(r, dtype=np.int32))
