"""Loads a warp-run --emit-lib library (and the runtime it calls) with
ctypes where there is no GPU, then calls its entry in a child process:
loading must not touch the driver (it used to end the process with exit
77 in the library's global constructors, before any Python ran); the call
fails with the runtime's message and code, which the caller sees.

    load_library_without_gpu.py RUNTIME LIBRARY
"""

import ctypes
import subprocess
import sys

runtime, library = sys.argv[1], sys.argv[2]
ctypes.CDLL(runtime, mode=ctypes.RTLD_GLOBAL)
lib = ctypes.CDLL(library)
print("loaded:", hasattr(lib, "_mlir_ciface___warptile_launch"), flush=True)

CALL = f"""
import ctypes, sys
ctypes.CDLL({runtime!r}, mode=ctypes.RTLD_GLOBAL)
lib = ctypes.CDLL({library!r})

class Descriptor(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("size", ctypes.c_int64),
                ("stride", ctypes.c_int64)]

buffers = [(ctypes.c_float * 16)() for _ in range(3)]
args = [Descriptor(ctypes.addressof(b), ctypes.addressof(b), 0, 16, 1)
        for b in buffers]
lib._mlir_ciface___warptile_entry(*[ctypes.byref(a) for a in args])
print("returned")
"""
call = subprocess.run([sys.executable, "-c", CALL], capture_output=True,
                      text=True)
print("call exit:", call.returncode)
print("call stderr:", call.stderr.strip())
