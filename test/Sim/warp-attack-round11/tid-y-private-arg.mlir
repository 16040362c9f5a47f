// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel k --block 16,4 --arg i32[32] 2>&1 | FileCheck %s --check-prefix=SHAPE
// Issue 27, round 11: tid.y + 1 in a block declared 32 x 2 (each warp one
// row, so tid.y is warp-uniform) passed to a private helper that loops to it
// carrying the warp: legal (the argument is as uniform as every call site's
// operand). Oracle by hand from the PTX warp layout: row y runs y + 1 trips of
// a 32-lane reduce of 1, so lanes 0-15 of row 0 store 32 at 0-15 and those of
// row 1 store 64 at 16-31. Rejected neighbours (16 x 2 kernel, a second 16 x 4
// caller): test/Dialect/Warp/attack-round11.mlir.
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64{{$}}
// SHAPE: declares a block of exactly (32,2,1) threads
gpu.module @m {
  func.func private @h1(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %n = arith.addi %ty, %c1 : index
    %r, %a = func.call @h1(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    %low = arith.cmpi ult, %tx, %c16 : index
    scf.if %low {
      %o = arith.muli %ty, %c16 : index
      %i = arith.addi %o, %tx : index
      memref.store %a, %out[%i] : memref<32xi32>
    }
    gpu.return
  }
}
