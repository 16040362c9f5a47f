// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32,2 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel k --block 16,4 --arg i32[32] 2>&1 | FileCheck %s --check-prefix=SHAPE
// Issue 27, round 11: the same tid.y + 1 bound (block declared 32 x 2) handed
// through nine nested private functions (h1 -> ... -> h9, eight private calls,
// the most kMaxCallDepth follows) before the loop that carries the warp: legal
// and verified. Oracle by hand: row y runs y + 1 trips of a 32-lane reduce of
// 1: 32 on row 0 (slots 0-15), 64 on row 1 (slots 16-31). Ten functions deep
// the argument is varying (W17: test/Dialect/Warp/attack-round11.mlir).
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64{{$}}
// SHAPE: declares a block of exactly (32,2,1) threads
gpu.module @m {
  func.func private @h9(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
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
  func.func private @h8(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h9(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h7(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h8(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h6(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h7(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h5(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h6(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h4(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h5(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h3(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h4(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h2(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h3(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h1(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h2(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
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
