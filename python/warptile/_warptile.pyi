"""Static types of the extension module warptile._warptile (internal API; PEP 484 interface file)."""

from typing import Any, Dict, List, Tuple

MAX_TIMEOUT_SECONDS: float

class Module:
    """The C++ module; warptile.Module wraps it."""
    @staticmethod
    def parse(text: str, name: str) -> Module: ...
    @staticmethod
    def parse_file(path: str) -> Module: ...
    def verify(self) -> None: ...
    def check_convergence(self, warnings_as_errors: bool) -> List[Any]: ...
    def check_races(self, warnings_as_errors: bool) -> List[Any]: ...
    def lower(self, pipeline: str) -> Module: ...
    def to_ptx(self, chip: str) -> str: ...
    def kernel_names(self) -> List[str]: ...
    def kernel(self, name: str) -> Tuple[str, List[Dict[str, Any]]]: ...
    def compile(self, name: str, chip: str, tile_ptx: bool = ...) -> CompiledKernel: ...
    def compile_sim(self, chip: str) -> SimProgram: ...

class CompiledKernel:
    """A kernel's PTX and parameters for one chip."""
    name: str
    chip: str
    ptx: str
    ptx_params: List[Tuple[str, int]]

class PreparedLaunch:
    """Arguments converted and checked for a kernel."""

class SimProgram:
    """A module's kernels compiled for the CPU executor."""

class SimReport:
    """What a run on the CPU executor found."""
    findings: List[Tuple[str, str]]
    error: str
    threads: int

class BenchResult:
    """What warp-run --bench reports."""
    kernel: str
    device: str
    runs: int
    median_ms: float
    min_ms: float
    max_ms: float
    bytes: int
    gb_per_s: float

__version__: str
DEFAULT_CHIP: str

def launch_bytes(launch: PreparedLaunch) -> int:
    """The bytes of a launch's buffers."""
def prepare_launch(kernel: CompiledKernel, args: Tuple[Any, ...]) -> PreparedLaunch:
    """Converts and checks args; TypeError/ValueError."""
def run_cuda(launch: PreparedLaunch, grid: List[int], block: List[int], smem: int,
             timeout: float, bench_runs: int, warmup: int) -> BenchResult:
    """Launches on the CUDA device (GIL released)."""
def run_sim(launch: PreparedLaunch, program: SimProgram, grid: List[int],
            block: List[int], smem: int, timeout: float,
            seed: int) -> SimReport:
    """Runs on the CPU executor (GIL released; one run at a time)."""
def run_tile_sim(module: Module, launch: PreparedLaunch, timeout: float,
                 seed: int) -> SimReport:
    """Runs a tile kernel on the CPU executor through a host entry (the grid
    from its partitions); ValueError for arrays that share memory."""
def run_tile_cuda(module: Module, launch: PreparedLaunch, timeout: float) -> None:
    """Runs a tile kernel on the CUDA device through a host entry JIT-compiled
    in this process; RuntimeError/TimeoutError."""
def probe_cuda() -> Tuple[bool, str]:
    """(True, device) or (False, reason)."""
def cuda_chip() -> str:
    """The device's chip, or ''."""
def cuda_cache_stats() -> Tuple[int, int]:
    """The runtime's JIT cache (hits, misses)."""
def parse_timeout(text: str) -> float:
    """A watchdog timeout in seconds; ValueError out of range."""
def find_ptxas() -> str:
    """ptxas's path, or ''."""
def assemble(ptx: str, chip: str) -> bytes:
    """A cubin from ptxas."""

STATICMAP_KERNELS_DIR: str
STATICMAP_WARP_KERNELS_DIR: str

class _StaticMap:
    def __init__(self, backend: str, kernels: str, insert: str, find: str,
                 contains: str, capacity: int, tile: int, probing: str,
                 empty_key: int, empty_value: int, seed: int, grid: int) -> None: ...
    def insert(self, keys: Any, values: Any) -> int: ...
    def find(self, keys: Any, out: Any) -> None: ...
    def contains(self, keys: Any, out: Any) -> None: ...
    def clear(self) -> None: ...
    @property
    def num_slots(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def device(self) -> str: ...
