// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 30 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 30"). Each chunk verified before its fix: a division by zero (or
// of the minimum integer by -1) decided an exit while the warp was live;
// LLVM takes it as undefined behaviour (the PTX of each is `exit;` alone)
// and `--sim` reports poisoned-use.

// -----

// Round 30 h01: `arith.divui %v, 0` decides a top-level exit; LLVM takes the division as undefined behaviour and compiles the kernel to `exit;`.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32, %buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %txi = arith.index_cast %tx : index to i32
    %z = arith.constant 0 : i32
    %q = arith.divui %v, %z : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 30 h01b: `arith.divsi` of the minimum integer by -1.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32, %buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %txi = arith.index_cast %tx : index to i32
    %z = arith.constant 0 : i32
    %min = arith.constant -2147483648 : i32
    %m1 = arith.constant -1 : i32
    %q = arith.divsi %min, %m1 : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 30 u02: `arith.remui %v, (1 - 1)`: a divisor computed from constants.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32, %buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %txi = arith.index_cast %tx : index to i32
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %zz = arith.subi %one, %one : i32
    %q = arith.remui %v, %zz : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 30 u04: `llvm.udiv %v, 0`.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32, %buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %txi = arith.index_cast %tx : index to i32
    %z = arith.constant 0 : i32
    %q = llvm.udiv %v, %z : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}
