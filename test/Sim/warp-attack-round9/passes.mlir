// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:0 --print 2>&1 | FileCheck %s --check-prefix=N0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=N2
// RUN: warp-opt %s --control-flow-sink --loop-invariant-code-motion --cse --sccp --canonicalize --remove-dead-values -o %t.mlir
// RUN: warp-run --sim --sim-seed 1 %t.mlir --kernel k --block 32 --arg i32[32] --arg i32:0 --print 2>&1 | FileCheck %s --check-prefix=N0
// RUN: warp-run --sim --sim-seed 0 %t.mlir --kernel k --block 32 --arg i32[32] --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=N2
// RUN: warp-opt %s --control-flow-sink --loop-invariant-code-motion --cse --sccp --canonicalize --remove-dead-values | FileCheck %s --check-prefix=IR
// Issue 27, round 9 of the adversarial pass: collectives read the lanes
// resource, so generic passes keep them where every lane runs them. A whole
// warp reduce and an xor shuffle used only inside a lane-dependent scf.if
// (lanes 0-2) are not sunk into it by --control-flow-sink; a reduce inside an
// scf.for with a uniform trip count n is not hoisted out by
// --loop-invariant-code-motion (n = 0 runs it zero times). Oracle by hand:
// lanes 0-2 get sum(0..31) + (lane xor 1) = 496 + (l ^ 1), the others l, then
// n times + max(0..31) = 31.
// N0-NOT: finding
// N0: arg 0 i32[32]: 497 496 499 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31{{$}}
// N2-NOT: finding
// N2: arg 0 i32[32]: 559 558 561 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93{{$}}
// IR: warp.reduce add
// IR: warp.shuffle xor
// IR: scf.if
// IR: scf.for
// IR: warp.reduce max
// IR: scf.yield

gpu.module @sink {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    %sh = warp.shuffle xor %w, %li, 1 : !warp.warp<all>, i32
    %cond = arith.cmpi ult, %li, %c3 : i32
    %r = scf.if %cond -> (i32) {
      %x = arith.addi %s, %sh : i32
      scf.yield %x : i32
    } else {
      scf.yield %li : i32
    }
    %ni = arith.index_cast %n : i32 to index
    %q = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %r) -> (i32) {
      %m = warp.reduce max %w, %li : !warp.warp<all>, i32
      %y = arith.addi %acc, %m : i32
      scf.yield %y : i32
    }
    memref.store %q, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
