"""Calls a `warp-run --emit-lib` library like bench/tile/gpu does, with
NumPy arrays standing in for device memory (the fake driver's device
pointers are host pointers): argv = LIBRARY RUNTIME COUNT SPEC..."""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "bench", "tile", "gpu"))
from hostlib import HostLibrary  # noqa: E402

library, runtime, count, specs = (sys.argv[1], sys.argv[2], int(sys.argv[3]),
                                  sys.argv[4:])
lib = HostLibrary(library, specs, runtime=runtime)
arrays = []
for i, spec in enumerate(specs):
    shape = [int(d) for d in spec.split("[")[1].split("]")[0].split("x")]
    arrays.append(np.full(shape, i + 1, dtype=np.float32))
lib.entry(*arrays)
print("entry: buffers back", [float(a.flat[0]) for a in arrays], flush=True)
lib.launch(*arrays, count=count)
print(f"launch x{count}: returned", flush=True)
try:
    lib.entry(*arrays[:-1])
except TypeError as error:
    print("refused:", error)
# Buffers the library would read and write past the end of.
try:
    lib.entry(*[a.astype(np.float16) for a in arrays])
except ValueError as error:
    print("refused:", error)
try:
    lib.launch(*[a[:-1] for a in arrays])
except ValueError as error:
    print("refused:", error)
arrays[1].flags.writeable = False
try:
    lib.entry(*arrays)
except ValueError as error:
    print("refused:", error)
