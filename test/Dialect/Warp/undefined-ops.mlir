// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19: an op whose execution is undefined is an exit: LLVM takes no thread
// to reach it, replaces it with `unreachable` and deletes the branch that
// leads there, so the low(16) scan after it would run on all 32 lanes
// (issue 27 round 52). A store to null in the generic address space, to
// undef or to poison is one; a volatile store, or one to null in the
// global space, is not. (Calls: kernel-calls.mlir.)

// Test: a store to null under a lane branch
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %c, %z : i32, !llvm.ptr
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Test: a store under a lane branch through a GEP of a pointer that an
// scf.if chooses, poison on one side
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %p: !llvm.ptr, %c: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    %q = scf.if %c -> !llvm.ptr {
      %z = llvm.mlir.poison : !llvm.ptr
      scf.yield %z : !llvm.ptr
    } else {
      scf.yield %p : !llvm.ptr
    }
    scf.if %hi {
      %g = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %g : i32, !llvm.ptr
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a volatile store to null, and a store to null in the global space,
// keep their paths: legal
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %z1 = llvm.mlir.zero : !llvm.ptr<1>
      %c = llvm.mlir.constant(7 : i32) : i32
      llvm.store volatile %c, %z : i32, !llvm.ptr
      llvm.store %c, %z1 : i32, !llvm.ptr<1>
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}
