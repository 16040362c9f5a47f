// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-verify-lanes | FileCheck %s
//
// The nearest legal program for each case of unreached-warps.mlir: the
// walks warp-verify-lanes starts from a parameter no warp op reaches find
// nothing in these.

// The kernel makes its warp and hands it to a helper without warp ops.
// CHECK-LABEL: gpu.func @kernel_warp_from_entry
gpu.module @m {
  func.func private @keep(%w: !warp.warp<all>) {
    return
  }
  gpu.func @kernel_warp_from_entry() kernel {
    %w = warp.entry : !warp.warp<all>
    func.call @keep(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// A kernel may take anything but a warp.
// CHECK-LABEL: gpu.func @kernel_without_warp_parameter
gpu.module @m {
  gpu.func @kernel_without_warp_parameter(%v: i32) kernel {
    gpu.return
  }
}

// -----

// No caller, no warp op: the parameter is handed back once.
// CHECK-LABEL: func.func @uncalled_parameter_returned_once
gpu.module @m {
  func.func @uncalled_parameter_returned_once(%w: !warp.warp<all>) -> !warp.warp<all> {
    return %w : !warp.warp<all>
  }
}

// -----

// A branch on a lane-uniform condition (the block size) passes the warp to
// the block that calls the helper: every lane goes there.
// CHECK-LABEL: func.func @parameter_through_uniform_branch
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  func.func @parameter_through_uniform_branch(%w: !warp.warp<all>, %v: i32) {
    %c16 = arith.constant 16 : i32
    %nb = nvvm.read.ptx.sreg.ntid.x : i32
    %big = arith.cmpi uge, %nb, %c16 : i32
    cf.cond_br %big, ^sum(%w : !warp.warp<all>), ^done
  ^sum(%x: !warp.warp<all>):
    %r = func.call @sum(%x, %v) : (!warp.warp<all>, i32) -> i32
    cf.br ^done
  ^done:
    return
  }
}

// -----

// The loop's bounds are the same on every lane.
// CHECK-LABEL: func.func @parameter_carried_by_uniform_loop
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w, %r : !warp.warp<all>, i32
  }
  func.func @parameter_carried_by_uniform_loop(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %y, %s = func.call @sum(%x, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
}

// -----

// A real warp passed to a declaration (trusted: its body is not seen).
// CHECK-LABEL: gpu.func @entry_warp_to_declaration
gpu.module @m {
  func.func private @external(!warp.warp<all>)
  gpu.func @entry_warp_to_declaration() kernel {
    %w = warp.entry : !warp.warp<all>
    func.call @external(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}
