"""A run on a real GPU, in a child process that uses the real driver; skipped
where there is no CUDA GPU."""

import os

import pytest

from helpers import run_python

RUN = """
import sys
import numpy as np, warptile as wt
if wt.cuda_device() is None:
    sys.exit(77)
m = wt.Module.parse_file(sys.argv[1])
k = m.kernel("butterfly_sum")
out = np.zeros(32, np.float32)
k(np.arange(32, dtype=np.float32), out, grid=1, block=32, backend="cuda")
assert (out == 496).all(), out
v = wt.Module.parse_file(sys.argv[2]).kernel("vector_add")
n = 1048576
a = np.random.default_rng(1).random(n, dtype=np.float32)
b = np.random.default_rng(2).random(n, dtype=np.float32)
c = np.zeros(n, np.float32)
v(a, b, c, n, grid=n // 256, block=256)
assert (c == a + b).all()
r = wt.bench(v, a, b, c, n, grid=n // 256, block=256, n=20)
assert 0 < r.min_ms <= r.median_ms <= r.max_ms and r.gb_per_s > 0
print("gpu ok", wt.cuda_device(), r.median_ms, r.gb_per_s)
"""


@pytest.mark.gpu
def test_gpu_run(examples):
    # The driver the user had selected, or libcuda.so.1; never the fake.
    real = os.environ.get("REAL_WARPTILE_LIBCUDA") or None
    code = "import sys; sys.argv[1:] = [%r, %r]\n" % (
        str(examples / "warp" / "butterfly_sum.mlir"),
        str(examples / "gpu" / "vector_add.mlir")) + RUN
    run = run_python(code, env={"WARPTILE_LIBCUDA": real})
    if run.returncode == 77:
        pytest.skip("no CUDA GPU")
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("gpu ok")
