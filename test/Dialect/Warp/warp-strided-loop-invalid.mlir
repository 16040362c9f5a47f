// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Warp-strided loops whose lanes run different trips stay W17 (the
// nearest illegal forms of warp-strided-loop.mlir).

// A step of 16: lanes 0-15 and 16-31 run different trips.
gpu.module @m {
  gpu.func @k(%in: memref<?xi32>, %out: memref<32xi32>, %n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c0i = arith.constant 0 : i32
    %ub = arith.muli %n, %c32 : index
    // expected-error @+1 {{W17: carries warp value}}
    %r:2 = scf.for %i = %lane to %ub step %c16 iter_args(%x = %w, %acc = %c0i) -> (!warp.warp<all>, i32) {
      %v = memref.load %in[%i] : memref<?xi32>
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %acc, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A bound of 32 n + 1: lane 0 alone runs the last trip.
gpu.module @m {
  gpu.func @k(%in: memref<?xi32>, %out: memref<32xi32>, %n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %c0i = arith.constant 0 : i32
    %ub0 = arith.muli %n, %c32 : index
    %one = arith.constant 1 : index
    %ub = arith.addi %ub0, %one : index
    // expected-error @+1 {{W17: carries warp value}}
    %r:2 = scf.for %i = %lane to %ub step %c32 iter_args(%x = %w, %acc = %c0i) -> (!warp.warp<all>, i32) {
      %v = memref.load %in[%i] : memref<?xi32>
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %acc, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A start of lane + 1: lane 31 starts in the next run of 32.
gpu.module @m {
  gpu.func @k(%in: memref<?xi32>, %out: memref<32xi32>, %n: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %c0i = arith.constant 0 : i32
    %ub = arith.muli %n, %c32 : index
    %one = arith.constant 1 : index
    %lp1 = arith.addi %lane, %one : index
    // expected-error @+1 {{W17: carries warp value}}
    %r:2 = scf.for %i = %lp1 to %ub step %c32 iter_args(%x = %w, %acc = %c0i) -> (!warp.warp<all>, i32) {
      %v = memref.load %in[%i] : memref<?xi32>
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %acc, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
