"""Parsing and verifying: diagnostics become warptile.DiagnosticError."""

import pathlib
import subprocess

import pytest

import warptile as wt

BUTTERFLY = """
gpu.module @kernels {
  gpu.func @k(%out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %r = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
"""


def test_parse_text_and_round_trip():
    m = wt.Module.parse(BUTTERFLY)
    assert m.kernels == ["k"]
    text = str(m)
    assert "warp.shuffle xor" in text
    # What str() prints parses back to the same text.
    assert str(wt.Module.parse(text)) == text
    m.verify()


def test_syntax_error_has_location():
    with pytest.raises(wt.DiagnosticError) as info:
        wt.Module.parse("func.func @f() {\n  %x = arith.constant : i32\n}\n",
                        name="broken.mlir")
    [d] = info.value.diagnostics
    assert d.severity == "error"
    assert (d.file, d.line) == ("broken.mlir", 2)
    assert d.column > 0
    assert str(info.value).startswith(f"broken.mlir:2:{d.column}: error: ")


def test_ir_that_crashes_mlir_is_an_error():
    # MLIR 22.1's own verifier segfaults on an ifunc without its resolver,
    # and its parser on a dense array of index: refused with a location.
    with pytest.raises(wt.DiagnosticError) as info:
        wt.Module.parse("llvm.mlir.ifunc external @f : !llvm.func<void ()>, "
                        "!llvm.ptr @missing\n", name="ifunc.mlir")
    assert (info.value.diagnostics[0].file,
            info.value.diagnostics[0].line) == ("ifunc.mlir", 1)
    assert "resolver @missing names no symbol" in str(info.value)
    with pytest.raises(wt.DiagnosticError) as info:
        wt.Module.parse("func.func @f() attributes {a = array<index: 1>} {\n"
                        "  return\n}\n", name="index.mlir")
    assert "a dense array of `index`" in str(info.value)


def test_verifier_error_reads_like_warp_opt(examples):
    path = examples / "bugs" / "reduce7_32_threads.mlir"
    with pytest.raises(wt.DiagnosticError) as info:
        wt.Module.parse_file(path)
    error = info.value
    first = error.diagnostics[0]
    assert first.severity == "error"
    assert first.rule == "W9"
    assert "reads inactive lanes 16" in first.message
    assert first.file == str(path)
    assert (first.line, first.column) == (14, 10)
    assert all(n.severity == "note" for n in first.notes)
    # str() is what warp-opt prints for the same file, when warp-opt is
    # beside the package in the build tree.
    warp_opt = pathlib.Path(wt.__file__).resolve().parents[2] / "bin" / "warp-opt"
    if warp_opt.exists():
        run = subprocess.run([str(warp_opt), str(path)], capture_output=True,
                             text=True)
        assert run.returncode != 0
        assert run.stderr.rstrip("\n") == str(error)
    else:
        assert f"{path}:14:10: error: 'warp.shuffle' op W9" in str(error)
        assert "^" in str(error)


def test_parse_file_that_is_missing(tmp_path):
    with pytest.raises(OSError, match="no-such.mlir"):
        wt.Module.parse_file(tmp_path / "no-such.mlir")


def test_kernel_lookup_and_params(examples):
    m = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir")
    k = m.kernel("butterfly_sum")
    assert k.kind == "warp"
    assert [p.type for p in k.params] == ["memref<32xf32>", "memref<32xf32>"]
    assert k.params[0].is_buffer and k.params[0].element_type == "f32"
    assert k.params[0].elements == 32
    with pytest.raises(KeyError, match=r"no kernel 'nope' in the module "
                                       r"\(it has: butterfly_sum\)"):
        m.kernel("nope")


def test_tile_kernel_params(examples):
    k = wt.load(examples / "tile" / "vector_add.mlir")
    assert (k.name, k.kind) == ("vector_add", "tile")
    # What a launch passes: the token is not (the launch makes it).
    assert [p.type for p in k.params] == [
        "!tile.view<?xf32>", "!tile.view<?xf32>", "!tile.part<1024xf32>"]
