// RUN: warp-opt %s --split-input-file --verify-diagnostics
// W19 reads waits by family, one table for every spelling (NVVM ops, LLVM
// intrinsics called or declared, inline PTX): each chunk verified while the
// intrinsic spellings had their own shorter list (issue 27 round 20's
// leftover): setmaxnreg and tcgen05 are warp-wide `.sync.aligned`
// instructions, and lanes 16-31 waited at the reduction for lanes 0-15.

// -----

// (1) The register reallocation as an LLVM intrinsic under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %n = llvm.mlir.constant(256 : i32) : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call_intrinsic "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"(%n) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) A tcgen05 fence as a call of the intrinsic's declaration under a lane branch.
gpu.module @m {
  llvm.func @llvm.nvvm.tcgen05.fence.before.thread.sync()
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call @llvm.nvvm.tcgen05.fence.before.thread.sync() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
