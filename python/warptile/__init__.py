"""warptile: compile, check and launch warp and tile kernels from Python.

    import numpy as np, warptile as wt
    m = wt.Module.parse_file("examples/warp/butterfly_sum.mlir")
    print(m.check_convergence())
    ptx = m.to_ptx(chip="sm_90")
    out = np.zeros(32, np.float32)
    m.kernel("butterfly_sum")(np.arange(32, dtype=np.float32), out,
                              grid=1, block=32)

    vadd = wt.load("examples/tile/vector_add.mlir")   # a tile kernel:
    c = vadd(a, b, c, backend="sim")   # the grid from c's partition

Without a GPU, kernels run on the CPU executor (backend="sim"), which
raises SimulationError when it finds warp or memory bugs. Tile kernels run
on the CPU executor from Python (warp-run runs them on a GPU).
"""

from ._diagnostics import Diagnostic, DiagnosticError, Finding
from ._launch import (Kernel, Param, SimBenchResult, SimulationError, bench,
                      cuda_device, default_backend)
from ._module import Module, load
from ._races import Race, RaceAccess
from ._staticmap import StaticMap, TableFullError
from ._warptile import __version__

__all__ = [
    "Diagnostic",
    "DiagnosticError",
    "Finding",
    "Kernel",
    "Module",
    "Param",
    "Race",
    "RaceAccess",
    "SimBenchResult",
    "SimulationError",
    "StaticMap",
    "TableFullError",
    "__version__",
    "bench",
    "cuda_device",
    "default_backend",
    "load",
]
