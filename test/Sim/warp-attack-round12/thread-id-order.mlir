// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel k --block 16,4 --arg i32[32] 2>&1 | FileCheck %s --check-prefix=SHAPE
// Issue 27, round 12: the uniformity solver kept a source's level per op
// name, so which of `gpu.thread_id x` and `gpu.thread_id y` came first
// decided both: tid.x first made this legal program (tid.y is warp-uniform
// in a 32 x 2 block, each warp one row) W5, and tid.y first made tid.x
// uniform (test/Dialect/Warp/attack-round12.mlir, (3)). Oracle by hand from
// the PTX warp layout: row 0 (warp 0) stores the sum of tid.x over 0..31,
// 496, at 0..31; row 1 stores nothing.
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// SHAPE: declares a block of exactly (32,2,1) threads
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %v = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<32xi32>
    }
    gpu.return
  }
}
