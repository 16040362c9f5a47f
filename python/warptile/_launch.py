"""Kernels and their launches: argument checks, backends, benchmarks."""

from __future__ import annotations

import operator
import sys
import threading
import time
import warnings
from typing import TYPE_CHECKING, Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Union

from . import _warptile
from ._races import Race, parse_race

if TYPE_CHECKING:  # pragma: no cover
    from ._module import Module

Dim = Union[int, Tuple[int, ...]]
_BACKEND_NAMES = ("cuda", "sim")
_default_lock = threading.Lock()
_default: Optional[str] = None


class Param(NamedTuple):
    """A kernel parameter: its MLIR type, whether it is a buffer (a
    memref), its element or scalar type in the launcher's names (f32, i32,
    u8, index) and a buffer's static element count (-1 when dynamic)."""

    type: str
    is_buffer: bool
    element_type: str
    elements: int


class SimulationError(RuntimeError):
    """A run on the CPU executor (``backend="sim"``) found warp or memory
    bugs, or the kernel stopped (a trap, an assertion, a deadlock, an
    operation the executor does not model). ``findings`` lists
    ``(kind, message)`` pairs: kind is collective-mask, shuffle-source,
    poisoned-use, exited-in-mask, deadlock, barrier-divergence, global-oob,
    shared-oob, shared-uninit, shared-race or global-race; each message
    names block, thread, warp, lane, the op and its source location.
    ``races`` gives the shared-race and global-race findings as Race
    objects (both threads, both accesses, their ops and locations).
    ``error`` says why the kernel stopped, or is empty. Buffers hold what
    the run wrote."""

    def __init__(self, kernel: str, findings: List[Tuple[str, str]],
                 error: str):
        self.findings = findings
        self.error = error
        lines = [f"kernel '{kernel}' on the CPU executor: "
                 + (error if error else f"{len(findings)} finding(s)")]
        lines += [f"  {kind}: {message}" for kind, message in findings]
        super().__init__("\n".join(lines))

    @property
    def races(self) -> List[Race]:
        """The race findings, parsed (docs/Sim.md "Findings")."""
        return [r for r in (parse_race(k, m) for k, m in self.findings) if r]


def _run_cuda(kernel: "Kernel", launch: Any, grid: List[int],
              block: List[int], smem: int, timeout: float, bench_runs: int,
              warmup: int) -> Any:
    return _warptile.run_cuda(launch, grid, block, smem, timeout, bench_runs,
                              warmup)


class SimBenchResult(NamedTuple):
    """wt.bench's result on the CPU executor: the fields of a GPU's
    BenchResult, timed with the host's clock over whole runs of the
    simulator (which says how fast the simulator is, not a GPU)."""

    kernel: str
    device: str
    runs: int
    median_ms: float
    min_ms: float
    max_ms: float
    bytes: int
    gb_per_s: float


