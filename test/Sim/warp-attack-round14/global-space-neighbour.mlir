// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), np.full(32, 20, np.int32)) for k in ('s0', 's7')]; print('ok')" | FileCheck %s
// Issue 27, round 14: the legal neighbour of
// test/Dialect/Warp/attack-round14.mlir (1). The same global in global
// memory (one copy for every thread, which no thread writes) is a uniform
// address, and a load from it is warp-uniform: the full-warp shuffle under
// `scf.if` on it verifies. Oracle by hand: @g holds 5 < 16, so every lane
// enters and reads lane 20's lane id: 20 everywhere, no finding.
// CHECK: ok
gpu.module @m {
  memref.global "private" @g : memref<1xi32> = dense<5>
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %g = memref.get_global @g : memref<1xi32>
    %v = memref.load %g[%c0] : memref<1xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
