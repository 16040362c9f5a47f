// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 33 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 33"). Each chunk verified before its fix.

// -----

// Round 33 h04: a private `memref.global` in workgroup memory declared without an initial value is undefined; its load decided a top-level exit (the PTX is `exit;` alone; --sim: shared-uninit).
gpu.module @m {
  memref.global "private" @sg : memref<1xi32, #gpu.address_space<workgroup>>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = memref.get_global @sg : memref<1xi32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %d = memref.load %g[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %d, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 h04b: the same in global memory.
gpu.module @m {
  memref.global "private" @sg : memref<1xi32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = memref.get_global @sg : memref<1xi32>
    %c0 = arith.constant 0 : index
    %d = memref.load %g[%c0] : memref<1xi32>
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %d, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
