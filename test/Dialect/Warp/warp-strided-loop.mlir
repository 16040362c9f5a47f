// RUN: warp-opt %s -o /dev/null
// RUN: warp-opt %s --canonicalize --cse -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --block 32 --arg 'i32[96]=iota' --arg 'i32[32]' --arg i64:3 --print 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed 7 %s --block 32 --arg 'i32[96]=iota' --arg 'i32[32]' --arg i64:3 --print 2>&1 | FileCheck %s
//
// The warp-strided loop `for (i = lane; i < 32 n; i += 32)` carries the
// warp (W17): its lower bound varies, but every lane of the warp runs the
// same n trips (issue 27 round 60a h5, a false W17; the same loop in cf
// form verified). Each trip reduces 32 consecutive elements: the sum of
// 0..95 is 4560 on every lane.
// CHECK: arg 1 i32[32]: 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560 4560
// CHECK-NOT: finding
gpu.module @m {
  gpu.func @k(%in: memref<?xi32>, %out: memref<32xi32>, %n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %c0i = arith.constant 0 : i32
    %ub = arith.muli %n, %c32 : index
    %r:2 = scf.for %i = %lane to %ub step %c32 iter_args(%x = %w, %acc = %c0i) -> (!warp.warp<all>, i32) {
      %v = memref.load %in[%i] : memref<?xi32>
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %acc, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
