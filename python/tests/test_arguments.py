"""Argument mistakes: TypeError or ValueError with warp-run's messages,
raised before anything reaches the driver (the fake driver logs every
launch; none may appear)."""

import numpy as np
import pytest

import warptile as wt
from helpers import DLPackOnly, FakeDeviceArray, launches


@pytest.fixture
def butterfly(examples, fake_cuda):
    m = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir")
    return m.kernel("butterfly_sum")


@pytest.fixture
def vector_add(examples, fake_cuda):
    m = wt.Module.parse_file(examples / "gpu" / "vector_add.mlir")
    return m.kernel("vector_add")


N = 1048576
f32 = np.float32


def refuses(capfd, error, message, kernel, *args, **options):
    """Calls kernel(*args, **options), expects `error` matching `message`
    and that nothing was launched."""
    capfd.readouterr()
    with pytest.raises(error) as info:
        kernel(*args, **options)
    assert str(info.value) == message
    assert launches(capfd.readouterr().err) == []


def test_count(butterfly, capfd):
    a = np.zeros(32, f32)
    refuses(capfd, TypeError,
            "kernel 'butterfly_sum' takes 2 parameters, 1 argument given",
            butterfly, a)
    refuses(capfd, TypeError,
            "kernel 'butterfly_sum' takes 2 parameters, 3 arguments given",
            butterfly, a, a, a)


def test_wrong_dtype(butterfly, capfd):
    refuses(capfd, TypeError,
            "argument 0 ('i32[32]'): parameter 0 of 'butterfly_sum' holds "
            "f32, not i32",
            butterfly, np.zeros(32, np.int32), np.zeros(32, f32))
    refuses(capfd, TypeError,
            "argument 1 ('f64[32]'): parameter 1 of 'butterfly_sum' holds "
            "f32, not f64",
            butterfly, np.zeros(32, f32), np.zeros(32))


def test_too_small(butterfly, capfd):
    refuses(capfd, ValueError,
            "argument 0 ('f32[16]'): parameter 0 of 'butterfly_sum' is a "
            "memref of 32 elements; 16 would be accessed out of bounds",
            butterfly, np.zeros(16, f32), np.zeros(32, f32))
    refuses(capfd, ValueError,
            "argument 1 ('f32[2x8]'): parameter 1 of 'butterfly_sum' is a "
            "memref of 32 elements; 16 would be accessed out of bounds",
            butterfly, np.zeros(32, f32), np.zeros((2, 8), f32))


def test_empty(butterfly, capfd):
    refuses(capfd, ValueError,
            "argument 0: 'f32[0]' has no elements; a kernel would get a null "
            "buffer", butterfly, np.zeros(0, f32), np.zeros(32, f32))


def test_non_contiguous(butterfly, capfd):
    strided = np.zeros(64, f32)[::2]
    refuses(capfd, ValueError,
            "argument 0 ('f32[32]') is not C-contiguous; a kernel reads a "
            "dense buffer (numpy.ascontiguousarray makes one)",
            butterfly, strided, np.zeros(32, f32))
    fortran = np.asfortranarray(np.zeros((4, 8), f32))
    refuses(capfd, ValueError,
            "argument 1 ('f32[4x8]') is not C-contiguous; a kernel reads a "
            "dense buffer (numpy.ascontiguousarray makes one)",
            butterfly, np.zeros(32, f32), fortran)


def test_scalar_for_buffer_and_buffer_for_scalar(butterfly, vector_add, capfd):
    refuses(capfd, TypeError,
            "argument 1 ('2.5'): parameter 1 of 'butterfly_sum' is a memref",
            butterfly, np.zeros(32, f32), 2.5)
    big = np.zeros(N, f32)
    refuses(capfd, TypeError,
            "argument 3 ('i32[4]'): parameter 3 of 'vector_add' is a scalar",
            vector_add, big, big, big, np.zeros(4, np.int32))


def test_scalar_out_of_range_or_of_another_type(vector_add, capfd):
    big = np.zeros(N, f32)
    refuses(capfd, ValueError,
            "argument 3: '3000000000' is not an i32 (whole numbers from "
            "-2147483648 to 2147483647)",
            vector_add, big, big, big, 3000000000)
    refuses(capfd, TypeError,
            "argument 3 ('1.5'): parameter 3 of 'vector_add' holds i32, "
            "not f64",
            vector_add, big, big, big, 1.5)
    refuses(capfd, TypeError,
            "argument 3 ('f32:7.0'): parameter 3 of 'vector_add' holds i32, "
            "not f32",
            vector_add, big, big, big, np.float32(7))
    refuses(capfd, TypeError,
            "argument 3 ('True'): parameter 3 of 'vector_add' holds i32, "
            "not i1",
            vector_add, big, big, big, True)
    # A NumPy integer passes to any integer parameter it fits (np.prod's
    # np.int64), and is refused with the parameter's range when it does not.
    refuses(capfd, ValueError,
            "argument 3: '3000000000' is not an i32 (whole numbers from "
            "-2147483648 to 2147483647)",
            vector_add, big, big, big, np.int64(3000000000))
    refuses(capfd, ValueError,
            "argument 3: '9223372036854775808' is not an i32 (whole numbers "
            "from -2147483648 to 2147483647)",
            vector_add, big, big, big, np.uint64(2**63))


