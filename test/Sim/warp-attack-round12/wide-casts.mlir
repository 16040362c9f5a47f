// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 64 --arg i32[64] --out 0=%t.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 64 --arg i32[64] --out 0=%t.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel k16 --block 64 --arg i32[64] --out 0=%t.n0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k16 --block 64 --arg i32[64] --out 0=%t.n7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; e = np.r_[np.zeros(32), np.full(32, sum(range(32, 64)))].astype(np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e) for k in ('s0', 's7', 'n0', 'n7')]; print('ok')" | FileCheck %s
// Issue 27, round 12: casts of 32 bits or more keep the thread ids (below
// 2^10), so they are still looked through (the narrow ones of
// test/Dialect/Warp/attack-round12.mlir, (2), are not): tid.x as i64, then
// i32, divided by 32 is the warp index in a 64-thread block (k); so is
// sext(trunc tid.x to i16) / 32 (k16: 16 bits keep ids below 2^10). Oracle by
// hand: warp 1 (x = 32..63) stores the sum 32 + ... + 63 = 1520 at x; warp
// 0 stores nothing; no finding (the runs print nothing).
// CHECK: ok
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t64 = arith.index_cast %tx : index to i64
    %t32 = arith.trunci %t64 : i64 to i32
    %s = arith.extsi %t32 : i32 to i64
    %c32 = arith.constant 32 : i64
    %q = arith.divsi %s, %c32 : i64
    %c1 = arith.constant 1 : i64
    %p = arith.cmpi eq, %q, %c1 : i64
    scf.if %p {
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
  gpu.func @k16(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t32 = arith.index_cast %tx : index to i32
    %t16 = arith.trunci %t32 : i32 to i16
    %s = arith.extsi %t16 : i16 to i32
    %c32 = arith.constant 32 : i32
    %q = arith.divsi %s, %c32 : i32
    %c1 = arith.constant 1 : i32
    %p = arith.cmpi eq, %q, %c1 : i32
    scf.if %p {
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}
