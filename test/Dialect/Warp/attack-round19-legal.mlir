// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --canonicalize --cse | warp-opt --split-input-file | FileCheck %s
// Issue 27, round 19: the nearest legal programs of attack-round19.mlir,
// which verify (and still do after --canonicalize --cse).

// -----

// A raw shuffle under a lane branch whose mask names exactly the lanes
// there (a partial constant, or a ballot of them): the convergence checker's to
// check; it waits for no lane outside the branch.
// CHECK-LABEL: gpu.func @raw_partial_masks
gpu.module @m {
  gpu.func @raw_partial_masks(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %low = arith.cmpi ult, %li, %c16 : i32
    scf.if %low {
      %half = arith.constant 65535 : i32
      %s = nvvm.shfl.sync down %half, %li, %c1, %c31 : i32 -> i32
      %true = arith.constant true
      %active = nvvm.vote.sync ballot %half, %true -> i32
      %t = nvvm.shfl.sync down %active, %s, %c1, %c31 : i32 -> i32
      memref.store %t, %out[%lane] : memref<32xi32>
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Inline PTX whose scoped register is written in its scope, and whose
// output is computed from inputs only: as uniform as its input.
// CHECK-LABEL: gpu.func @asm_scoped
gpu.module @m {
  gpu.func @asm_scoped(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm "{ .reg .b32 t; mov.u32 t, 1; add.u32 $0, t, $1; }", "=r,r" %n : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// An assumption on a kernel argument (the same on every lane), and a
// helper with a barrier called where every lane of the block calls it.
// CHECK-LABEL: gpu.func @uniform_assume_and_barrier_helper
gpu.module @m {
  func.func private @sync() {
    gpu.barrier
    return
  }
  gpu.func @uniform_assume_and_barrier_helper(%out: memref<32xi32>, %n: i32, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %positive = arith.cmpi sgt, %n, %c0 : i32
    llvm.intr.assume %positive : i1
    func.call @sync() : () -> ()
    scf.if %flag {
      func.call @sync() : () -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A vector shift by amounts inside the width.
// CHECK-LABEL: gpu.func @vector_shift_in_range
gpu.module @m {
  gpu.func @vector_shift_in_range(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = vector.broadcast %n : i32 to vector<2xi32>
    %amounts = arith.constant dense<[1, 31]> : vector<2xi32>
    %s = arith.shrui %v, %amounts : vector<2xi32>
    %e = vector.extract %s[0] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %e, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
