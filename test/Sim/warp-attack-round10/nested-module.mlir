// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:0 --print 2>&1 | FileCheck %s --check-prefix=N0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=N2
// Issue 27, round 10, H1's nearest legal program
// (test/Dialect/Warp/attack-round10.mlir): the same device function with a
// `builtin.module` holding a function of its own ahead of its loop, but the
// loop's bound is a kernel argument, the same on every lane. Oracle by hand:
// n = 0 leaves each lane its id; n = 2 sums the 32 ids (496) and then 32
// copies of 496 (15872) on every lane.
// N0-NOT: finding
// N0: arg 0 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31{{$}}
// N2-NOT: finding
// N2: arg 0 i32[32]: 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872 15872{{$}}
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    builtin.module {
      func.func private @inner(%w2: !warp.warp<all>) -> !warp.warp<all> {
        %t = warp.tile %w2, 8 : !warp.warp<all> -> !warp.tile<8>
        return %w2 : !warp.warp<all>
      }
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = func.call @h(%w, %n, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
