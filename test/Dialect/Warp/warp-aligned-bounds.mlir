// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// `tid.x > 32k - 1` is `tid.x >= 32k`, clang's spelling of it: every warp
// of a block whose rows are whole warps is all in or all out, so regions
// may take the parent's set (issue 27 round 62b h2;
// lib/Analysis/WarpAlignment.cpp, isWarpAlignedComparison).

// `tid.x > 31` in a 64-thread block: warp 0 out, warp 1 in.
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c = arith.constant 31 : index
    %in = arith.cmpi ugt, %tx, %c : index
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// `tid.x > 30`: lane 31 of warp 0 is in, the rest of it out.
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c = arith.constant 30 : index
    // expected-note @+1 {{the condition is computed here}}
    %in = arith.cmpi ugt, %tx, %c : index
    // expected-error @+1 {{'warp.if' op W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only some of its lanes may enter a region; take !warp.warp<dyn>}}
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}
