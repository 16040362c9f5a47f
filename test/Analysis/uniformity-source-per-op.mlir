// RUN: warp-opt %s --split-input-file --warp-check-convergence --verify-diagnostics
//
// The uniformity solver keeps uniformitySource's answer per op name only
// for the names whose answer the name decides. gpu.thread_id's depends on
// its dimension and nvvm's tid.y/tid.z on their kernel's declared block, so
// they are asked per op: a `gpu.thread_id y` (warp-uniform in a 32 x 2
// block) met first must not make the `gpu.thread_id x` after it uniform,
// which hid the C1 below.

gpu.module @thread_id_x_after_y {
  gpu.func @C1_thread_id_x_after_y(%v: i32, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %c16 = arith.constant 16 : index
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %row = gpu.thread_id y
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
      memref.store %s, %out[%row] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// The nearest legal program: the branch on tid.y, which every lane of a
// warp of a 32 x 2 block shares, after a tid.x.
gpu.module @thread_id_y_after_x {
  gpu.func @branch_on_row(%v: i32, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %c1i = arith.constant 1 : index
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %tid = gpu.thread_id x
    %row = gpu.thread_id y
    %first = arith.cmpi ult, %row, %c1i : index
    scf.if %first {
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
      memref.store %s, %out[%tid] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// nvvm's tid.y, per kernel: warp-uniform in the 32 x 2 block, not in the
// 16 x 2 one declared after it (lanes 0-15 are row 0 there).
gpu.module @tid_y_per_kernel {
  gpu.func @rows_of_32(%v: i32, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c31 = arith.constant 31 : i32
    %all = arith.constant -1 : i32
    %row = nvvm.read.ptx.sreg.tid.y : i32
    %first = arith.cmpi eq, %row, %c0 : i32
    scf.if %first {
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
      %i = arith.index_cast %row : i32 to index
      memref.store %s, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
  gpu.func @C1_rows_of_16(%v: i32, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c31 = arith.constant 31 : i32
    %all = arith.constant -1 : i32
    %row = nvvm.read.ptx.sreg.tid.y : i32
    %first = arith.cmpi eq, %row, %c0 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %first {
      // expected-error @+1 {{C1:}}
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
      %i = arith.index_cast %row : i32 to index
      memref.store %s, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
}
