// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round31.mlir: index-dialect divisions by
// non-zero constants and shifts inside the index's 64 bits are as uniform
// as their operands and may decide a top-level exit.

// CHECK-LABEL: gpu.func @index_arithmetic
gpu.module @m {
  gpu.func @index_arithmetic(%out: memref<32xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %c4 = index.constant 4
    %c3 = index.constant 3
    %c40 = index.constant 40
    %q = index.divu %vi, %c4
    %r = index.rems %q, %c3
    %s = index.shl %r, %c40
    %t = index.shru %s, %c40
    %ti = arith.index_cast %t : index to i32
    %c = arith.cmpi eq, %ti, %z : i32
    scf.if %c {
      nvvm.exit
    }
    %red = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %red, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
