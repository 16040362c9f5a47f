// RUN: warp-opt %s --split-input-file -verify-diagnostics
// RUN: warp-opt %s --split-input-file -verify-diagnostics --mlir-disable-threading
// Issue 27, round 9 of the adversarial pass (verification cache,
// SymbolSnapshot): chunks that differ only in a same-size attribute
// (known_block_size 64x1x1 vs 48x2x1: `tid.x / 32` warp-uniform or not) or in
// one call operand, verified one after the other in one process. Each chunk's
// verdict must be its own (a fresh process's), not the one a snapshot of an
// earlier chunk would give: a private helper loops to a count its caller
// passes (W17/W5 through callers), and a helper chain whose warp parameter
// comes from a cast (W18 through callers). Oracle: the fresh-process verdict
// of each chunk alone, and the block shapes by hand (48x2: warp 1 holds
// x = 32..47 of row 0 and x = 0..15 of row 1, so x / 32 differs in it).

// -----

gpu.module @c1_accept {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    %tyi = arith.index_cast %wi : index to i32
    %r = func.call @h(%w, %tyi, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

gpu.module @c2_reject_48x2 {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    // expected-note @+1 {{the region is entered here}}
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    %tyi = arith.index_cast %wi : index to i32
    %r = func.call @h(%w, %tyi, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

gpu.module @c3_accept {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    %tyi = arith.index_cast %wi : index to i32
    %r = func.call @h(%w, %tyi, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

gpu.module @c4_reject_cast {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %s : i32
  }
  func.func private @g(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{made here}}
    %x = builtin.unrealized_conversion_cast %li : i32 to !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'builtin.unrealized_conversion_cast'}}
    %r = func.call @g(%x, %li) : (!warp.warp<all>, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

gpu.module @c5_accept {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %s : i32
  }
  func.func private @g(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = builtin.unrealized_conversion_cast %li : i32 to !warp.warp<all>
    %r = func.call @g(%w, %li) : (!warp.warp<all>, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

gpu.module @c6_reject_48x2 {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    // expected-note @+1 {{the region is entered here}}
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    %tyi = arith.index_cast %wi : index to i32
    %r = func.call @h(%w, %tyi, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

gpu.module @c7_accept {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %s : i32
  }
  func.func private @g(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = builtin.unrealized_conversion_cast %li : i32 to !warp.warp<all>
    %r = func.call @g(%w, %li) : (!warp.warp<all>, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
