// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27's gap, the rejected neighbours of test/Sim/warp-thread-id-rows.mlir
// (where 32 x 2 and 16 x 2 x 2 blocks verify and run): tid.y (tid.z) is
// the same on every lane of a warp only when 32 divides the threads below
// it in x-major order, and only for a declared exact block size.

// 16 x 2: lanes 0-15 are row 0, lanes 16-31 row 1.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %row0 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// 48 x 2: warp 1 holds x = 32..47 of row 0 and x = 0..15 of row 1.
gpu.module @m {
  gpu.func @k(%out: memref<96xi32>) kernel
      attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %row0 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<96xi32>
    }
    gpu.return
  }
}

// -----

// 32 x 1 x 2 is fine for tid.z (32 threads per plane) ...
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 2>} {
    %w = warp.entry : !warp.warp<all>
    %tz = gpu.thread_id z
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %plane0 = arith.cmpi eq, %tz, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %plane0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// ... but not 8 x 2 x 4 (a warp holds two planes of 16 threads).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 8, 2, 4>} {
    %w = warp.entry : !warp.warp<all>
    %tz = gpu.thread_id z
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %plane0 = arith.cmpi eq, %tz, %c0 : index
    %v = arith.index_cast %tx : index to i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %plane0 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Without a declared block size nothing is assumed of tid.y.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %row0 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Round 4's K04, now legal: a loop carrying the warp, bounded by tid.y + 1
// in a 32 x 2 block (each warp runs its own trip count, all its lanes the
// same one).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ty = gpu.thread_id y
    %b = arith.addi %ty, %c1 : index
    %r, %acc = scf.for %i = %c0 to %b step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    memref.store %acc, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
