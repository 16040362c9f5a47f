"""Launches through lib/Runtime against the fake CUDA driver (host memory,
launches that compute nothing), and the backends' choice."""

import numpy as np
import pytest

import warptile as wt
from warptile import _warptile
from helpers import DLPackOnly, FakeDeviceArray, launches, run_python

f32 = np.float32
N = 1048576


@pytest.fixture
def butterfly(examples, fake_cuda):
    return wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir").kernel(
        "butterfly_sum")


def test_launch_passes_grid_block_smem(butterfly, capfd):
    a = np.arange(32, dtype=f32)
    out = np.full(32, 7, f32)
    butterfly(a, out, grid=(2, 3), block=(32, 1, 1), smem=128, backend="cuda")
    butterfly(a, out, grid=np.int64(4), block=[np.uint32(32)])
    assert launches(capfd.readouterr().err) == [
        "fake-cuda: launch butterfly_sum grid 2,3,1 block 32,1,1 smem 128",
        "fake-cuda: launch butterfly_sum grid 4,1,1 block 32,1,1 smem 0"]
    # Uploaded and read back unchanged: the fake computes nothing.
    assert (a == np.arange(32)).all() and (out == 7).all()


def test_scalars_by_parameter_type(examples, fake_cuda, capfd):
    k = wt.Module.parse_file(examples / "gpu" / "vector_add.mlir").kernel(
        "vector_add")
    a = np.ones(N, f32)
    k(a, a, a, N, grid=4096, block=256)
    k(a, a, a, np.int32(N), grid=4096, block=256)
    assert len(launches(capfd.readouterr().err)) == 2


def test_device_and_dlpack_arrays(butterfly, capfd):
    host = np.arange(32, dtype=f32)
    out = np.zeros(32, f32)
    butterfly(FakeDeviceArray(host), DLPackOnly(out))
    assert len(launches(capfd.readouterr().err)) == 1
    assert (host == np.arange(32)).all()


def test_jit_cache_is_the_runtimes(butterfly, capfd):
    a = np.zeros(32, f32)
    butterfly(a, a)
    hits, misses = _warptile.cuda_cache_stats()
    butterfly(a, a)
    assert _warptile.cuda_cache_stats() == (hits + 1, misses)


def test_bench(butterfly, capfd):
    a = np.zeros(32, f32)
    result = wt.bench(butterfly, a, a, n=5, warmup=2)
    # The fake driver times every launch at 0.5 ms.
    assert (result.runs, result.median_ms, result.min_ms, result.max_ms) == (
        5, 0.5, 0.5, 0.5)
    assert result.bytes == 256
    assert result.gb_per_s == pytest.approx(256 / 0.5e-3 / 1e9)
    assert result.device == "Fake CUDA device"
    assert len(launches(capfd.readouterr().err)) == 1 + 2 + 5


def test_driver_errors(butterfly, monkeypatch, capfd):
    a = np.zeros(32, f32)
    monkeypatch.setenv("FAKE_CUDA_LAUNCH_FAILS", "1")
    with pytest.raises(RuntimeError,
                       match="cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED"):
        butterfly(a, a)
    monkeypatch.delenv("FAKE_CUDA_LAUNCH_FAILS")
    monkeypatch.setenv("FAKE_CUDA_OOM", "1")
    with pytest.raises(RuntimeError, match=r"cuMemAlloc failed: "
                       r"CUDA_ERROR_OUT_OF_MEMORY \(out of memory\)"):
        butterfly(a, a)
    monkeypatch.delenv("FAKE_CUDA_OOM")
    butterfly(a, a)


def test_sim_backend_runs_on_the_cpu(butterfly, capfd):
    a = np.arange(32, dtype=f32)
    out = np.zeros(32, f32)
    butterfly(a, out, backend="sim")
    assert (out == a.sum()).all()
    # Nothing reached the (fake) CUDA driver.
    assert launches(capfd.readouterr().err) == []
    # The arguments are still checked first.
    with pytest.raises(TypeError, match="takes 2 parameters, 1 argument"):
        butterfly(a, backend="sim")


HANG = """
import numpy as np, warptile as wt
m = wt.Module.parse('''
gpu.module @kernels {
  gpu.func @hang(%out: memref<1xi32>) kernel { gpu.return }
}''')
k = m.kernel("hang")
try:
    k(np.zeros(1, np.int32), timeout=0.2)
except TimeoutError as e:
    print("timeout:", e)
try:
    k(np.zeros(1, np.int32))
except RuntimeError as e:
    print("after:", e)
"""


