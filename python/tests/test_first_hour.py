"""What a new user meets first (issue 30): the README's snippet on a
machine without a GPU, wt.__version__, tile kernels' parameters and PTX,
read-only outputs, kernels that two gpu.modules define, bools and NumPy
integers for scalar parameters, README's tour.mlir run."""

import pathlib
import re
import warnings

import numpy as np
import pytest

import warptile as wt
from warptile import _warptile

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_version_is_the_projects():
    pyproject = (ROOT / "pyproject.toml").read_text()
    version = re.search(r'^version = "([^"]+)"', pyproject, re.M).group(1)
    cmake = (ROOT / "CMakeLists.txt").read_text()
    assert re.search(r"project\(warptile VERSION ([0-9.]+)", cmake).group(1) == version
    assert wt.__version__ == version


def test_default_chip_is_the_chip_tables():
    # One default for every tool and the package (issue 30): the chip table's
    # (include/warptile/Pipelines/Chips.h), not a literal per call site.
    header = (ROOT / "include" / "warptile" / "Pipelines" / "Chips.h").read_text()
    chip = re.search(r'kDefaultChip\[\] = "(sm_[0-9a-z]+)"', header).group(1)
    assert _warptile.DEFAULT_CHIP == chip
    package = ROOT / "python" / "warptile"
    for source in ("_launch.py", "_module.py"):
        assert '"sm_' not in (package / source).read_text(), source


def test_bench_without_a_gpu_runs_on_the_executor(examples):
    k = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir").kernel(
        "butterfly_sum")
    out = np.zeros(32, np.float32)
    with pytest.warns(RuntimeWarning, match="the times are the simulator's"):
        result = wt.bench(k, np.arange(32, dtype=np.float32), out, n=5,
                          warmup=1, backend="sim")
    assert isinstance(result, wt.SimBenchResult)
    assert result.runs == 5 and result.device == "CPU executor (lib/Sim)"
    assert 0 < result.min_ms <= result.median_ms <= result.max_ms
    assert result.bytes == 2 * 32 * 4
    assert (out == 496).all()


def test_tile_kernel_params_and_ptx(examples):
    vadd = wt.load(examples / "tile" / "vector_add.mlir")
    # The token is not a parameter a launch passes; views and partitions
    # are buffers of their element type.
    assert [(p.is_buffer, p.element_type) for p in vadd.params] == [
        (True, "f32"), (True, "f32"), (True, "f32")]
    assert all(not p.type.startswith("!tile.token") for p in vadd.params)
    ptx = vadd.compile().ptx
    assert ".entry vector_add" in ptx


@pytest.mark.parametrize("name", ["gemm.mlir", "softmax.mlir"])
def test_to_ptx_of_tile_modules(examples, name):
    ptx = wt.Module.parse_file(examples / "tile" / name).to_ptx()
    assert ".visible .entry" in ptx


def test_read_only_output_is_refused(examples):
    k = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir").kernel(
        "butterfly_sum")
    out = np.zeros(32, np.float32)
    out.flags.writeable = False
    with pytest.raises(ValueError, match=r"^argument 1 is a read-only array, "
                       r"which kernel 'butterfly_sum' wrote"):
        k(np.arange(32, dtype=np.float32), out, backend="sim")
    assert (out == 0).all()
    # A read-only input is fine.
    a = np.arange(32, dtype=np.float32)
    a.flags.writeable = False
    out2 = np.zeros(32, np.float32)
    k(a, out2, backend="sim")
    assert (out2 == 496).all()


TWO_MODULES = """
gpu.module @first {
  gpu.func @k(%out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %v = arith.constant 1 : i32
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
gpu.module @second {
  gpu.func @k(%out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %v = arith.constant 2 : i32
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
"""


def test_a_name_two_gpu_modules_define():
    m = wt.Module.parse(TWO_MODULES)
    assert m.kernels == ["first::k", "second::k"]
    with pytest.raises(ValueError, match=r"^kernel 'k' is defined in several "
                       r"gpu.modules \(first::k, second::k\); name one as "
                       r"module::kernel$"):
        m.kernel("k")
    for name, value in [("first::k", 1), ("second::k", 2)]:
        out = np.zeros(1, np.int32)
        m.kernel(name)(out, block=1, backend="sim")
        assert out[0] == value
        ptx = m.kernel(name).compile().ptx
        assert ptx.count(".entry k") == 1


PREDICATED = """
gpu.module @m {
  gpu.func @pick(%out: memref<1xi32>, %p: i1, %n: i16, %u: i16) kernel {
    %c0 = arith.constant 0 : index
    %n32 = arith.extsi %n : i16 to i32
    %u32 = arith.extui %u : i16 to i32
    %s = arith.addi %n32, %u32 : i32
    %zero = arith.constant 0 : i32
    %v = arith.select %p, %s, %zero : i32
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
"""


def test_i1_and_i16_scalars():
    k = wt.Module.parse(PREDICATED).kernel("pick")
    out = np.zeros(1, np.int32)
    for p in (True, np.bool_(True), 1):
        out[0] = 0
        k(out, p, np.int64(-3), np.int16(-1), block=1, backend="sim")
        assert out[0] == -3 + 65535
    k(out, False, 5, 6, block=1, backend="sim")
    assert out[0] == 0
    with pytest.raises(ValueError, match=r"^argument 1: '2' is not an i1 "
                       r"\(0, 1, True or False\)$"):
        k(out, 2, 0, 0, block=1, backend="sim")
    with pytest.raises(ValueError, match=r"^argument 2: '40000' is not an i16"):
        k(out, True, np.int64(40000), 0, block=1, backend="sim")
    with pytest.raises(TypeError, match=r"^argument 1 \('1.0'\): parameter 1 "
                       r"of 'pick' holds i1, not f64$"):
        k(out, 1.0, 0, 0, block=1, backend="sim")


def test_readme_tour_runs(examples):
    """README's headline kernel takes two i1."""
    k = wt.Module.parse_file(examples / "warp" / "tour.mlir").kernel("tour")
    assert [p.element_type for p in k.params] == ["i32", "i1", "i1"]
    k(np.arange(32, dtype=np.int32), True, False, block=32, backend="sim")
    k(np.arange(32, dtype=np.int32), np.bool_(False), True, block=32,
      backend="sim")
