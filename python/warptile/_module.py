"""warptile.Module: parse, verify, check and lower MLIR modules."""

from __future__ import annotations

import os
import threading
from typing import Any, List, Optional, Union

from . import _warptile
from ._diagnostics import Finding
from ._launch import Kernel

PathLike = Union[str, "os.PathLike[str]"]


class Module:
    """A parsed and verified MLIR module with warptile's dialects.

    Every method that compiles releases the GIL; modules parsed separately
    may be used from different threads at the same time. Methods that
    transform return a new Module and leave this one as it is.
    """

    def __init__(self, impl: _warptile.Module):
        self._impl = impl
        self._sim: Optional[Any] = None
        self._sim_lock = threading.Lock()

    def _sim_program(self) -> Any:
        """The module's kernels compiled for the CPU executor, once."""
        with self._sim_lock:
            if self._sim is None:
                self._sim = self._impl.compile_sim("sm_90")
            return self._sim

    @classmethod
    def parse(cls, text: str, name: str = "<string>") -> "Module":
        """Parses and verifies ``text``; ``name`` is its file name in
        diagnostics. Raises DiagnosticError with the parser's and
        verifier's diagnostics."""
        return cls(_warptile.Module.parse(text, name))

    @classmethod
    def parse_file(cls, path: PathLike) -> "Module":
        """Reads, parses and verifies the file ``path``. Raises OSError when
        it cannot be read and DiagnosticError when it does not parse or
        verify."""
        return cls(_warptile.Module.parse_file(os.fspath(path)))

    def verify(self) -> None:
        """Runs the verifier (every typing rule) again; raises
        DiagnosticError."""
        self._impl.verify()

    def check_convergence(self, warnings_as_errors: bool = False) -> List[Finding]:
        """Runs the convergence checker (``--warp-check-convergence``, rules
        C1-C5) and returns its findings; an empty list means nothing was
        found. With ``warnings_as_errors`` the undecided cases (C5) are
        errors."""
        found = self._impl.check_convergence(bool(warnings_as_errors))
        return [Finding.from_diagnostic(d) for d in found]

    def check_races(self, warnings_as_errors: bool = False) -> List[Finding]:
        """Runs the race checker (``--warp-check-races``, rules R1-R3) and
        returns its findings; an empty list means every write was proven to
        be one thread's. With ``warnings_as_errors`` the undecided cases
        (R3) are errors."""
        found = self._impl.check_races(bool(warnings_as_errors))
        return [Finding.from_diagnostic(d) for d in found]

    def raise_to_warp(self) -> "Module":
        """The module after ``--warp-raise``: collectives proven safe in
        untyped gpu/nvvm code become typed warp ops."""
        return self.lower("warp-raise")

    def lower(self, pipeline: str = "warp-to-ptx") -> "Module":
        """The module after the pass pipeline ``pipeline``, written as
        ``warp-opt --pass-pipeline`` takes it (``builtin.module(...)`` may be
        left out): ``"warp-to-ptx{chip=sm_80}"``, ``"canonicalize,cse"``.
        A pipeline that does not parse raises ValueError; one that fails
        raises DiagnosticError."""
        return Module(self._impl.lower(pipeline))

    def with_num_warps(self, num_warps: int) -> "Module":
        """A copy whose tile kernels run ``num_warps`` warps per block (1,
        2, 4, 8, 16 or 32; ``tile.num_warps``, what ``warp-run
        --num-warps`` and ``warp-ptx --num-warps`` set) instead of the
        number tile-assign-layouts would choose. A kernel with another
        number of its own, or a number that is not a power of two up to
        32, raises DiagnosticError."""
        return Module(self._impl.with_num_warps(int(num_warps)))

    def to_ptx(self, chip: str = "sm_90") -> str:
        """The PTX of the module's GPU kernels for ``chip``, lowered with
        ``warp-to-ptx``. Raises ValueError for an unknown chip or a module
        without a gpu.module, DiagnosticError when lowering fails."""
        return self._impl.to_ptx(chip)

    def to_cubin(self, chip: str = "sm_90") -> bytes:
        """The cubin ptxas assembles from to_ptx(chip). Raises RuntimeError
        when the CUDA toolkit's ptxas is not found or rejects the PTX."""
        if not _warptile.find_ptxas():
            raise RuntimeError("to_cubin needs the CUDA toolkit's ptxas "
                               "(PATH, $CUDA_PATH/bin, /usr/local/cuda/bin)")
        return _warptile.assemble(self.to_ptx(chip), chip)

    @property
    def kernels(self) -> List[str]:
        """The names of the module's kernels (gpu.func kernels, then
        tile.kernel ops)."""
        return self._impl.kernel_names()

    def kernel(self, name: str) -> Kernel:
        """The kernel ``name``, to inspect or launch. Raises KeyError naming
        the kernels there are when there is none."""
        kind, params = self._impl.kernel(name)
        return Kernel(self, name, kind, params)

    def __str__(self) -> str:
        return str(self._impl)

    def __repr__(self) -> str:
        return f"<warptile.Module kernels={self.kernels}>"


def load(path: PathLike, kernel: Union[str, None] = None) -> Kernel:
    """The kernel ``kernel`` of the file ``path`` (parsed and verified), or
    its only kernel when no name is given."""
    module = Module.parse_file(path)
    if kernel is None:
        names = module.kernels
        if len(names) != 1:
            raise ValueError(f"'{os.fspath(path)}' has {len(names)} kernels "
                             f"({', '.join(names)}); pick one with kernel=")
        kernel = names[0]
    return module.kernel(kernel)
