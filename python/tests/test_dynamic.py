"""Kernels with runtime-sized memrefs (memref<?xf32>) launch from Python on
both backends: each array passes as MLIR's memref descriptor (pointers,
offset, sizes, strides from its shape), built by the runtime's one packer
that warp-run uses too. Results are checked against NumPy on the CPU
executor; on the fake driver, what reaches cuLaunchKernel is."""

import re

import numpy as np
import pytest

import warptile as wt

ROWS = """
gpu.module @kernels {
  gpu.func @rows(%m: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    %r = gpu.thread_id x
    %inside = arith.cmpi ult, %r, %rows : index
    scf.if %inside {
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      scf.for %c = %c0 to %cols step %c1 {
        %v = memref.load %m[%r, %c] : memref<?x?xf32>
        %w = arith.addf %v, %rf : f32
        memref.store %w, %m[%r, %c] : memref<?x?xf32>
      }
    }
    gpu.return
  }
}
"""


@pytest.fixture
def scale(examples):
    return wt.Module.parse_file(examples / "gpu" / "scale_dynamic.mlir").kernel("scale")


def test_params_are_the_sources(scale):
    assert [p.type for p in scale.params] == [
        "memref<?xf32>", "memref<?xf32>", "f32"]
    assert [p.elements for p in scale.params] == [-1, -1, -1]


@pytest.mark.parametrize("n", [1, 100, 1000])
def test_any_length_on_the_executor(scale, n):
    rng = np.random.default_rng(n)
    x = rng.standard_normal(n).astype(np.float32)
    y = np.zeros(n, np.float32)
    scale(x, y, 2.5, grid=(n + 255) // 256, block=256, backend="sim")
    np.testing.assert_array_equal(y, x * np.float32(2.5))


def test_rank_two_on_the_executor():
    rows = wt.Module.parse(ROWS).kernel("rows")
    m = np.ones((3, 5), np.float32)
    rows(m, block=4, backend="sim")
    np.testing.assert_array_equal(m, 1 + np.arange(3, dtype=np.float32)[:, None]
                                  * np.ones((1, 5), np.float32))
    with pytest.raises(ValueError, match=r"^argument 0 \('f32\[15\]'\): "
                       r"parameter 0 of 'rows' is a memref of rank 2, passed "
                       r"as a descriptor of the buffer's shape, which has rank 1$"):
        rows(np.ones(15, np.float32), block=4, backend="sim")


def test_descriptors_reach_the_driver(scale, fake_cuda, capfd, monkeypatch):
    monkeypatch.setenv("FAKE_CUDA_PARAM_LOG", "1")
    x = np.arange(100, dtype=np.float32)
    y = np.zeros(100, np.float32)
    capfd.readouterr()
    scale(x, y, np.float32(2), grid=1, block=128, backend="cuda")
    params = [line.split(" ", 3)[3] for line in capfd.readouterr().err.splitlines()
              if line.startswith("fake-cuda: param ")]
    assert len(params) == 11, params
    px, py = params[0], params[5]
    assert re.fullmatch(r"ptr 0x[0-9a-f]+", px) and re.fullmatch(r"ptr 0x[0-9a-f]+", py)
    assert px != py
    # MLIR's descriptor: allocated, aligned, offset, size, stride.
    assert params[:5] == [px, px, "0", "100", "1"]
    assert params[5:10] == [py, py, "0", "100", "1"]
    assert params[10] == str(np.float32(2).view(np.uint32))
