// RUN: warp-opt %s -o /dev/null
// RUN: warp-opt %s --canonicalize -o %t.canon.mlir
// RUN: FileCheck %s --check-prefix=CANON --input-file %t.canon.mlir
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --out 0=%t.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t.canon.mlir --kernel k --block 32 --arg i32[32] --out 0=%t.c7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; v = [l + 3 if l < 16 else l * l for l in range(32)]; e = np.full(32, sum(v), np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e) for k in ('s0', 'c7')]; print('ok')" | FileCheck %s
// RUN: warp-run --sim --sim-seed 3 %s --kernel loop --block 32 --arg i32[32] --out 0=%t.l3.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; s = sum(l * (l - 1) // 2 for l in range(32)); np.testing.assert_array_equal(np.load('%t.l3.npy'), np.full(32, 32 * s, np.int32)); print('ok')" | FileCheck %s
// W5's joined blocks (docs/Dialects/WarpRationale.md): the reduce after a
// multi-block scf.execute_region that branches on the lane; --canonicalize
// inlines the region and leaves the reduce in its join block, where every
// lane meets again. Oracle by hand: lanes 0-15 give l + 3, lanes 16-31
// give l * l; every lane stores the sum over all 32 (no finding, the same
// with the region inlined). Kernel `loop`: the collectives in the block
// after a loop whose trip count is the lane's (lane l adds 0 + ... + l-1),
// then a diverge and merge there; every lane stores 32 times the sum.
// CHECK: ok
// CANON: cf.cond_br
// CANON: warp.reduce add
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %v = scf.execute_region -> i32 {
      cf.cond_br %hi, ^a, ^b
    ^a:
      %t = arith.muli %li, %li : i32
      scf.yield %t : i32
    ^b:
      %c3 = arith.constant 3 : i32
      %f = arith.addi %li, %c3 : i32
      scf.yield %f : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @loop(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^loop(%c0, %c0 : i32, i32)
  ^loop(%i: i32, %acc: i32):
    %more = arith.cmpi slt, %i, %li : i32
    cf.cond_br %more, ^body, ^join
  ^body:
    %acc2 = arith.addi %acc, %i : i32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^loop(%i2, %acc2 : i32, i32)
  ^join:
    %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %t = warp.reduce add %m, %s : !warp.warp<all>, i32
    memref.store %t, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
