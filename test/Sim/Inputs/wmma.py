"""Inputs and expected outputs of test/Sim/wmma.test (numpy's matrix
products; small integers, so every sum is exact in f16 and f32; .f64: small
multiples of a power of two, and one element whose value depends on the
order of the fma's)."""

import os
import sys
from fractions import Fraction

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


def fma_chain(A, B, C):
    """D = A B + C as the simulator's .m8n8k4 .f64 model states it (and the
    ISA leaves open): D[i][j] = fma(A[i][k], B[k][j], ...) from C[i][j]
    for k = 0, 1, 2, 3, each fma rounded once to nearest even; exact
    rationals, then Python's correctly rounded int / int division."""
    D = np.zeros((A.shape[0], B.shape[1]), np.float64)
    for i in range(D.shape[0]):
        for j in range(D.shape[1]):
            s = float(C[i][j])
            for k in range(A.shape[1]):
                exact = (Fraction(float(A[i][k])) * Fraction(float(B[k][j]))
                         + Fraction(s))
                s = exact.numerator / exact.denominator
            D[i][j] = s
    return D


# wmma_f64_row (.m8n8k4 .f64, row-major): multiples of 1/8, every sum
# exact, but for D[0][0]: A[0] = [2^-53, 2^-53, 0, 0], B[0][0] = B[1][0] = 1,
# C[0][0] = 1, so fma in order k = 0, 1, ... rounds 1 + 2^-53 to 1 twice
# (ties to even) and D[0][0] = 1, where summing the products first gives
# 1 + 2^-52.
A = rng.integers(-64, 65, (8, 4)) / 8.0
B = rng.integers(-64, 65, (4, 8)) / 8.0
C = rng.integers(-512, 513, (8, 8)) / 8.0
A[0] = [2.0**-53, 2.0**-53, 0, 0]
B[0][0] = B[1][0] = 1.0
C[0][0] = 1.0
D = fma_chain(A, B, C)
assert D[0][0] == 1.0
save("f64_row_a", A.reshape(-1))
save("f64_row_b", B.reshape(-1))
save("f64_row_c", C.reshape(-1))
save("f64_row_d", D.reshape(-1))

# wmma_f64_col: every operand column-major (a = A^T, b = B^T, c = C^T,
# d = D^T); small multiples of 1/4, every sum exact (numpy's product).
A = rng.integers(-32, 33, (8, 4)) / 4.0
B = rng.integers(-32, 33, (4, 8)) / 4.0
C = rng.integers(-256, 257, (8, 8)) / 4.0
save("f64_col_a", A.T.copy().reshape(-1))
save("f64_col_b", B.T.copy().reshape(-1))
save("f64_col_c", C.T.copy().reshape(-1))
save("f64_col_d", (A @ B + C).T.copy().reshape(-1))
