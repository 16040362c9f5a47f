// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19 on undefined accesses issue 27's round 58 found: a memref.store at a
// poison index lowers to a GEP by it, and LLVM deletes the path and the
// guards that lead there.

// Round 58 h3: `index_cast (1 << 32)` as the index.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %p = arith.shli %c1, %c32 : i32
      %ix = arith.index_cast %p : i32 to index
      // expected-error @+1 {{W19: may end some of the lanes of warp value}}
      memref.store %li, %out[%ix] : memref<32xi32>
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// The nearest legal program: `1 << 4`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 4 : i32
      %p = arith.shli %c1, %c32 : i32
      %ix = arith.index_cast %p : i32 to index
      memref.store %li, %out[%ix] : memref<32xi32>
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}
