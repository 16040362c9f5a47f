#!/usr/bin/env python3
"""Expected values of a shuffle on !warp.tile<8, high(16)> (shuffle-offsets.mlir).

Warp.md: with a run-time offset m, lane l of the group [b, b + 8) reads
lane b + ((l - b) xor m) mod 8 (xor) or b + m mod 8 (idx). The input is
iota(32); lanes 0-15 are outside the tile and store -1.

Usage: shuffle_expected.py xor|idx OFFSET OUT.npy
"""
import sys

import numpy as np

mode, offset, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
values = np.arange(32, dtype=np.int32)
expected = np.full(32, -1, dtype=np.int32)
for lane in range(16, 32):
    base = lane - lane % 8
    if mode == "xor":
        source = base + ((lane - base) ^ offset) % 8
    else:
        source = base + offset % 8
    expected[lane] = values[source]
np.save(out, expected)
