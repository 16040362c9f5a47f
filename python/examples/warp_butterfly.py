"""A warp kernel from Python: parse, check, compile, launch, compare.

    PYTHONPATH=build/python_packages python3 python/examples/warp_butterfly.py

The launch runs on a CUDA GPU when there is one, else on the CPU executor
(backend="sim"); the benchmark needs the GPU.
"""

import pathlib
import sys

import numpy as np

import warptile as wt

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def build():
    """The butterfly-sum module, verified and checked."""
    module = wt.Module.parse_file(EXAMPLES / "warp" / "butterfly_sum.mlir")
    findings = module.check_convergence()
    assert findings == [], findings
    return module


def main():
    module = build()
    ptx = module.to_ptx(chip="sm_90")
    print(f"PTX: {len(ptx)} bytes, {ptx.count('shfl.sync.bfly')} shuffles")
    kernel = module.kernel("butterfly_sum")
    out = np.zeros(32, np.float32)
    kernel(np.arange(32, dtype=np.float32), out, grid=1, block=32)
    assert (out == 496).all(), out
    print("every lane holds", out[0], "on", wt.default_backend())
    if wt.cuda_device() is None:
        return 0
    result = wt.bench(kernel, np.arange(32, dtype=np.float32), out, n=100)
    print(f"median {result.median_ms:.4f} ms on {result.device}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
