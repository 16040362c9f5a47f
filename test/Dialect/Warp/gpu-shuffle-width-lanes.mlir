// RUN: warp-opt %s -o /dev/null
// RUN: not warp-opt %s --warp-check-convergence=warnings-as-errors -o /dev/null 2>&1 | FileCheck %s
//
// The same width-16 shuffle as gpu-shuffle-width.mlir under `lane < 8`:
// its mask names lanes 8-15, which skip it and wait at the warp.reduce
// (--sim: deadlock). The warp verifier leaves a raw collective's mask to
// the convergence checker (WarpRationale, round 26's trusted item), which
// reports it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 8 : index
    %c1 = arith.constant 1 : i32
    %w16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %lane, %c16 : index
    %r = scf.if %lo -> i32 {
      // CHECK: C1: gpu.shuffle names lanes 8-15 in its member mask low(16) (0x0000ffff), but they do not execute it (only lanes 0-7 do)
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
