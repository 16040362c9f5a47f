// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; e = np.full(32, sum(range(32)), np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e) for k in ('s0', 's7')]; print('ok')" | FileCheck %s
// Issue 27, round 13: the legal neighbour of
// test/Dialect/Warp/attack-round13.mlir (8): the lane id read as an i8
// holds every lane (0-31) as a non-negative value, so `x + 32 >= 32`
// (base 32, a multiple of 32) holds on all 32 lanes. Oracle by hand: every
// lane stores 0 + ... + 31 = 496; no finding.
// CHECK: ok
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = nvvm.read.ptx.sreg.laneid : i8
    %c32 = arith.constant 32 : i8
    %y = arith.addi %x, %c32 : i8
    %p = arith.cmpi uge, %y, %c32 : i8
    scf.if %p {
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
