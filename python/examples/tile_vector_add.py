"""A tile kernel from Python: parse, verify, launch, and a race rejected.

    PYTHONPATH=build/python_packages python3 python/examples/tile_vector_add.py

`vadd(a, b, c)` launches the kernel as tile.launch does: the grid comes
from the partitioned array (1000 elements: one full block of 1024 would
overhang, so the partition is masked), and the partitioned array comes
back. From Python, tile kernels run on the CPU executor (backend="sim").
"""

import pathlib
import sys

import numpy as np
import warptile as wt

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"

def main():
    vadd = wt.load(EXAMPLES / "tile" / "vector_add.mlir")
    print(vadd)
    for param in vadd.params:
        print("  ", param.type)
    module = vadd.module
    assert module.check_convergence() == []
    print("verified; no convergence findings")
    a = np.arange(1000, dtype=np.float32)
    b = np.full(1000, 0.5, dtype=np.float32)
    c = vadd(a, b, np.zeros(1000, dtype=np.float32), backend="sim")
    assert (c == a + b).all()
    print(f"launched over 1000 elements: c[:4] = {c[:4]}, c[-1] = {c[-1]}")
    # The cuTile paper's index-swap race cannot be written: the verifier
    # rejects the store (rule T1).
    try:
        wt.Module.parse_file(EXAMPLES / "bugs" / "permute_heads_swapped_store.mlir")
    except wt.DiagnosticError as error:
        first = error.diagnostics[0]
        print(f"race rejected: {first.rule} at line {first.line}: {first.message}")
        return 0
    raise AssertionError("the racy kernel verified")


if __name__ == "__main__":
    sys.exit(main())
