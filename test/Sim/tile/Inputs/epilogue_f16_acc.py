#!/usr/bin/env python3
"""Data for epilogue_f16_acc.mlir: f16 A (64 x 32), B (32 x 64), bias (64)
and C (50 x 64: a masked tail of 14 rows) of small integers, and the
expected C + A . B + bias (every partial sum an integer below 2^11: exact
in f16). argv: OUT_PREFIX SEED."""
import sys

import numpy as np

prefix, seed = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(seed)
a = rng.integers(-3, 4, (64, 32)).astype(np.float16)
b = rng.integers(-3, 4, (32, 64)).astype(np.float16)
bias = rng.integers(-3, 4, 64).astype(np.float16)
c = rng.integers(-3, 4, (50, 64)).astype(np.float16)
want = (a.astype(np.float64) @ b.astype(np.float64))[:50] + c + bias
for name, value in [("a", a), ("b", b), ("bias", bias), ("c", c),
                    ("want", want.astype(np.float16))]:
    np.save(f"{prefix}.{name}.npy", value)
