// Collectives read the lanes resource (WarpOps.td): a generic pass may not
// move one to code that other lanes run. Issue 27, round 8 (F10): with no
// effect at all, --control-flow-sink moved a whole-warp reduce into a
// lane-dependent scf.if, which then failed W5. An unused collective still
// folds away.
//
// RUN: warp-opt %s --control-flow-sink | FileCheck %s --check-prefix=SINK
// RUN: warp-opt %s --control-flow-sink | warp-opt -o /dev/null
// RUN: warp-opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: warp-opt %s --canonicalize | FileCheck %s --check-prefix=DCE

gpu.module @m {
  // SINK-LABEL: gpu.func @sink
  // SINK: warp.reduce add
  // SINK-NEXT: arith.constant
  // SINK: scf.if
  // SINK-NOT: warp.reduce
  gpu.func @sink(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    %c16 = arith.constant 16 : i32
    %lt = arith.cmpi ult, %li, %c16 : i32
    %res = scf.if %lt -> (i32) {
      %q = arith.addi %s, %one : i32
      scf.yield %q : i32
    } else {
      scf.yield %minus : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // A loop that may run zero times: the ballot stays in it.
  // SINK-LABEL: gpu.func @licm
  // LICM-LABEL: gpu.func @licm
  // LICM: scf.for
  // LICM: warp.ballot
  gpu.func @licm(%out: memref<32xi32>, %n: index) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %z = arith.constant 0 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %b = warp.ballot %w, %true : !warp.warp<all> -> i32
      %x = arith.addi %acc, %b : i32
      scf.yield %x : i32
    }
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // DCE-LABEL: gpu.func @unused
  // DCE-NOT: warp.reduce
  // DCE: gpu.return
  gpu.func @unused(%v: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}
