"""Static types of the warptile package (PEP 484 interface file for type checkers)."""

import os
from typing import Any, List, Literal, NamedTuple, Optional, Tuple, Union

from . import _warptile

Dim = Union[int, Tuple[int, ...]]
PathLike = Union[str, os.PathLike[str]]

class Diagnostic:
    """One diagnostic: severity, message, location, notes; str() reads like warp-opt."""
    severity: str
    message: str
    file: str
    line: int
    column: int
    notes: List[Diagnostic]
    text: str
    def __init__(self, severity: str, message: str, file: str = ..., line: int = ...,
                 column: int = ..., notes: List[Diagnostic] = ..., text: str = ...) -> None: ...
    @property
    def rule(self) -> Optional[str]:
        """The rule ID the message cites (W9, C3), if any."""

class Finding(Diagnostic):
    """A convergence-checker finding (C1-C5)."""
    @classmethod
    def from_diagnostic(cls, diagnostic: Diagnostic) -> Finding: ...

class DiagnosticError(Exception):
    """Parsing, verifying or lowering failed; .diagnostics says why."""
    summary: str
    diagnostics: List[Diagnostic]
    def __init__(self, summary: str, diagnostics: List[Diagnostic]) -> None: ...

__version__: str

class SimBenchResult(NamedTuple):
    """wt.bench on the CPU executor: the simulator's times, not a GPU's."""
    kernel: str
    device: str
    runs: int
    median_ms: float
    min_ms: float
    max_ms: float
    bytes: int
    gb_per_s: float

class SimulationError(RuntimeError):
    """The CPU executor found warp or memory bugs, or the kernel stopped."""
    findings: List[Tuple[str, str]]
    error: str
    def __init__(self, kernel: str, findings: List[Tuple[str, str]],
                 error: str) -> None: ...
    @property
    def races(self) -> List[Race]: ...

class RaceAccess(NamedTuple):
    """One side of a race: thread, access, op and source location."""
    block: Tuple[int, int, int]
    thread: Tuple[int, int, int]
    access: str
    op: str
    file: Optional[str]
    line: Optional[int]
    column: Optional[int]

class Race(NamedTuple):
    """A global-race or shared-race finding of the CPU executor."""
    kind: str
    first: RaceAccess
    second: RaceAccess
    buffer: str
    offset: int
    more: int
    message: str

class Param(NamedTuple):
    """A kernel parameter."""
    type: str
    is_buffer: bool
    element_type: str
    elements: int

class Kernel:
    """A kernel of a Module; calling it launches it."""
    module: Module
    name: str
    kind: str
    params: List[Param]
    sim_seed: int
    def compile(self, chip: str = ...) -> _warptile.CompiledKernel:
        """PTX and PTX parameters for chip (a tile kernel: its launch
        parameters)."""
    def __call__(self, *args: Any, grid: Optional[Dim] = ..., block: Optional[Dim] = ...,
                 smem: int = ..., timeout: float = ...,
                 backend: Optional[str] = ...) -> Any:
        """Checks the arguments, then launches and waits; a tile kernel
        returns its partitioned arrays (one, or a tuple)."""

class Module:
    """A parsed and verified module."""
    def __init__(self, impl: _warptile.Module) -> None: ...
    @classmethod
    def parse(cls, text: str, name: str = ...) -> Module:
        """Parses and verifies text; DiagnosticError on failure."""
    @classmethod
    def parse_file(cls, path: PathLike) -> Module:
        """Reads, parses and verifies a file."""
    def verify(self) -> None:
        """Runs the verifier again."""
    def check_convergence(self, warnings_as_errors: bool = ...) -> List[Finding]:
        """The convergence checker's findings."""
    def check_races(self, warnings_as_errors: bool = ...) -> List[Finding]:
        """The race checker's findings."""
    def raise_to_warp(self) -> Module:
        """The module after --warp-raise."""
    def lower(self, pipeline: str = ...) -> Module:
        """The module after a pass pipeline."""
    def to_ptx(self, chip: str = ...) -> str:
        """PTX for chip."""
    def to_cubin(self, chip: str = ...) -> bytes:
        """A cubin assembled by ptxas."""
    @property
    def kernels(self) -> List[str]:
        """The kernels' names."""
    def kernel(self, name: str) -> Kernel:
        """The kernel name."""

def load(path: PathLike, kernel: Optional[str] = ...) -> Kernel:
    """A kernel of a file (its only one by default)."""
def bench(kernel: Kernel, *args: Any, n: int = ..., warmup: int = ...,
          grid: Optional[Dim] = ..., block: Optional[Dim] = ..., smem: int = ..., timeout: float = ...,
          backend: Optional[str] = ...) -> Union[_warptile.BenchResult, SimBenchResult]:
    """Times n launches: median/min/max ms and GB/s (on the CPU executor:
    the simulator's times, with a RuntimeWarning)."""
def default_backend() -> str:
    """cuda with a GPU, else sim (said once on stderr)."""
def cuda_device() -> Optional[str]:
    """The CUDA device, or None."""

class TableFullError(RuntimeError):
    """An insert found no free slot for some key (the map is full)."""

class StaticMap:
    """A GPU static hash map of 64-bit keys and values (cuco's algorithm):
    bulk insert, find and contains on the simulator or a CUDA device. The
    kernels are the warp-dialect ones by default (kernels="warp"), the
    CUDA C++ twin with kernels="twin", or a module's path."""
    key_dtype: Any
    value_dtype: Any
    empty_key: int
    empty_value: int
    tile: int
    probing: str
    backend: str
    kernels: str
    """The module's path."""
    kernel_set: str
    """"warp", "twin" or "path" (kernels= named a module)."""
    def __init__(self, capacity: int, tile: int = ..., probing: str = ...,
                 key_dtype: Any = ..., value_dtype: Any = ..., backend: str = ..., *,
                 empty_key: Optional[int] = ..., empty_value: Optional[int] = ...,
                 seed: int = ...,
                 kernels: Union[Literal["warp", "twin"], PathLike] = ...,
                 kernel_names: Optional[Tuple[str, str, str]] = ...,
                 grid: int = ...) -> None: ...
    @property
    def num_slots(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def device(self) -> str: ...
    def insert(self, keys: Any, values: Any) -> int:
        """Inserts the new keys; returns how many were new."""
    def find(self, keys: Any) -> Any:
        """Each key's value (an ndarray), empty_value where absent."""
    def contains(self, keys: Any) -> Any:
        """Whether each key is present (an ndarray of bool)."""
    def clear(self) -> None: ...
    def __len__(self) -> int: ...
