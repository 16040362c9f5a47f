// RUN: warp-opt %s -o /dev/null
// RUN: warp-opt %s --warp-check-convergence=warnings-as-errors -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --block 32 --arg 'i32[32]' --print 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed 7 %s --block 32 --arg 'i32[32]' --print 2>&1 | FileCheck %s
//
// A gpu.shuffle of width 16 lowers to `shfl.sync` with member mask
// 0x0000ffff (`-1 >> (32 - width)`): under `lane < 16` its mask is the
// lanes that run it, no wait that holds some of a live warp's lanes (issue
// 27 round 60a h4: it was W19). Its mask is the convergence checker's, as
// a raw nvvm collective's (gpu-shuffle-width-lanes.mlir: under `lane < 8`
// it is C1). Lanes 0-15 swap pairs, lanes 16-31 keep theirs; the reduce
// sums 0..31 on every lane.
// CHECK: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496
// CHECK-NOT: finding
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : i32
    %w16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %lane, %c16 : index
    %r = scf.if %lo -> i32 {
      %s, %ok = gpu.shuffle xor %li, %c1, %w16 : i32
      scf.yield %s : i32
    } else {
      scf.yield %li : i32
    }
    %t = warp.reduce add %w, %r : !warp.warp<all>, i32
    memref.store %t, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
