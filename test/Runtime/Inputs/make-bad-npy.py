"""Writes malformed .npy files into a directory (warp-run must reject each
with a message, never crash): not-npy, truncated, fortran, complex,
negative-shape, fraction-shape, overflow-shape, trailing-data; and good
files of each kind the tests compare against: good (4 f32 ones),
good-i32 (4 i32 ones)."""
import os
import sys


def npy(header, data=b""):
    header = header.encode()
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    header += b" " * pad + b"\n"
    return b"\x93NUMPY\x01\x00" + bytes([len(header) & 255, len(header) >> 8]) + header + data


out = sys.argv[1]
os.makedirs(out, exist_ok=True)
files = {
    "not-npy": b"hello, this is not a numpy file",
    "truncated": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", b"\0" * 8),
    "fortran": npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", b"\0" * 16),
    "complex": npy("{'descr': '<c8', 'fortran_order': False, 'shape': (4,), }", b"\0" * 32),
    "negative-shape": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (-4,), }"),
    "fraction-shape": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4.9,), }", b"\0" * 16),
    "overflow-shape": npy("{'descr': '<u1', 'fortran_order': False, 'shape': (4294967297, 4294967297, 2147483648), }", b"\0" * 16),
    "trailing-data": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", b"\0" * 20),
    "good-i32": npy("{'descr': '<i4', 'fortran_order': False, 'shape': (4,), }", b"\1\0\0\0" * 4),
    "good": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", b"\0\0\x80\x3f" * 4),
}
for name, data in files.items():
    with open(os.path.join(out, name + ".npy"), "wb") as f:
        f.write(data)
