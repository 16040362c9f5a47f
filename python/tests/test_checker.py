"""The convergence checker's findings as objects."""

import warptile as wt

C1 = """
gpu.module @m {
  gpu.func @C1_static_lanes(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %low {
      %a = nvvm.vote.sync any %all, %low -> i1
    }
    gpu.return
  }
}
"""

C5 = """
gpu.module @m {
  gpu.func @C5_runtime_mask(%v: i32, %mask: i32) kernel {
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    gpu.return
  }
}
"""


def test_c1_finding_with_note():
    m = wt.Module.parse(C1, name="c1.mlir")
    [finding] = m.check_convergence()
    assert isinstance(finding, wt.Finding)
    assert finding.rule == "C1"
    assert finding.severity == "error"
    assert "vote.sync any names lanes 16-31" in finding.message
    assert (finding.file, finding.line) == ("c1.mlir", 9)
    # warp-opt's notes: the op (MLIR's "see current operation") and the
    # branch where the lanes diverged.
    [note] = [n for n in finding.notes if "diverge" in n.message]
    assert note.line == 8
    assert "only lanes 0-15 take this path" in note.message
    assert str(finding).startswith("c1.mlir:9:")


def test_c5_is_a_warning_unless_warnings_are_errors():
    m = wt.Module.parse(C5)
    [warning] = m.check_convergence()
    assert (warning.rule, warning.severity) == ("C5", "warning")
    [error] = m.check_convergence(warnings_as_errors=True)
    assert (error.rule, error.severity) == ("C5", "error")


def test_typed_example_has_no_findings(examples):
    m = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir")
    assert m.check_convergence() == []


def test_raise_to_warp_types_a_full_warp_shuffle():
    plain = """
gpu.module @m {
  gpu.func @sum(%v: f32, %out: memref<1xf32>) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c0 = arith.constant 0 : index
    %r = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }
}
"""
    m = wt.Module.parse(plain)
    raised = m.raise_to_warp()
    assert "warp.shuffle xor" in str(raised)
    assert "nvvm.shfl.sync" not in str(raised)
    # The original is unchanged.
    assert "nvvm.shfl.sync" in str(m)
