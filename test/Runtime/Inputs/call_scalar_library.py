"""Calls _mlir_ciface___warptile_entry of Inputs/scalar_params.mlir's
library with ctypes, the scalars as C passes them on x86-64: integers in
general registers, floats in SSE registers, an f16 or bf16 in the low 16
bits of one (a c_float carrying those bits, ctypes having no half type).
argv = RUNTIME LIBRARY [SCALE_LIBRARY]; prints the buffer the function
wrote, then calls Inputs/scale_bf16.mlir's library (on the fake driver)."""

import ctypes
import struct
import sys

import numpy as np

runtime, library, scale = sys.argv[1], sys.argv[2], sys.argv[3]
ctypes.CDLL(runtime, mode=ctypes.RTLD_GLOBAL)
lib = ctypes.CDLL(library)


class MemRef1(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * 1),
                ("strides", ctypes.c_int64 * 1)]


def half_bits(bits):
    return ctypes.c_float.from_buffer_copy(struct.pack("<I", bits))


out = np.zeros(8, dtype=np.float64)
buffer = MemRef1(out.ctypes.data, out.ctypes.data, 0, (8,), (1,))
entry = lib._mlir_ciface___warptile_entry
entry.argtypes = [ctypes.c_void_p, ctypes.c_int8, ctypes.c_int32,
                  ctypes.c_int64, ctypes.c_float, ctypes.c_float,
                  ctypes.c_float, ctypes.c_double, ctypes.c_int64]
entry.restype = None
f16 = int(np.array(-1.5, dtype=np.float16).view(np.uint16))
bf16 = struct.unpack("<I", struct.pack("<f", 2.5))[0] >> 16
entry(ctypes.addressof(buffer), -5, -70000, -5000000000, half_bits(f16),
      half_bits(bf16), 3.25, 4.125, 77)
print("scalars:", " ".join(f"{v:g}" for v in out), flush=True)

# The bf16 kernel: x and y of 2048 elements (bf16 bits in uint16s), s = 2.
lib = ctypes.CDLL(scale)
x, y = np.zeros(2048, dtype=np.uint16), np.zeros(2048, dtype=np.uint16)
xd = MemRef1(x.ctypes.data, x.ctypes.data, 0, (2048,), (1,))
yd = MemRef1(y.ctypes.data, y.ctypes.data, 0, (2048,), (1,))
entry = lib._mlir_ciface___warptile_entry
entry.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_void_p]
entry.restype = None
entry(ctypes.addressof(xd), half_bits(0x4000), ctypes.addressof(yd))
print("scale: returned", flush=True)
