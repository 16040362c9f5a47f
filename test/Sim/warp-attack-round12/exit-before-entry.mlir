// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --arg i32[32] --arg i1:0 --print 2>&1 | FileCheck %s --check-prefix=STAY
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --arg i32[32] --arg i1:0 --print 2>&1 | FileCheck %s --check-prefix=STAY
// RUN: warp-run --sim %s --kernel k --arg i32[32] --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=LEAVE
// Issue 27, round 12: the nearest legal neighbours of an exit before
// warp.entry (test/Dialect/Warp/attack-round12.mlir, (1)): an exit under a
// kernel flag (warp-uniform: every lane of the warp leaves, or none) before
// warp.entry, and an exit of lanes 16-31 after the warp's last use. Oracle
// by hand: with the flag 0 every lane stores the sum of the lane ids,
// 0 + ... + 31 = 496, then lanes 16-31 leave and lanes 0-15 store 497 over
// their own slots; with the flag 1 every lane leaves and nothing is stored.
// STAY-NOT: finding
// STAY: arg 0 i32[32]: 497 497 497 497 497 497 497 497 497 497 497 497 497 497 497 497 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// LEAVE-NOT: finding
// LEAVE: arg 0 i32[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %leave: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    scf.if %leave {
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    scf.if %hi {
      nvvm.exit
    }
    %one = arith.constant 1 : i32
    %r1 = arith.addi %r, %one : i32
    memref.store %r1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
