// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round32.mlir: a saturating shift inside
// the width and intrinsics that make no poison of defined operands
// (`fshl`, `umin`, `ctpop`) on a kernel argument are as uniform as it, and
// may decide a top-level exit.

// CHECK-LABEL: gpu.func @total_intrinsics
gpu.module @m {
  gpu.func @total_intrinsics(%out: memref<32xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %c40 = arith.constant 40 : i32
    %s = llvm.intr.ushl.sat(%v, %c3) : (i32, i32) -> i32
    %f = llvm.intr.fshl(%s, %v, %c40) : (i32, i32, i32) -> i32
    %m = llvm.intr.umin(%f, %c40) : (i32, i32) -> i32
    %p = llvm.intr.ctpop(%m) : (i32) -> i32
    %c = arith.cmpi eq, %p, %z : i32
    scf.if %c {
      nvvm.exit
    }
    %red = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %red, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
