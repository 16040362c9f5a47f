"""Calls a library of `warp-run --emit-lib` from Python with ctypes alone.

No MLIR and no warptile package is needed: the library holds the kernels'
PTX and the host code that launches them; libwarptile_cuda_runtime.so
(built by scripts/gpu-run.sh in runtime-only mode) provides the mgpu*
functions it calls and is loaded first, globally.

    lib = HostLibrary("vadd.so", ["f32[4096]", "f32[4096]", "f32[4096]"],
                      runtime="build-rt/lib/libwarptile_cuda_runtime.so")
    lib.entry(a, b, c)                   # NumPy arrays: copied in and out
    lib.launch(da, db, dc, count=100)    # device buffers: 100 launches

`specs` are the warp-run --arg specs the library was compiled with (their
values are ignored): TYPE[AxB...] for a buffer, TYPE:VALUE or TYPE for a
scalar. A device buffer is anything with `data_ptr()` (a torch tensor),
`__cuda_array_interface__` (CuPy), or an integer address.
"""

import ctypes
import math
import os
import re

_SCALARS = {
    "f32": ctypes.c_float, "f64": ctypes.c_double,
    "i8": ctypes.c_int8, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "u8": ctypes.c_uint8, "u32": ctypes.c_uint32, "u64": ctypes.c_uint64,
    "index": ctypes.c_int64,
}


# Bytes per element of each warp-run type, and its NumPy dtype's name
# (bf16 has none: any 2-byte dtype holds its bits).
_ELEMENTS = {
    "f16": (2, "float16"), "bf16": (2, None), "f32": (4, "float32"),
    "f64": (8, "float64"), "i8": (1, "int8"), "i32": (4, "int32"),
    "i64": (8, "int64"), "u8": (1, "uint8"), "u32": (4, "uint32"),
    "u64": (8, "uint64"),
}


def _parse(spec):
    """(type, shape or None for a scalar)."""
    m = re.fullmatch(r"(\w+)\[([0-9x]+)\](=.*)?", spec)
    if m:
        return m.group(1), [int(d) for d in m.group(2).split("x")]
    m = re.fullmatch(r"(\w+)(:.*)?", spec)
    if not m:
        raise ValueError(f"'{spec}' is not a warp-run --arg spec")
    if m.group(1) not in _SCALARS:
        raise ValueError(f"'{spec}': scalars of type {m.group(1)} cannot be "
                         "passed through ctypes (f16 and bf16 have no C "
                         "type here)")
    return m.group(1), None


def _descriptor_type(rank):
    return type(f"MemRef{rank}", (ctypes.Structure,), {"_fields_": [
        ("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * rank),
        ("strides", ctypes.c_int64 * rank)]})


def _check_buffer(i, value, type_, shape, host):
    """Refuses a buffer whose size or element type differs from the
    library's (the library would read and write past its end). A host
    buffer is a NumPy array; a device buffer is checked where it says its
    shape (torch, CuPy), not when it is an address."""
    if (tuple(value.shape) != tuple(shape) if host else
            hasattr(value, "shape") and
            math.prod(value.shape) != math.prod(shape)):
        raise ValueError(f"argument {i}: shape {tuple(value.shape)}, the "
                         f"library takes {shape}")
    size, name = _ELEMENTS.get(type_, (None, None))
    if host:
        if name and value.dtype.name != name or value.dtype.itemsize != size:
            raise ValueError(f"argument {i}: elements of {value.dtype}, the "
                             f"library takes {type_}")
        if not value.flags["C_CONTIGUOUS"]:
            raise ValueError(f"argument {i} is not C-contiguous")
        if not value.flags["WRITEABLE"]:
            raise ValueError(f"argument {i} is read-only (every buffer is "
                             "copied back)")
    elif hasattr(value, "element_size"):  # torch
        if value.element_size() != size or not value.is_contiguous():
            raise ValueError(f"argument {i}: a contiguous tensor of "
                             f"{size}-byte elements expected ({type_})")
    elif hasattr(value, "dtype") and hasattr(value.dtype, "itemsize"):
        if value.dtype.itemsize != size:
            raise ValueError(f"argument {i}: elements of {value.dtype}, the "
                             f"library takes {type_}")


def _address(buffer):
    if isinstance(buffer, int):
        return buffer
    if hasattr(buffer, "data_ptr"):
        return buffer.data_ptr()
    if hasattr(buffer, "__cuda_array_interface__"):
        return buffer.__cuda_array_interface__["data"][0]
    if hasattr(buffer, "ctypes"):  # a NumPy array
        return buffer.ctypes.data
    raise TypeError(f"cannot take the address of {type(buffer).__name__}")


def _here(path):
    """An existing file as a path dlopen opens (it looks a name without a
    slash up on the library path, not here)."""
    return os.path.abspath(path) if os.path.isfile(path) else path


class HostLibrary:
    def __init__(self, path, specs, runtime=None):
        if runtime:
            # The library's mgpu* symbols resolve against this one.
            ctypes.CDLL(_here(runtime), mode=ctypes.RTLD_GLOBAL)
        self.library = ctypes.CDLL(_here(path))
        self.params = [_parse(s) for s in specs]
        self._entry = self.library._mlir_ciface___warptile_entry
        self._launch = self.library._mlir_ciface___warptile_launch
        argtypes = [ctypes.c_void_p if shape is not None else _SCALARS[t]
                    for t, shape in self.params]
        self._entry.argtypes = argtypes
        self._entry.restype = None
        self._launch.argtypes = argtypes + [ctypes.c_int64]
        self._launch.restype = None

    def _arguments(self, values, check_host):
        if len(values) != len(self.params):
            raise TypeError(f"{len(self.params)} arguments expected, "
                            f"{len(values)} given")
        keep, result = [], []
        for i, ((type_, shape), value) in enumerate(zip(self.params, values)):
            if shape is None:
                result.append(_SCALARS[type_](value))
                continue
            if not isinstance(value, int):
                _check_buffer(i, value, type_, shape, check_host)
            descriptor = _descriptor_type(len(shape))()
            descriptor.allocated = descriptor.aligned = _address(value)
            descriptor.offset = 0
            stride = 1
            for d in reversed(range(len(shape))):
                descriptor.sizes[d] = shape[d]
                descriptor.strides[d] = stride
                stride *= shape[d]
            keep.append(descriptor)
            result.append(ctypes.addressof(descriptor))
        return keep, result

    def entry(self, *arrays):
        """Copies host arrays to the device, launches once, copies back."""
        keep, args = self._arguments(arrays, check_host=True)
        self._entry(*args)

    def launch(self, *buffers, count=1):
        """Launches `count` times on device buffers, then waits once."""
        keep, args = self._arguments(buffers, check_host=False)
        self._launch(*args, count)
