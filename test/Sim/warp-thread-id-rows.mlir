// RUN: warp-run --sim %s --kernel rows --block 32,2 --arg i32[64] --out 0=%t.rows.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel rows --block 32,2 --arg i32[64] --out 0=%t.rows7.npy 2>&1 | count 0
// RUN: warp-run --sim %s --kernel planes --block 16,2,2 --arg i32[64] --out 0=%t.planes.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; s = sum(range(32)); r = np.r_[np.full(32, s), np.zeros(32)].astype(np.int32); p = np.r_[np.full(32, 2 * sum(range(16))), np.zeros(32)].astype(np.int32); e = {'rows': r, 'rows7': r, 'planes': p}; [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), v) for k, v in e.items()]; print('ok')" | FileCheck %s
// CHECK: ok
//
// Issue 27's gap: a warp reduction under `tid.y == 0` in a block whose rows
// hold whole warps (32 x 2: warp 0 is row 0, warp 1 row 1) verifies, since
// every lane of a warp has the same tid.y; likewise tid.z when each plane
// holds whole warps (16 x 2 x 2: warp 0 is plane 0). The simulator finds
// nothing under two schedules (no output). Expected by hand: in `rows`, row
// 0's lanes store the sum of tid.x over 0..31 (496) and row 1 stores
// nothing (zeros); in `planes`, plane 0's lanes store the sum of tid.x over
// its two rows (2 * (0 + ... + 15) = 240) and plane 1 nothing.
// test/Dialect/Warp/thread-id-rows.mlir holds the blocks whose warps span
// rows or planes (W5).

gpu.module @m {
  gpu.func @rows(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
  gpu.func @planes(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 16, 2, 2>} {
    %w = warp.entry : !warp.warp<all>
    %tz = gpu.thread_id z
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %plane0 = arith.cmpi eq, %tz, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %plane0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      %yoff = arith.muli %ty, %c16 : index
      %i = arith.addi %yoff, %tx : index
      memref.store %r, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
}
