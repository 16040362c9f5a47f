// RUN: warp-run --sim %s --kernel exit_under_flag --block 64 --arg i1:0 --arg i32[64] --out 1=%t.stay.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel exit_under_flag --block 64 --arg i1:0 --arg i32[64] --out 1=%t.stay7.npy 2>&1 | count 0
// RUN: warp-run --sim %s --kernel exit_under_flag --block 64 --arg i1:1 --arg i32[64] --out 1=%t.exit.npy 2>&1 | count 0
// RUN: warp-run --sim %s --kernel exit_under_vote --block 64 --arg i32[64] --out 0=%t.vote.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; s = sum(range(32)); z = np.zeros(32, np.int32); f = np.full(32, s, np.int32); e = {'stay': np.r_[f, f], 'stay7': np.r_[f, f], 'exit': np.r_[z, z], 'vote': np.r_[f, z]}; [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), v) for k, v in e.items()]; print('ok')" | FileCheck %s
// CHECK: ok
//
// Issue 27 (c): an exit under a warp-uniform scf.if (exit-uniform.mlir)
// ends the whole warp or none of it, so the reduce after it runs on every
// lane of a warp or on none; the simulator finds nothing (no output, exit 0)
// under two schedules. Expected by hand: with the flag clear each warp's
// lanes sum their lane ids (0..31: 496); with it set nothing is stored
// (zeros). In exit_under_vote the second warp (threads 32..63) holds thread
// ids >= 40, votes to leave and stores nothing; the first sums.

gpu.module @m {
  gpu.func @exit_under_flag(%flag: i1, %out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    scf.if %flag {
      nvvm.exit
    }
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    %t = gpu.thread_id x
    memref.store %s, %out[%t] : memref<64xi32>
    gpu.return
  }
  gpu.func @exit_under_vote(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %t = gpu.thread_id x
    %c40 = arith.constant 40 : index
    %late = arith.cmpi uge, %t, %c40 : index
    %any = warp.any %w, %late : !warp.warp<all>
    scf.if %any {
      nvvm.exit
    }
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %s, %out[%t] : memref<64xi32>
    gpu.return
  }
}
