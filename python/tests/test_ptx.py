"""Lowering: pass pipelines, PTX and cubin output."""

import shutil

import pytest

import warptile as wt
from warptile import _warptile


@pytest.fixture
def butterfly(examples):
    return wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir")


def test_ptx_for_sm_90(butterfly):
    ptx = butterfly.to_ptx()
    assert ".target sm_90" in ptx
    assert ".entry butterfly_sum(" in ptx
    # Five xor shuffles with the whole warp's member mask.
    assert ptx.count("shfl.sync.bfly.b32") == 5
    assert "-1;" in ptx


def test_ptx_for_another_chip(butterfly):
    assert ".target sm_80" in butterfly.to_ptx(chip="sm_80")


def test_unknown_chip_is_a_value_error(butterfly):
    with pytest.raises(ValueError, match="sm_1234"):
        butterfly.to_ptx(chip="sm_1234")


def test_lower_any_pipeline(butterfly):
    lowered = butterfly.lower()
    assert "gpu.binary @kernels" in str(lowered)
    nvvm = butterfly.lower("convert-warp-to-nvvm")
    assert str(nvvm).count("nvvm.shfl.sync") == 5
    assert "warp.shuffle" not in str(nvvm)
    assert "warp.shuffle" in str(butterfly)
    anchored = butterfly.lower("builtin.module(gpu.module(convert-warp-to-nvvm))")
    assert str(anchored) == str(nvvm)


def test_bad_pipeline_is_a_value_error(butterfly):
    with pytest.raises(ValueError, match="no-such-pass"):
        butterfly.lower("no-such-pass")


def test_failing_pipeline_raises_diagnostics():
    # convert-gpu-to-nvvm does not lower warp ops, so it fails on them.
    m = wt.Module.parse("""
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}
""")
    with pytest.raises(wt.DiagnosticError) as info:
        m.lower("gpu.module(convert-gpu-to-nvvm)")
    assert info.value.diagnostics
    assert all(d.severity in ("error", "note") for d in info.value.diagnostics)


def test_tile_module_ptx_is_warp_ptxs(examples):
    # Tile kernels go through the tile lowering first, as warp-ptx does.
    m = wt.Module.parse_file(examples / "tile" / "vector_add.mlir")
    assert ".visible .entry vector_add(" in m.to_ptx()


@pytest.mark.skipif(not _warptile.find_ptxas(), reason="needs ptxas")
def test_cubin(butterfly):
    cubin = butterfly.to_cubin(chip="sm_90")
    assert isinstance(cubin, bytes)
    assert cubin[:4] == b"\x7fELF"
    assert b"butterfly_sum" in cubin
