"""wt.StaticMap: a GPU static hash map (cuco::static_map's algorithm) on
the CPU simulator or a CUDA device.

    import numpy as np, warptile as wt
    m = wt.StaticMap(100_000, tile=4, probing="linear", backend="sim")
    m.insert(keys, values)        # -> how many keys were new
    m.find(keys)                  # -> values, the empty value where absent
    m.contains(keys)              # -> bool flags

The kernels are a module of the ABI in examples/staticmap/README.md:
``kernels="warp"`` (the default) picks the warp-dialect kernels
examples/staticmap/staticmap_<probing>_g<G>.mlir (run by the simulator,
lowered to PTX by warp-to-ptx for "cuda"), ``kernels="twin"`` the CUDA C++
twin (examples/staticmap/staticmap.cu: clang's LLVM IR imported for the
simulator, its PTX for CUDA) found in ``kernels_dir``; any other
``kernels=`` is the path of a module (a .mlir for either backend, or a
.ptx for "cuda") with ``kernel_names=(insert, find, contains)``.
"""

from __future__ import annotations

import os
from typing import Any, Optional, Tuple

from . import _warptile

__all__ = ["StaticMap", "TableFullError"]

# The built-in kernels: "warp" (the warp-dialect kernels,
# examples/staticmap/staticmap_<probing>_g<G>.mlir with @insert, @find,
# @contains: the default) or "twin" (the CUDA C++ twin, one module with
# insert_<probing>_g<G>, ...).
_BUILTIN = "warp"
_BUILTINS = ("warp", "twin")

_TILES = (1, 2, 4, 8, 16, 32)
_PROBINGS = ("linear", "double")


class TableFullError(RuntimeError):
    """An insert found no free slot for some key: the map is full (the keys
    inserted before it stay in; ``StaticMap.size`` counts them)."""


def _dtype_name(dtype: Any) -> str:
    import numpy as np
    d = np.dtype(dtype)
    if d not in (np.dtype(np.uint64), np.dtype(np.int64)):
        raise TypeError(f"dtype {d}: the static map stores 64-bit keys and "
                        "values (numpy.uint64 or numpy.int64)")
    return d.name


def kernels_dir() -> str:
    """Where the built-in kernels are: $WARPTILE_STATICMAP_KERNELS, else the
    build tree's examples/staticmap (staticmap_twin.mlir, .ptx)."""
    return os.environ.get("WARPTILE_STATICMAP_KERNELS",
                          getattr(_warptile, "STATICMAP_KERNELS_DIR", ""))


def warp_kernels_dir() -> str:
    """Where the warp-dialect kernels are: $WARPTILE_STATICMAP_WARP_KERNELS,
    else the source tree's examples/staticmap."""
    return os.environ.get("WARPTILE_STATICMAP_WARP_KERNELS",
                          getattr(_warptile, "STATICMAP_WARP_KERNELS_DIR",
                                  ""))


def builtin_kernels(probing: str, tile: int, backend: str,
                    which: str = _BUILTIN) -> Tuple[str, Tuple[str, str, str]]:
    """The module and kernel names of the built-in kernels `which` ("warp"
    or "twin"): the warp kernels are .mlir for both backends (lowered to
    PTX for "cuda"); the twin is imported LLVM IR (sim) or PTX (cuda)."""
    if which == "warp":
        path = os.path.join(warp_kernels_dir(),
                            f"staticmap_{probing}_g{tile}.mlir")
        return path, ("insert", "find", "contains")
    ext = "mlir" if backend == "sim" else "ptx"
    path = os.path.join(kernels_dir(), f"staticmap_twin.{ext}")
    suffix = f"_{probing}_g{tile}"
    return path, ("insert" + suffix, "find" + suffix, "contains" + suffix)


