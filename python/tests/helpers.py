"""Helpers the warptile Python tests share."""

import os
import subprocess
import sys


def launches(captured_err):
    """The launch lines the fake driver logged."""
    return [line for line in captured_err.splitlines()
            if line.startswith("fake-cuda: launch ")]


def run_python(code, env=None, timeout=120):
    """Runs `code` in a child Python with the same package and environment,
    changed by `env` (a value of None removes the variable); returns the
    completed process (stdout and stderr as text)."""
    child_env = dict(os.environ)
    for name, value in (env or {}).items():
        if value is None:
            child_env.pop(name, None)
        else:
            child_env[name] = value
    return subprocess.run([sys.executable, "-c", code], env=child_env,
                          capture_output=True, text=True, timeout=timeout)


class DLPackOnly:
    """An array seen only through the DLPack protocol (over a NumPy
    array, so a host tensor)."""

    def __init__(self, array):
        self.array = array

    def __dlpack__(self, stream=None):
        return self.array.__dlpack__()

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


class FakeDeviceArray:
    """A device array for the fake driver, whose device memory is host
    memory: __cuda_array_interface__ over a NumPy array's memory."""

    def __init__(self, array, shape=None, strides=None):
        self.array = array
        self.__cuda_array_interface__ = {
            "shape": shape or array.shape, "typestr": array.dtype.str,
            "data": (array.ctypes.data, False), "strides": strides,
            "version": 3}


def cuda_dlpack(array, deleted):
    """A DLPack capsule of kDLCUDA tensor over `array`'s memory (device
    memory under the fake driver), built with ctypes; the tensor's deleter
    appends to `deleted`. Returns (object with __dlpack__, keepalive)."""
    import ctypes

    class DLDevice(ctypes.Structure):
        _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]

    class DLDataType(ctypes.Structure):
        _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                    ("lanes", ctypes.c_uint16)]

    class DLTensor(ctypes.Structure):
        _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice),
                    ("ndim", ctypes.c_int32), ("dtype", DLDataType),
                    ("shape", ctypes.POINTER(ctypes.c_int64)),
                    ("strides", ctypes.POINTER(ctypes.c_int64)),
                    ("byte_offset", ctypes.c_uint64)]

    Deleter = ctypes.CFUNCTYPE(None, ctypes.c_void_p)

    class DLManagedTensor(ctypes.Structure):
        _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
                    ("deleter", Deleter)]

    shape = (ctypes.c_int64 * array.ndim)(*array.shape)
    codes = {"i": 0, "u": 1, "f": 2}
    deleter = Deleter(lambda pointer: deleted.append(pointer))
    managed = DLManagedTensor()
    managed.dl_tensor = DLTensor(
        array.ctypes.data, DLDevice(2, 0), array.ndim,
        DLDataType(codes[array.dtype.kind], array.dtype.itemsize * 8, 1),
        shape, None, 0)
    managed.deleter = deleter
    new_capsule = ctypes.pythonapi.PyCapsule_New
    new_capsule.restype = ctypes.py_object
    new_capsule.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]

    class Tensor:
        def __dlpack__(self, stream=None):
            return new_capsule(ctypes.addressof(managed), b"dltensor", None)

        def __dlpack_device__(self):
            return (2, 0)

    return Tensor(), (managed, shape, deleter, array)
