// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// Issue 27 (c), W19's gap: an exit under an scf.if whose condition is the
// same on every lane of the warp (a kernel flag, a vote on the warp, the
// block size) ends the whole warp or none of it, as an exit at the top level
// does; W19 rejected it. The lane-dependent cases next to them stay errors
// (exit-uniform-invalid.mlir); exit-uniform-sim.mlir runs both ways of the
// flag.

// CHECK-LABEL: gpu.func @exit_under_kernel_flag
gpu.module @m {
  gpu.func @exit_under_kernel_flag(%flag: i1, %v: i32, %out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    scf.if %flag {
      nvvm.exit
    }
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    %lane = gpu.lane_id
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A vote on the warp gives every lane one answer.
// CHECK-LABEL: gpu.func @exit_under_vote
gpu.module @m {
  gpu.func @exit_under_vote(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : i32
    %neg = arith.cmpi slt, %v, %c0 : i32
    %any = warp.any %w, %neg : !warp.warp<all>
    scf.if %any {
      nvvm.exit
    }
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Nested uniform control: a uniform if in a loop with uniform bounds, with
// a lane-dependent if beside the exit that does not exit.
// CHECK-LABEL: gpu.func @exit_under_nested_uniform_control
gpu.module @m {
  gpu.func @exit_under_nested_uniform_control(%n: index, %flag: i1, %v: i32, %out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    scf.for %i = %c0 to %n step %c1 {
      scf.if %flag {
        %low = arith.cmpi ult, %lane, %c1 : index
        scf.if %low {
          memref.store %v, %out[%lane] : memref<32xi32>
        }
        nvvm.exit
      }
    }
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// A trap (llvm.intr.trap) is an exit too.
// CHECK-LABEL: gpu.func @trap_under_kernel_flag
gpu.module @m {
  gpu.func @trap_under_kernel_flag(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    scf.if %flag {
      llvm.intr.trap
    } else {
    }
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}