def test_watchdog(fake_cuda):
    # The fake never finishes a kernel named "hang"; a child process, since
    # the context is unusable afterwards.
    run = run_python(HANG)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "timeout: the work on the stream did not finish within 0.200000 s; "
        "the watchdog stopped waiting (a kernel that deadlocks, such as "
        "OpenCV #12320, ends here)",
        "after: the CUDA context is unusable since the watchdog stopped "
        "waiting for a kernel; restart the process"]


DEFAULT = """
import numpy as np, warptile as wt, sys
k = wt.Module.parse_file(sys.argv[1] if len(sys.argv) > 1 else {path!r}).kernel("butterfly_sum")
a = np.zeros(32, np.float32)
for _ in range(2):
    try:
        k(a, a)
        print("ran on", wt.default_backend())
    except (NotImplementedError, RuntimeError) as e:
        print("not run:", e)
    assert (a == 0).all()
"""


def test_default_backend_is_cuda_with_a_gpu(examples, fake_cuda):
    run = run_python(DEFAULT.format(path=str(examples / "warp" / "butterfly_sum.mlir")))
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["ran on cuda"] * 2
    said = [l for l in run.stderr.splitlines() if l.startswith("warptile:")]
    assert said == ["warptile: launching on Fake CUDA device (sm_90) "
                    "(backend='cuda')"]


def test_default_backend_is_sim_without_a_gpu(examples, tmp_path):
    run = run_python(DEFAULT.format(path=str(examples / "warp" / "butterfly_sum.mlir")),
                     env={"WARPTILE_LIBCUDA": str(tmp_path / "none.so")})
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["ran on sim"] * 2
    said = [l for l in run.stderr.splitlines() if l.startswith("warptile:")]
    assert len(said) == 1
    assert said[0].startswith("warptile: no CUDA GPU: ")
    assert said[0].endswith("; launching on the CPU executor (backend='sim')")


def test_cuda_backend_without_a_driver(examples, tmp_path):
    code = DEFAULT.replace("k(a, a)", "k(a, a, backend='cuda')")
    run = run_python(code.format(path=str(examples / "warp" / "butterfly_sum.mlir")),
                     env={"WARPTILE_LIBCUDA": str(tmp_path / "none.so")})
    assert run.returncode == 0, run.stderr
    assert all(l.startswith("not run: no CUDA GPU: ")
               for l in run.stdout.splitlines())


def test_cuda_dlpack_tensor_is_passed_and_released(butterfly, capfd):
    from helpers import cuda_dlpack
    deleted = []
    memory = np.arange(32, dtype=f32)
    tensor, keep = cuda_dlpack(memory, deleted)
    butterfly(tensor, np.zeros(32, f32))
    assert len(launches(capfd.readouterr().err)) == 1
    # The consumer owns the tensor and calls its deleter once, after the
    # launch.
    assert len(deleted) == 1
    wrong, keep2 = cuda_dlpack(np.zeros(32, np.int32), deleted)
    with pytest.raises(TypeError, match=r"\('i32\[32\]'\): parameter 0 of "
                       r"'butterfly_sum' holds f32, not i32"):
        butterfly(wrong, np.zeros(32, f32))
    assert len(deleted) == 2
    assert launches(capfd.readouterr().err) == []


def test_launch_refuses_a_block_that_breaks_the_declared_one(butterfly, capfd):
    # butterfly_sum is a warp kernel declaring known_block_size (32, 1, 1),
    # which W2 took as a whole warp: its PTX says .reqntid 32, 1, 1 (a
    # smaller block, one partial warp, was admitted by .maxntid), and the
    # simulator reads it as exact too (warptile/Runtime/BlockShape.h, the
    # check every launcher runs).
    a = np.arange(32, dtype=f32)
    out = np.full(32, 7, f32)
    with pytest.raises(RuntimeError, match=r"kernel 'butterfly_sum' declares "
                       r"a block of exactly \(32,1,1\) threads \(\.reqntid\), "
                       r"but the launch gives \(32,2,1\)"):
        butterfly(a, out, block=(32, 2), backend="cuda")
    with pytest.raises(RuntimeError, match=r"declares a block of exactly "
                       r"\(32,1,1\) threads \(\.reqntid\), but the launch "
                       r"gives \(16,1,1\)"):
        butterfly(a, out, block=16, backend="cuda")
    assert launches(capfd.readouterr().err) == []
    with pytest.raises(RuntimeError, match=r"declares a block of exactly "
                       r"\(32,1,1\) threads \(nvvm\.reqntid\), but the "
                       r"launch gives \(16,1,1\)"):
        butterfly(a, out, block=16, backend="sim")