def test_unsupported_objects(butterfly, capfd):
    refuses(capfd, TypeError,
            "argument 0: expected a NumPy array, an object with "
            "__cuda_array_interface__ or __dlpack__, or a number, not list",
            butterfly, [0.0] * 32, np.zeros(32, f32))
    refuses(capfd, TypeError,
            "argument 0: element type 'bool' is not one a kernel takes "
            "(f16 f32 f64, i8-i64, u8-u64)",
            butterfly, np.zeros(32, bool), np.zeros(32, f32))
    refuses(capfd, TypeError,
            "argument 0: element type '>f4' is not one a kernel takes "
            "(f16 f32 f64, i8-i64, u8-u64)",
            butterfly, np.zeros(32, ">f4"), np.zeros(32, f32))


def test_launch_options(butterfly, capfd):
    a, b = np.zeros(32, f32), np.zeros(32, f32)
    refuses(capfd, ValueError,
            "grid takes X or (X[, Y[, Z]]) of positive integers below 2**31, "
            "not 0", butterfly, a, b, grid=0)
    refuses(capfd, ValueError,
            "block takes X or (X[, Y[, Z]]) of positive integers below 2**31, "
            "not (1, 2, 3, 4)", butterfly, a, b, block=(1, 2, 3, 4))
    refuses(capfd, ValueError,
            "grid takes X or (X[, Y[, Z]]) of positive integers below 2**31, "
            "not 1.5", butterfly, a, b, grid=1.5)
    refuses(capfd, ValueError,
            "block takes X or (X[, Y[, Z]]) of positive integers below 2**31, "
            "not True", butterfly, a, b, block=True)
    refuses(capfd, ValueError,
            "smem takes a byte count from 0 to 2**32-1, not -1",
            butterfly, a, b, smem=-1)
    refuses(capfd, ValueError,
            "smem takes a byte count from 0 to 2**32-1, not '4k'",
            butterfly, a, b, smem="4k")
    with pytest.raises(ValueError, match=r"^timeout: "):
        butterfly(a, b, timeout=0)
    with pytest.raises(ValueError, match=r"^timeout: "):
        butterfly(a, b, timeout=float("nan"))
    refuses(capfd, ValueError, "backend must be 'cuda' or 'sim', not 'tpu'",
            butterfly, a, b, backend="tpu")


def test_cuda_array_interface_and_dlpack_are_checked(butterfly, capfd):
    refuses(capfd, TypeError,
            "argument 0 ('i32[32]'): parameter 0 of 'butterfly_sum' holds "
            "f32, not i32",
            butterfly, FakeDeviceArray(np.zeros(32, np.int32)), np.zeros(32, f32))
    refuses(capfd, ValueError,
            "argument 0 ('f32[32]') is not C-contiguous; a kernel reads a "
            "dense buffer (numpy.ascontiguousarray makes one)",
            butterfly, FakeDeviceArray(np.zeros(64, f32), shape=(32,), strides=(8,)),
            np.zeros(32, f32))

    refuses(capfd, ValueError,
            "argument 1 ('f32[8]'): parameter 1 of 'butterfly_sum' is a "
            "memref of 32 elements; 8 would be accessed out of bounds",
            butterfly, np.zeros(32, f32), DLPackOnly(np.zeros(8, f32)))


SCALARS = """
gpu.module @m {
  gpu.func @scalars(%a: ui32, %b: i64, %c: index, %d: f32, %e: ui64,
                    %out: memref<1xf32>) kernel {
    gpu.return
  }
}
"""


def test_scalars_fit_their_parameter_types(fake_cuda, capfd):
    k = wt.Module.parse(SCALARS).kernel("scalars")
    assert [p.element_type for p in k.params] == [
        "u32", "i64", "index", "f32", "u64", "f32"]
    out = np.zeros(1, f32)
    k(5, -3, 7, 1.5, 2**64 - 1, out)
    assert len(launches(capfd.readouterr().err)) == 1
    refuses(capfd, ValueError, "argument 0: '-1' is not a u32 (whole numbers "
            "from 0 to 4294967295)", k, -1, 0, 0, 0.0, 0, out)
    refuses(capfd, ValueError, "argument 4: '18446744073709551616' is not a "
            "u64 (whole numbers from 0 to 18446744073709551615)",
            k, 0, 0, 0, 0.0, 2**64, out)
    refuses(capfd, ValueError, "argument 2: '9223372036854775808' is not an "
            "i64 (whole numbers from -9223372036854775808 to "
            "9223372036854775807)", k, 0, 0, 2**63, 0.0, 0, out)
    refuses(capfd, ValueError, "argument 3: '1e+39' is beyond the range of "
            "f32", k, 0, 0, 0, 1e39, 0, out)
    refuses(capfd, TypeError, "argument 1 ('2.0'): parameter 1 of 'scalars' "
            "holds i64, not f64", k, 0, 2.0, 0, 0.0, 0, out)
