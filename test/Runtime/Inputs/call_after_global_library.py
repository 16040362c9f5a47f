"""Loads a `warp-run --emit-lib` library with RTLD_GLOBAL, as a program
linked with it has it, then calls another such library's entry through
hostlib.py: argv = RUNTIME GLOBAL_LIBRARY LIBRARY SPEC... The second
library must run its own entry and host function, not the first's of the
same name (NumPy arrays stand in for device memory on the fake driver)."""

import ctypes
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "bench", "tile", "gpu"))
from hostlib import HostLibrary  # noqa: E402

runtime, first, library, specs = (sys.argv[1], sys.argv[2], sys.argv[3],
                                  sys.argv[4:])
ctypes.CDLL(runtime, mode=ctypes.RTLD_GLOBAL)
ctypes.CDLL(first, mode=ctypes.RTLD_GLOBAL)
lib = HostLibrary(library, specs)
arrays = [np.zeros([int(d) for d in s.split("[")[1].split("]")[0].split("x")],
                   dtype=np.float32) for s in specs]
lib.entry(*arrays)
print("entry returned", flush=True)
lib.launch(*arrays, count=1)
print("launch returned", flush=True)
