"""Python numbers become kernel parameters through the encoder warp-run
uses too (rt::encodeScalar): the same bytes and the same messages in MLIR
types. Expected values come from Python and NumPy themselves."""
import numpy as np
import pytest

import warptile as wt

PUT = """
gpu.module @m {
  gpu.func @put(%out: memref<2xf32>, %x: f32, %n: i64) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %x, %out[%c0] : memref<2xf32>
    %f = arith.sitofp %n : i64 to f32
    memref.store %f, %out[%c1] : memref<2xf32>
    gpu.return
  }
}
"""


@pytest.fixture
def put():
    return wt.Module.parse(PUT).kernel("put")


def test_ints_convert_to_float_parameters(put):
    out = np.zeros(2, np.float32)
    # Past 2^64 an int still fits an f32 (the range check is the float's).
    put(out, 2**70, -(2**63), block=1, backend="sim")
    assert out[0] == np.float32(2.0**70)
    assert out[1] == np.float32(-(2.0**63))


def test_int_beyond_every_float(put):
    out = np.zeros(2, np.float32)
    with pytest.raises(ValueError, match=r"^argument 1: '10{400}' is beyond "
                       r"the range of f32$"):
        put(out, 10**400, 0, block=1, backend="sim")


def test_real_beyond_f32(put):
    out = np.zeros(2, np.float32)
    with pytest.raises(ValueError, match=r"^argument 1: '1e\+39' is beyond "
                       r"the range of f32$"):
        put(out, 1e39, 0, block=1, backend="sim")


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, 2**64, -(2**80)])
def test_i64_bounds(put, value):
    out = np.zeros(2, np.float32)
    with pytest.raises(ValueError, match=r"^argument 2: '%s' is not an i64 "
                       r"\(whole numbers from -9223372036854775808 to "
                       r"9223372036854775807\)$" % value):
        put(out, 0.0, value, block=1, backend="sim")


def test_i64_extremes_pass(put):
    out = np.zeros(2, np.float32)
    for value in (2**63 - 1, -(2**63), np.int64(-5)):
        put(out, 0.0, value, block=1, backend="sim")
        assert out[1] == np.float32(int(value))
