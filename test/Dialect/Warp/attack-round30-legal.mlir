// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round30.mlir: a division or remainder of
// a kernel argument by a non-zero constant (and of the minimum integer by
// 2) is as uniform as its operands and may decide a top-level exit.

// CHECK-LABEL: gpu.func @divide_by_nonzero
gpu.module @m {
  gpu.func @divide_by_nonzero(%out: memref<32xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c3 = arith.constant 3 : i32
    %c2 = arith.constant 2 : i32
    %min = arith.constant -2147483648 : i32
    %q = arith.divui %v, %c4 : i32
    %r = arith.remui %q, %c3 : i32
    %s = arith.divsi %min, %c2 : i32
    %u = llvm.sdiv %s, %c3 : i32
    %sum = arith.addi %r, %u : i32
    %c = arith.cmpi eq, %sum, %z : i32
    scf.if %c {
      nvvm.exit
    }
    %red = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %red, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
