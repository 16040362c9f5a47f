"""A tile kernel from Python: parse, verify, inspect and check it.

    PYTHONPATH=build/python_packages python3 python/examples/tile_vector_add.py

Launching tile kernels (`vadd(a, b, c)`, with the grid taken from the
partition like tile.launch) is not driven by the package yet: calling the
kernel raises NotImplementedError before anything runs (the tile lowering
itself is there: `module.lower("tile-to-ptx")`, `warp-ptx`). This script
shows what works from Python today.
"""

import pathlib
import sys

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