class StaticMap:
    """A fixed-capacity hash map from 64-bit keys to 64-bit values.

    capacity: slots at least; rounded up to tile * (a prime window count).
    tile: lanes probing together, 1, 2, 4, 8, 16 or 32.
    probing: "linear" or "double" (double hashing).
    key_dtype, value_dtype: numpy.uint64 or numpy.int64; inputs must have
        exactly these dtypes (TypeError otherwise).
    empty_key, empty_value: the sentinels of a free slot (default all ones:
        2**64-1, or -1 for int64); neither may be inserted (ValueError) and
        find returns empty_value for an absent key.
    backend: "sim" (the CPU simulator, `seed` picks its schedule) or "cuda".
    kernels: "warp" (default: the warp-dialect kernels), "twin" (the CUDA
        C++ twin), or the path of another module, whose kernels
        kernel_names=(insert, find, contains) names.
    """

    def __init__(self, capacity: int, tile: int = 4, probing: str = "linear",
                 key_dtype: Any = None, value_dtype: Any = None,
                 backend: str = "sim", *, empty_key: Optional[int] = None,
                 empty_value: Optional[int] = None, seed: int = 0,
                 kernels: Any = "warp",
                 kernel_names: Optional[Tuple[str, str, str]] = None,
                 grid: int = 0) -> None:
        import numpy as np
        if isinstance(tile, bool) or not isinstance(tile, int) or \
                tile not in _TILES:
            raise ValueError(f"tile {tile!r}: expected one of {_TILES}")
        if probing not in _PROBINGS:
            raise ValueError(f"probing {probing!r}: expected 'linear' or "
                             "'double'")
        if backend not in ("sim", "cuda"):
            raise ValueError(f"backend {backend!r}: expected 'sim' or 'cuda'")
        if isinstance(capacity, bool) or not isinstance(capacity, int) or \
                capacity <= 0:
            raise ValueError(f"capacity {capacity!r}: expected a positive int")
        self.key_dtype = np.dtype(_dtype_name(
            np.uint64 if key_dtype is None else key_dtype))
        self.value_dtype = np.dtype(_dtype_name(
            np.uint64 if value_dtype is None else value_dtype))
        self.empty_key = self._sentinel(empty_key, self.key_dtype, "empty_key")
        self.empty_value = self._sentinel(empty_value, self.value_dtype,
                                          "empty_value")
        self.tile, self.probing, self.backend = tile, probing, backend
        if kernels is None:
            kernels = _BUILTIN
        if isinstance(kernels, str) and kernels in _BUILTINS:
            path, names = builtin_kernels(probing, tile, backend, kernels)
            hint = ("set WARPTILE_STATICMAP_WARP_KERNELS" if kernels == "warp"
                    else "build the staticmap-twin target, or set "
                    "WARPTILE_STATICMAP_KERNELS")
            self.kernel_set = kernels
        else:
            path = os.fspath(kernels)
            _, names = builtin_kernels(probing, tile, backend)
            hint = "kernels= is 'warp', 'twin' or a module's path"
            self.kernel_set = "path"
        if kernel_names is not None:
            names = tuple(kernel_names)
        if not os.path.isfile(path):
            raise FileNotFoundError(
                f"static map kernels '{path}' not found ({hint})")
        self.kernels = path
        self._map = _warptile._StaticMap(
            backend, path, names[0], names[1], names[2], capacity, tile,
            probing, self._bits(self.empty_key, self.key_dtype),
            self._bits(self.empty_value, self.value_dtype), seed, grid)

    @staticmethod
    def _sentinel(value: Optional[int], dtype: Any, what: str) -> int:
        import numpy as np
        if value is None:
            return -1 if dtype == np.dtype(np.int64) else 2**64 - 1
        info = np.iinfo(dtype)
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) \
                or not info.min <= int(value) <= info.max:
            raise ValueError(f"{what} {value!r}: not a {dtype} value")
        return int(value)

    @staticmethod
    def _bits(value: int, dtype: Any) -> int:
        return value & (2**64 - 1)

    def _array(self, array: Any, dtype: Any, what: str) -> Any:
        import numpy as np
        try:
            view = memoryview(array)
        except TypeError:
            raise TypeError(f"{what}: expected an array of {dtype} (read "
                            "through the buffer protocol), got "
                            f"{type(array).__name__}") from None
        if view.ndim != 1:
            raise ValueError(f"{what}: expected a 1-D array, got {view.ndim} "
                             "dimensions")
        got = np.dtype(view.format) if view.format else None
        if got != dtype:
            raise TypeError(f"{what}: expected {dtype} elements, got "
                            f"{got if got is not None else view.format}")
        return array if view.c_contiguous else np.ascontiguousarray(array)

    @property
    def num_slots(self) -> int:
        """The table's slots: tile * a prime window count >= capacity."""
        return self._map.num_slots

    @property
    def size(self) -> int:
        """Keys inserted since the map was made or cleared."""
        return self._map.size

    @property
    def device(self) -> str:
        return self._map.device

    def insert(self, keys: Any, values: Any) -> int:
        """Inserts each (key, value) whose key is not in the map yet; of
        duplicates within the batch one value wins. Returns how many keys
        were new. Raises ValueError for a sentinel key or value or lengths
        that differ, TypeError for another dtype, TableFullError when no
        slot was left for some key."""
        keys = self._array(keys, self.key_dtype, "keys")
        values = self._array(values, self.value_dtype, "values")
        return self._map.insert(keys, values)

    def find(self, keys: Any) -> Any:
        """Each key's value (value_dtype), empty_value where absent."""
        import numpy as np
        keys = self._array(keys, self.key_dtype, "keys")
        out = np.empty(len(keys), dtype=self.value_dtype)
        self._map.find(keys, out)
        return out

    def contains(self, keys: Any) -> Any:
        """Whether each key is in the map (numpy bool)."""
        import numpy as np
        keys = self._array(keys, self.key_dtype, "keys")
        out = np.empty(len(keys), dtype=np.uint8)
        self._map.contains(keys, out)
        return out.astype(bool)

    def clear(self) -> None:
        """Empties the map."""
        self._map.clear()

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return (f"StaticMap(slots={self.num_slots}, tile={self.tile}, "
                f"probing={self.probing!r}, backend={self.backend!r}, "
                f"kernels={self.kernel_set!r}, "
                f"size={self.size})")