def _run_sim(kernel: "Kernel", launch: Any, grid: List[int],
             block: List[int], smem: int, timeout: float, bench_runs: int,
             warmup: int) -> Any:
    # The CPU executor (lib/Sim): PTX's warp rules, thread by thread.
    def run() -> None:
        report = _warptile.run_sim(launch, kernel._sim_program(), grid,
                                   block, smem, timeout, kernel.sim_seed)
        if report.findings or report.error:
            raise SimulationError(kernel.name, list(report.findings),
                                  report.error)

    run()
    if not bench_runs:
        return None
    warnings.warn("wt.bench on the CPU executor (backend='sim', no GPU "
                  "here): the times are the simulator's, not a GPU's",
                  RuntimeWarning, stacklevel=3)
    for _ in range(warmup):
        run()
    times = []
    for _ in range(bench_runs):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    times.sort()
    median = times[len(times) // 2]
    nbytes = _warptile.launch_bytes(launch)
    return SimBenchResult(kernel.name, "CPU executor (lib/Sim)", bench_runs,
                          median, times[0], times[-1], nbytes,
                          nbytes / (median * 1e-3) / 1e9 if median > 0 else 0.0)


#: The launchers, by backend name: each takes the kernel and a checked
#: launch.
_BACKENDS: Dict[str, Callable[..., Any]] = {
    "cuda": _run_cuda,
    "sim": _run_sim,
}


def default_backend() -> str:
    """``"cuda"`` when a CUDA driver and GPU are found, else ``"sim"``;
    decided once per process and said once on stderr."""
    global _default
    with _default_lock:
        if _default is None:
            found, what = _warptile.probe_cuda()
            _default = "cuda" if found else "sim"
            if found:
                print(f"warptile: launching on {what} (backend='cuda')",
                      file=sys.stderr)
            else:
                print(f"warptile: {what}; launching on the CPU executor "
                      "(backend='sim')", file=sys.stderr)
        return _default


def cuda_device() -> Optional[str]:
    """The CUDA device kernels launch on ("NVIDIA H100 ... (sm_90)"), or
    None without a driver or GPU."""
    found, what = _warptile.probe_cuda()
    return what if found else None


def _dim(name: str, value: Dim) -> List[int]:
    """X or (X[, Y[, Z]]) of positive integers (Python or NumPy) as a list."""
    try:
        items = list(value) if isinstance(value, (tuple, list)) else [value]
        dims = [operator.index(d) for d in items if not isinstance(d, bool)]
    except TypeError:
        dims = []
    if len(dims) != len(items) or not 1 <= len(dims) <= 3 or \
            not all(1 <= d < 2**31 for d in dims):
        raise ValueError(f"{name} takes X or (X[, Y[, Z]]) of positive "
                         f"integers below 2**31, not {value!r}")
    return dims


def _backend(backend: Optional[str]) -> str:
    if backend is None:
        return default_backend()
    if backend not in _BACKEND_NAMES:
        raise ValueError(f"backend must be 'cuda' or 'sim', not {backend!r}")
    return backend


class Kernel:
    """A kernel of a Module: ``name``, ``kind`` (``"warp"`` for a gpu.func
    kernel, ``"tile"`` for a tile.kernel) and ``params``. Calling it
    launches it; see __call__."""

    def __init__(self, module: "Module", name: str, kind: str,
                 params: List[Dict[str, Any]]):
        self.module = module
        self.name = name
        self.kind = kind
        self.params = [Param(p["type"], p["is_buffer"], p["element_type"],
                             p["elements"]) for p in params]
        self._compiled: Dict[str, Any] = {}
        self._lock = threading.Lock()
        #: The CPU executor's schedule: 0 is deterministic round robin, N a
        #: seeded random order between synchronisation points.
        self.sim_seed = 0

    def __repr__(self) -> str:
        params = ", ".join(p.type for p in self.params)
        return f"<warptile.Kernel {self.kind} {self.name}({params})>"

    def compile(self, chip: str = "sm_90") -> "_warptile.CompiledKernel":
        """The kernel's PTX for ``chip`` and its PTX parameters, compiled
        once per chip (a tile kernel: its parameters as a launch takes
        them; its PTX is Module.to_ptx's)."""
        with self._lock:
            if chip not in self._compiled:
                self._compiled[chip] = self.module._impl.compile(self.name, chip)
            return self._compiled[chip]

    def _sim_program(self) -> Any:
        """The module's kernels compiled for the CPU executor, once per
        module (shared by its kernels)."""
        return self.module._sim_program()

    def _prepare(self, args: Tuple[Any, ...], grid: Optional[Dim],
                 block: Optional[Dim], smem: int, timeout: float,
                 backend: Optional[str]) -> Tuple[str, Any, List[int], List[int], int, float]:
        grid_dims = _dim("grid", 1 if grid is None else grid)
        block_dims = _dim("block", 32 if block is None else block)
        try:
            smem_bytes = -1 if isinstance(smem, bool) else operator.index(smem)
        except TypeError:
            smem_bytes = -1
        if not 0 <= smem_bytes < 2**32:
            raise ValueError(f"smem takes a byte count from 0 to 2**32-1, "
                             f"not {smem!r}")
        seconds = _warptile.parse_timeout(repr(float(timeout)))
        name = _backend(backend)
        chip = (_warptile.cuda_chip() or "sm_90") if name == "cuda" else "sm_90"
        launch = _warptile.prepare_launch(self.compile(chip), tuple(args))
        return name, launch, grid_dims, block_dims, smem_bytes, seconds

    def _call_tile(self, args: Tuple[Any, ...], grid: Optional[Dim],
                   block: Optional[Dim], smem: int, timeout: float,
                   backend: Optional[str]) -> Any:
        if grid is not None or block is not None or smem:
            raise ValueError(
                f"'{self.name}' is a tile kernel: its grid comes from its "
                "partitions and its block from its layouts; grid, block and "
                "smem do not apply")
        seconds = _warptile.parse_timeout(repr(float(timeout)))
        with self._lock:
            if "launch" not in self._compiled:
                # The parameters only: the host entry compiles the kernel.
                self._compiled["launch"] = self.module._impl.compile(
                    self.name, "sm_90", False)
            signature = self._compiled["launch"]
        launch = _warptile.prepare_launch(signature, tuple(args))
        if _backend(backend) == "cuda":
            _warptile.run_tile_cuda(self.module._impl, launch, seconds)
        else:
            report = _warptile.run_tile_sim(self.module._impl, launch,
                                            seconds, self.sim_seed)
            if report.findings or report.error:
                raise SimulationError(self.name, list(report.findings),
                                      report.error)
        # The partitions are the kernel's outputs.
        outputs = [a for a, p in zip(args, self.params)
                   if p.type.startswith(("!tile.part", "!tile.mapped_part"))]
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def __call__(self, *args: Any, grid: Optional[Dim] = None,
                 block: Optional[Dim] = None, smem: int = 0,
                 timeout: float = 10.0, backend: Optional[str] = None) -> Any:
        """Launches the kernel on ``args`` and waits for it.

        A tile kernel takes one array per view and partition parameter
        (its token is not passed) and scalars; it is launched as
        ``tile.launch`` launches it (the grid from the partitioned arrays'
        shapes, masked where blocks overhang them) and returns its
        partitioned arrays (one, or a tuple), written in place. Tile
        kernels run on the CPU executor from Python.

        Buffers are NumPy arrays (copied to the device and, when writable,
        back), or objects with ``__cuda_array_interface__`` or
        ``__dlpack__`` (device memory is passed as it is; a host DLPack
        tensor is copied like an array). Scalars are Python or NumPy
        numbers, converted to the parameter's type. Count, kinds, element
        types, static sizes and contiguity are checked against the kernel
        before anything runs: TypeError or ValueError with warp-run's
        messages.

        ``grid`` and ``block`` are X or (X, Y[, Z]); ``smem`` is dynamic
        shared memory in bytes; ``timeout`` is the watchdog's limit in
        seconds (TimeoutError when the kernel does not finish). ``backend``
        is ``"cuda"`` or ``"sim"`` (the CPU executor); by default cuda when
        a GPU is found, else sim.
        """
        if self.kind == "tile":
            return self._call_tile(args, grid, block, smem, timeout, backend)
        name, launch, g, b, smem, seconds = self._prepare(
            args, grid, block, smem, timeout, backend)
        _BACKENDS[name](self, launch, g, b, smem, seconds, 0, 0)
        return None


def bench(kernel: Kernel, *args: Any, n: int = 100, warmup: int = 3,
          grid: Optional[Dim] = None, block: Optional[Dim] = None, smem: int = 0,
          timeout: float = 10.0, backend: Optional[str] = None) -> "_warptile.BenchResult":
    """Launches ``kernel`` once (checked and waited for like a call), then
    ``warmup`` more times, then times ``n`` launches with device events.
    Returns median_ms, min_ms, max_ms, bytes (of the buffers) and gb_per_s
    (bytes over the median), like ``warp-run --bench``.

    On the CPU executor (``backend="sim"``, the default without a GPU) it
    times whole runs of the simulator with the host's clock, warns
    (RuntimeWarning) that these are not a GPU's times, and returns a
    SimBenchResult with the same fields."""
    if not isinstance(n, int) or not 1 <= n <= 1000000:
        raise ValueError(f"n takes 1 to 1000000 launches, not {n!r}")
    if not isinstance(warmup, int) or not 0 <= warmup <= 1000000:
        raise ValueError(f"warmup takes 0 to 1000000 launches, not {warmup!r}")
    if kernel.kind == "tile":
        raise ValueError(f"wt.bench times a GPU launch of one kernel; "
                         f"'{kernel.name}' is a tile kernel, which runs "
                         "from Python on the CPU executor")
    name, launch, g, b, smem, seconds = kernel._prepare(
        args, grid, block, smem, timeout, backend)
    return _BACKENDS[name](kernel, launch, g, b, smem, seconds, n, warmup)
