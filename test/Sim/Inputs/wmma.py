"""Inputs and expected outputs of test/Sim/wmma.test (numpy's matrix
products; small integers, so every sum is exact in f16 and f32)."""

import os
import sys

import numpy as np

directory = sys.argv[1]
rng = np.random.default_rng(29)


def save(name, array):
    np.save(os.path.join(directory, name + ".npy"), array)


# wmma_f16_col: every operand column-major: A = a^T, B = b^T, C = c^T and
# d = D^T.
a = rng.integers(-4, 5, (16, 16)).astype(np.float16)
b = rng.integers(-4, 5, (16, 16)).astype(np.float16)
c = rng.integers(-64, 65, (16, 16)).astype(np.float16)
D = a.T.astype(np.float32) @ b.T.astype(np.float32) + c.T.astype(np.float32)
save("col_a", a.reshape(-1))
save("col_b", b.reshape(-1))
save("col_c", c.reshape(-1))
save("col_d", D.T.astype(np.float16).reshape(-1))

# wmma_f32_row: windows at column 16 of 16x32 buffers; d's other columns
# stay 0.
a = rng.integers(-8, 9, (16, 32)).astype(np.float16)
b = rng.integers(-8, 9, (16, 32)).astype(np.float16)
c = rng.integers(-1000, 1001, (16, 32)).astype(np.float32)
d = np.zeros((16, 32), np.float32)
d[:, 16:] = (a[:, 16:].astype(np.float32) @ b[:, 16:].astype(np.float32)
             + c[:, 16:])
save("row_a", a.reshape(-1))
save("row_b", b.reshape(-1))
save("row_c", c.reshape(-1))
save("row_d", d.reshape(-1))

# The CUDA C++ kernel (Inputs/ptx_intrinsics.cu): A row-major, B
# column-major (b[j][k] = B[k][j]), C and D row-major, .f32 accumulators.
A = rng.integers(-4, 5, (16, 16)).astype(np.float16)
B = rng.integers(-4, 5, (16, 16)).astype(np.float16)
C = rng.integers(-100, 101, (16, 16)).astype(np.float32)
save("cuda_a", A.reshape(-1))
save("cuda_b", B.T.copy().reshape(-1))
save("cuda_c", C.reshape(-1))
save("cuda_d", (A.astype(np.float32) @ B.astype(np.float32) + C).reshape(-1))
