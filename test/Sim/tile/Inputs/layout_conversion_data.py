"""Inputs and NumPy expectations of layout-conversion.test.

usage: layout_conversion_data.py PREFIX SEED
Writes PREFIX.<name>.npy: f16/f32 inputs (random, from SEED) and the
expected results, computed here in NumPy (f16 widened to f32 exactly, the
arithmetic in f32 as the kernels do it; the GEMM in float64).
"""
import sys

import numpy as np

prefix, seed = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(seed)


def save(name, array):
    np.save(f"{prefix}.{name}.npy", array)


# @mixed: z = (f32(x) + y) * y over n = 1000 (a tail block) and 4096.
for n in (1000, 4096):
    x = rng.uniform(-4, 4, n).astype(np.float16)
    y = rng.uniform(-4, 4, n).astype(np.float32)
    save(f"mx{n}", x)
    save(f"my{n}", y)
    save(f"mz{n}", ((x.astype(np.float32) + y) * y).astype(np.float32))

# @mixed2d: z = y - f32(x) over 13 x 128 (a row tail) and 16 x 128.
for rows in (13, 16):
    x = rng.uniform(-4, 4, (rows, 128)).astype(np.float16)
    y = rng.uniform(-4, 4, (rows, 128)).astype(np.float32)
    save(f"dx{rows}", x)
    save(f"dy{rows}", y)
    save(f"dz{rows}", (y - x.astype(np.float32)).astype(np.float32))

# @gemm_add_c: C_out = C_in + A B for M x 64 x N = 100 x 64 x 72 (tails in
# M and N) and 64 x 64 x 128.
for m, n in ((100, 72), (64, 128)):
    a = rng.uniform(-1, 1, (m, 64)).astype(np.float16)
    b = rng.uniform(-1, 1, (64, n)).astype(np.float16)
    c = rng.uniform(-1, 1, (m, n)).astype(np.float32)
    save(f"ga{m}", a)
    save(f"gb{m}", b)
    save(f"gc{m}", c)
    ref = c.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    save(f"gr{m}", ref.astype(np.float32))
