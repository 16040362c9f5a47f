// RUN: warp-opt %s --split-input-file -o /dev/null
// RUN: warp-opt %s --split-input-file --warp-check-convergence -o /dev/null
// RUN: warp-opt %s --split-input-file --warp-check-races -o /dev/null 2>&1 | FileCheck %s
//
// Scalable vectors (whose length is not known) in the analyses (issue 27
// round 56a): the null-address classifier read a scalable shuffle's mask
// out of bounds (a segfault in the verifier of warp.entry, W19, and in the
// checkers), and the race checker took a scalable access's size as fixed
// (LLVM's TypeSize stops the process). A scalable vector is not followed;
// the race checker says why.

gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %pv = llvm.mlir.poison : vector<[2]x!llvm.ptr>
      %i = llvm.mlir.constant(0 : i64) : i64
      %v = llvm.insertelement %z, %pv[%i : i64] : vector<[2]x!llvm.ptr>
      %s = llvm.shufflevector %v, %v [0, 0] : vector<[2]x!llvm.ptr>
      %big = llvm.mlir.constant(1000000000000 : i64) : i64
      %p = llvm.extractelement %s[%big : i64] : vector<[2]x!llvm.ptr>
      %c = llvm.mlir.constant(7 : i32) : i32
      llvm.store %c, %p : i32, !llvm.ptr
    }
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

// CHECK: warning: R3: cannot decide whether this op races because it accesses a scalable vector, whose size the checker cannot know
gpu.module @m {
  llvm.func @k(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %v = llvm.load %q : !llvm.ptr<1> -> vector<[4]xi32>
    llvm.store %v, %p : vector<[4]xi32>, !llvm.ptr<1>
    llvm.return
  }
}
