// warp.first_lane and tiles of 1, 16 and 32 lanes on the simulator, and
// their lowering. Expected values worked by hand from the op's definition
// (ffs of the group's ballot bits, minus 1; -1 where no lane holds) for
// p = `lane mod 3 == 0` and v = 10 * lane.
//
// RUN: warp-opt %s --convert-warp-to-nvvm | FileCheck %s --check-prefix=IR
// RUN: warp-run --sim %s --block 32 --arg i32:5 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s
// RUN: warp-run --sim --sim-seed 3 %s --block 32 --arg i32:5 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s

// The tile of 1's ballot: its own predicate in bit 0.
// CHECK: arg 1 i32[32]: 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0 0 1 0{{$}}
// Its first_lane: 0 where p holds, else -1.
// CHECK: arg 2 i32[32]: 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1 -1 0 -1{{$}}
// Its shuffle idx from rank 5 (kept to rank 0 by the ISA): each lane's own.
// CHECK: arg 3 i32[32]: 0 10 20 30 40 50 60 70 80 90 100 110 120 130 140 150 160 170 180 190 200 210 220 230 240 250 260 270 280 290 300 310{{$}}
// A tile of 32, p and lane >= 5: lane 6.
// CHECK: arg 4 i32[32]: 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6{{$}}
// Tiles of 16: lane 0 (rank 0), lane 18 (rank 2).
// CHECK: arg 5 i32[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2{{$}}
// On the dyn halves of a warp.if on `lane even`, lane >= 7: the lowest
// active lane of each half (a warp's rank is the lane id): 8 and 7.
// CHECK: arg 6 i32[32]: 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7 8 7{{$}}
// CHECK-NOT: finding

// The lowering: ballot on the group's member mask, the group's bits, then
// cttz (zero not poison) and -1 for an empty ballot.
// IR-LABEL: gpu.func @sizes
// IR: nvvm.vote.sync{{ +}}ballot
// IR: arith.shrui
// IR: nvvm.vote.sync{{ +}}ballot
// IR: %[[SHIFTED:.*]] = arith.shrui
// IR: %[[BITS:.*]] = arith.andi %[[SHIFTED]], %c1_i32{{.*}} : i32
// IR: %[[TZ:.*]] = "llvm.intr.cttz"(%[[BITS]]) <{is_zero_poison = false}> : (i32) -> i32
// IR: %[[NONE:.*]] = arith.cmpi eq, %[[BITS]], %c0_i32{{.*}} : i32
// IR: arith.select %[[NONE]], %c-1_i32{{.*}}, %[[TZ]] : i32
gpu.module @kernels {
  gpu.func @sizes(%r: i32, %b1: memref<32xi32>, %f1: memref<32xi32>, %s1: memref<32xi32>,
                  %f32: memref<32xi32>, %f16: memref<32xi32>, %fdyn: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %c7 = arith.constant 7 : i32
    %c10 = arith.constant 10 : i32
    %v = arith.muli %l, %c10 : i32
    %rem = arith.remui %l, %c3 : i32
    %p = arith.cmpi eq, %rem, %c0 : i32
    %ge5 = arith.cmpi uge, %l, %c5 : i32
    %p5 = arith.andi %p, %ge5 : i1
    %ge7 = arith.cmpi uge, %l, %c7 : i32
    %t1 = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    %a = warp.ballot %t1, %p : !warp.tile<1> -> i32
    %b = warp.first_lane %t1, %p : !warp.tile<1>
    %c = warp.shuffle idx %t1, %v, %r : !warp.tile<1>, i32
    %t32 = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %d = warp.first_lane %t32, %p5 : !warp.tile<32>
    %t16 = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %e = warp.first_lane %t16, %p : !warp.tile<16>
    %rem2 = arith.remui %l, %c2 : i32
    %even = arith.cmpi eq, %rem2, %c0 : i32
    %w2, %f = warp.if %w, %even -> (!warp.warp<all>, i32) {
    ^bb0(%te: !warp.warp<dyn>):
      %x = warp.first_lane %te, %ge7 : !warp.warp<dyn>
      warp.yield %te, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%to: !warp.warp<dyn>):
      %y = warp.first_lane %to, %ge7 : !warp.warp<dyn>
      warp.yield %to, %y : !warp.warp<dyn>, i32
    }
    memref.store %a, %b1[%lane] : memref<32xi32>
    memref.store %b, %f1[%lane] : memref<32xi32>
    memref.store %c, %s1[%lane] : memref<32xi32>
    memref.store %d, %f32[%lane] : memref<32xi32>
    memref.store %e, %f16[%lane] : memref<32xi32>
    memref.store %f, %fdyn[%lane] : memref<32xi32>
    gpu.return
  }
}
