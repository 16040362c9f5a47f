"""Launches on the CPU executor (backend="sim"): every example against a
NumPy reference, a real warp bug caught at run time, and what the executor
refuses."""

import numpy as np
import pytest

import warptile as wt
from helpers import FakeDeviceArray

f32, i32 = np.float32, np.int32


def kernel(examples, path, name=None):
    m = wt.Module.parse_file(examples / path)
    return m.kernel(name or m.kernels[0])


@pytest.mark.parametrize("seed", [0, 7])
def test_warp_examples_match_numpy(examples, seed):
    x = np.arange(32, dtype=f32)
    k = kernel(examples, "warp/butterfly_sum.mlir")
    k.sim_seed = seed
    out = np.zeros(32, f32)
    k(x, out, backend="sim")
    np.testing.assert_array_equal(out, np.full(32, x.sum()))

    xi = np.arange(32, dtype=i32)
    out = np.zeros(32, i32)
    kernel(examples, "warp/diverge_merge_reduce.mlir")(xi, out, backend="sim")
    np.testing.assert_array_equal(out, np.full(32, xi.sum()))

    # An inclusive scan of the low 16 lanes; the high lanes copy their input.
    out = np.zeros(32, i32)
    kernel(examples, "warp/inclusive_scan.mlir")(xi, out, backend="sim")
    np.testing.assert_array_equal(out[:16], np.cumsum(xi[:16]))
    np.testing.assert_array_equal(out[16:], xi[16:])

    # A ballot of the low half, seen by every lane.
    out = np.zeros(32, i32)
    kernel(examples, "warp/ballot.mlir")(out, backend="sim")
    np.testing.assert_array_equal(out, np.full(32, 0xFFFF))

    # Tiles of 8 lanes, each reduced to its maximum.
    out = np.zeros(32, f32)
    kernel(examples, "warp/tile8_reduce.mlir")(x, out, backend="sim")
    np.testing.assert_array_equal(out, np.repeat(x.reshape(4, 8).max(1), 8))


def test_vector_add_with_a_tail(examples):
    n = 1 << 20
    rng = np.random.default_rng(1)
    a, b = rng.random(n, dtype=f32), rng.random(n, dtype=f32)
    c = np.full(n, -1, f32)
    kernel(examples, "gpu/vector_add.mlir")(a, b, c, 1000, grid=4, block=256,
                                            backend="sim")
    np.testing.assert_array_equal(c[:1000], a[:1000] + b[:1000])
    assert (c[1000:] == -1).all()


# cuda-samples #398's pattern in untyped gpu/nvvm IR (the verifier cannot
# see it): the low 16 lanes shuffle down by 16 with the full mask, which
# names lanes that never arrive.
REDUCE_BUG = """
gpu.module @m {
  gpu.func @low_half_reduce(%in: memref<32xf32>, %out: memref<32xf32>) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %tid = gpu.thread_id x
    %c16i = arith.constant 16 : index
    %v = memref.load %in[%tid] : memref<32xf32>
    %low = arith.cmpi ult, %tid, %c16i : index
    scf.if %low {
      %s = nvvm.shfl.sync down %all, %v, %c16, %c31 : f32 -> f32
      memref.store %s, %out[%tid] : memref<32xf32>
    }
    gpu.return
  }
}
"""


def test_a_warp_bug_raises_with_its_findings():
    k = wt.Module.parse(REDUCE_BUG, name="reduce_bug.mlir").kernel(
        "low_half_reduce")
    with pytest.raises(wt.SimulationError) as caught:
        k(np.arange(32, dtype=f32), np.zeros(32, f32), backend="sim")
    kinds = {kind for kind, _ in caught.value.findings}
    assert kinds & {"collective-mask", "shuffle-source", "exited-in-mask",
                    "deadlock"}, caught.value.findings
    assert "nvvm.shfl.sync down at reduce_bug.mlir:12:" in str(caught.value)
    # The checker finds the same bug without running it.
    assert [f.rule for f in k.module.check_convergence()] == ["C1"]


def test_read_only_input_is_left_as_it_was(examples):
    x = np.arange(32, dtype=f32)
    x.setflags(write=False)
    out = np.zeros(32, f32)
    kernel(examples, "warp/butterfly_sum.mlir")(x, out, backend="sim")
    np.testing.assert_array_equal(x, np.arange(32, dtype=f32))
    assert (out == 496).all()


def test_device_memory_is_refused(examples):
    k = kernel(examples, "warp/butterfly_sum.mlir")
    device = FakeDeviceArray(np.zeros(32, f32))
    with pytest.raises(TypeError, match="CPU executor runs on host arrays"):
        k(np.zeros(32, f32), device, backend="sim")


HALF_SCALARS = """
gpu.module @m {
  gpu.func @fill(%h: memref<4xf16>, %f: memref<4xf32>, %g: memref<4xf32>,
                 %sh: f16, %sb: bf16, %sf: f32) kernel {
    %t = gpu.thread_id x
    memref.store %sh, %h[%t] : memref<4xf16>
    %wide = arith.extf %sb : bf16 to f32
    memref.store %wide, %f[%t] : memref<4xf32>
    memref.store %sf, %g[%t] : memref<4xf32>
    gpu.return
  }
}
"""


def test_scalars_convert_to_16_bit_float_parameters():
    # Python numbers become the parameter's type: f16 and bf16 rounded to
    # nearest even once (bf16 0.1 is 0.10009765625), an int for a float
    # parameter; out of range is an error.
    k = wt.Module.parse(HALF_SCALARS).kernel("fill")
    h, f, g = np.zeros(4, np.float16), np.zeros(4, f32), np.zeros(4, f32)
    k(h, f, g, 1.000488281250001, 0.1, 2, block=4, backend="sim")
    assert (h.view(np.uint16) == 0x3C01).all()  # NumPy: float16(1.000488...)
    assert (f == np.float32(0.10009765625)).all()
    assert (g == 2).all()
    with pytest.raises(ValueError, match="beyond the range of f16"):
        k(h, f, g, 70000.0, 0.1, 2, block=4, backend="sim")
