// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// A loop to the warp index of the block's linear thread index carries the
// warp (W17 admits it): warps are runs of 32 linear indices whatever the
// block's shape (lib/Analysis/WarpAlignment.cpp, isLinearThreadIndex;
// issue 27 round 61 h3).

// `(tid.y * 16 + tid.x) >> 5` in a 16 x 4 block: warp 1 is rows 2 and 3.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c16 = arith.constant 16 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %yb = arith.muli %ty, %c16 : index
    %lin = arith.addi %yb, %tx : index
    %wid = arith.shrui %lin, %c5 : index
    %li = arith.index_cast %lin : index to i32
    %r:2 = scf.for %i = %c0 to %wid step %c1 iter_args(%x = %w, %acc = %li) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %acc : !warp.warp<all>, i32
      scf.yield %x, %s : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lin] : memref<64xi32>
    gpu.return
  }
}

// -----

// The index within a plane where planes are not whole warps: in a 16 x 3 x 2
// block warp 1 holds plane 0's indices 32-47 and plane 1's 0-15, so its
// lanes run different trips.
gpu.module @m {
  gpu.func @k(%out: memref<96xi32>) kernel attributes {known_block_size = array<i32: 16, 3, 2>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %c48 = arith.constant 48 : index
    %zb = arith.muli %tz, %c48 : index
    %c16 = arith.constant 16 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %yb = arith.muli %ty, %c16 : index
    %lin = arith.addi %yb, %tx : index
    %wid = arith.shrui %lin, %c5 : index
    %li = arith.index_cast %lin : index to i32
    // expected-error @+1 {{W17: carries warp value}}
    %r:2 = scf.for %i = %c0 to %wid step %c1 iter_args(%x = %w, %acc = %li) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %acc : !warp.warp<all>, i32
      scf.yield %x, %s : !warp.warp<all>, i32
    }
    %at = arith.addi %zb, %lin : index
    memref.store %r#1, %out[%at] : memref<96xi32>
    gpu.return
  }
}
