// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 31 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 31"). Each chunk verified before its fix: round 30's undefined
// divisions and round 18's shifts past the width, spelled in the index
// dialect, decided an exit while the warp was live.

// -----

// Round 31 h01: `index.divu %v, 0` decides a top-level exit (the PTX is `exit;` alone; --sim: poisoned-use).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %zi = arith.constant 0 : index
    %qi = index.divu %vi, %zi
    %q = arith.index_cast %qi : index to i32
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

// Round 31 h02: `index.shl %v, 70` (past the index's 64 bits: poison) decides a top-level exit (the PTX is `exit;` alone).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %zi = arith.constant 70 : index
    %qi = index.shl %vi, %zi
    %q = arith.index_cast %qi : index to i32
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

// Round 31 u10: `index.rems` by 0.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %zi = arith.constant 0 : index
    %qi = index.rems %vi, %zi
    %q = arith.index_cast %qi : index to i32
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

// Round 31 u12: `index.ceildivu` by `index.constant 0`.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %zi = index.constant 0
    %qi = index.ceildivu %vi, %zi
    %q = arith.index_cast %qi : index to i32
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

// Round 31 u14: `index.divs` of the minimum integer by -1.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %mn = index.constant -9223372036854775808
    %m1 = index.constant -1
    %qi = index.divs %mn, %m1
    %q = arith.index_cast %qi : index to i32
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

// Round 31 u15: `index.shrs %v, 64`.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %vi = arith.index_cast %v : i32 to index
    %sh = index.constant 64
    %qi = index.shrs %vi, %sh
    %q = arith.index_cast %qi : index to i32
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
