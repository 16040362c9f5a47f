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


RACES = """
gpu.module @m {
  gpu.func @vecadd(%out: memref<?xf32>, %n: index) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %b = arith.muli %bid, %bdim : index
    %i = arith.addi %b, %tid : index
    %in = arith.cmpi ult, %i, %n : index
    %v = arith.constant 1.0 : f32
    scf.if %in {
      memref.store %v, %out[%i] : memref<?xf32>
    }
    gpu.return
  }
  gpu.func @all_zero(%out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = arith.constant 1.0 : f32
    memref.store %v, %out[%c0] : memref<?xf32>
    gpu.return
  }
  gpu.func @gather(%out: memref<?xf32>, %idx: memref<?xindex>) kernel {
    %tid = gpu.thread_id x
    %i = memref.load %idx[%tid] : memref<?xindex>
    %v = arith.constant 1.0 : f32
    memref.store %v, %out[%i] : memref<?xf32>
    gpu.return
  }
}
"""


def test_check_races_findings():
    # vecadd is proven; every thread writing out[0] is R1 at its store (line
    # 19); a data-dependent index is R3 (line 26), an error only on request.
    m = wt.Module.parse(RACES, name="races.mlir")
    r1, r3 = m.check_races()
    assert (r1.rule, r1.severity, r1.line) == ("R1", "error", 19)
    assert "both write element 0 of argument 0" in r1.message
    assert (r3.rule, r3.severity, r3.line) == ("R3", "warning", 26)
    assert "loaded from memory" in r3.message
    assert [f.severity for f in m.check_races(warnings_as_errors=True)] == [
        "error", "error"]
