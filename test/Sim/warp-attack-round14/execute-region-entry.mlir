// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; v = sum(range(32)); e = np.array([v + (l * l if l >= 16 else 0) for l in range(32)], np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e) for k in ('s0', 's7')]; print('ok')" | FileCheck %s
// Issue 27, round 14 (g2): a collective in the entry block of an
// scf.execute_region runs on every lane that runs the op (no block branches
// back to an entry block), so it borrows the kernel's warp on all of them;
// the region then branches on the lane. Oracle by hand: every lane gets
// 0 + ... + 31 = 496 from the reduce, lanes 16-31 add l * l.
// test/Dialect/Warp/attack-round14.mlir (5): the same reduce in the
// region's second block is W5.
// CHECK: ok
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %r = scf.execute_region -> i32 {
      %s = warp.reduce add %w, %li : !warp.warp<all>, i32
      cf.cond_br %hi, ^a, ^b
    ^a:
      %sq = arith.muli %li, %li : i32
      %t = arith.addi %s, %sq : i32
      scf.yield %t : i32
    ^b:
      scf.yield %s : i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
