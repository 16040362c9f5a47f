// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:4 --print 2>&1 | FileCheck %s --check-prefix=K4
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:4 --print 2>&1 | FileCheck %s --check-prefix=K4
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:9 --print 2>&1 | FileCheck %s --check-prefix=K9
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:9 --print 2>&1 | FileCheck %s --check-prefix=K9
// Issue 27, round 11: a do-while in a private helper carrying the warp, whose
// condition is `warp.any` on the carried warp of a lane-dependent predicate
// (i < lane mod k): every lane gets the vote, so every lane leaves at the same
// trip. Oracle by hand: the loop runs m = max over lanes of (lane mod k) trips
// (the first trip whose vote is false is the m-th), each adding the 32-lane sum
// of the lane ids (496): k = 4: m = 3, 1488; k = 9: m = 8, 3968, on every lane.
// Votes on a low(16) half or a tile of 8 are rejected (W17,
// test/Dialect/Warp/attack-round11.mlir).
// K4-NOT: finding
// K4: arg 0 i32[32]: 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488{{$}}
// K9-NOT: finding
// K9: arg 0 i32[32]: 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968 3968{{$}}
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lm = arith.remui %li, %k : i32
    %r:3 = scf.while (%x = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %s = warp.reduce add %x, %li : !warp.warp<all>, i32
      %acc2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      %p = arith.cmpi ult, %i2, %lm : i32
      %cond = warp.any %x, %p : !warp.warp<all>
      scf.condition(%cond) %x, %i2, %acc2 : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<all>, %i: i32, %acc: i32):
      scf.yield %x, %i, %acc : !warp.warp<all>, i32, i32
    }
    return %r#0, %r#2 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %k: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r, %a = func.call @h(%w, %k) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %l = gpu.lane_id
    memref.store %a, %out[%l] : memref<32xi32>
    gpu.return
  }
}
