// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel after --block 32 --arg i32[32] --out 0=%t.a0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel after --block 32 --arg i32[32] --out 0=%t.a7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel inside --block 32 --arg i32[32] --out 0=%t.i0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel inside --block 32 --arg i32[32] --out 0=%t.i7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel exits --block 32 --arg i32[32] --out 0=%t.e0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel exits --block 32 --arg i32[32] --out 0=%t.e7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; e = np.full(32, sum(range(32)), np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e) for k in ('a0', 'a7', 'e0', 'e7')]; [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), 2 * e) for k in ('i0', 'i7')]; print('ok')" | FileCheck %s
// Issue 27, round 13: the legal neighbours of
// test/Dialect/Warp/attack-round13.mlir. `after`: a loop counter read past
// a loop that every lane leaves on the same trip (limit 2 on all lanes), so
// k == 2 holds on all 32 lanes. `inside`: `i = lane; while (i < 64) i +=
// 32` read as `base + lane < 64` in its own header, where every lane runs
// the same trips (two), with the warp carried around the loop. Oracle by
// hand: `after` stores 0 + ... + 31 = 496 on every lane; `inside` adds the
// 496 of each of its two trips; `exits`: two exits of an
// scf.execute_region chosen by a uniform condition (blockDim.x == 32), the
// first returning true: 496 on every lane. No finding (the runs print
// nothing).
// CHECK: ok
gpu.module @m {
  gpu.func @after(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%c0 : index)
    ^hdr(%k: index):
      %c = arith.cmpi ult, %k, %c2 : index
      cf.cond_br %c, ^body, ^exit
    ^body:
      %n = arith.addi %k, %c1 : index
      cf.br ^hdr(%n : index)
    ^exit:
      %q = arith.cmpi eq, %k, %c2 : index
      scf.yield %q : i1
    }
    scf.if %p {
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
  gpu.func @inside(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant 0 : i32
    cf.br ^hdr(%lane, %z, %w : index, i32, !warp.warp<all>)
  ^hdr(%i: index, %acc: i32, %wh: !warp.warp<all>):
    %c = arith.cmpi ult, %i, %c64 : index
    cf.cond_br %c, ^body(%wh : !warp.warp<all>), ^exit(%wh : !warp.warp<all>)
  ^body(%wb: !warp.warp<all>):
    %r = warp.reduce add %wb, %li : !warp.warp<all>, i32
    %a = arith.addi %acc, %r : i32
    %n = arith.addi %i, %c32 : index
    cf.br ^hdr(%n, %a, %wb : index, i32, !warp.warp<all>)
  ^exit(%we: !warp.warp<all>):
    memref.store %acc, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @exits(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %bx = gpu.block_dim x
    %c32 = arith.constant 32 : index
    %full = arith.cmpi eq, %bx, %c32 : index
    %p = scf.execute_region -> i1 {
      cf.cond_br %full, ^a, ^b
    ^a:
      %t = arith.constant true
      scf.yield %t : i1
    ^b:
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.if %p {
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
