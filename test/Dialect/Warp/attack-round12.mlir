// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, adversarial round 12: three hole classes, each a program that
// verified and ran a full-mask redux.sync with lanes missing under
// `warp-run --sim` (exited-in-mask); the legal neighbours run in
// test/Sim/warp-attack-round12/. Oracle: the PTX ISA (a warp is 32
// consecutive threads in x-major order; redux.sync with a member mask needs
// every lane of the mask to execute it) and the arithmetic of the casts by
// hand.

// (1) An exit before warp.entry: lanes 16-31 leave, then warp.entry claims
// all 32 lanes and the reduce waits for them. W19 read the kernel only from
// the warp's definition on.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi uge, %lane, %c16 : index
    scf.if %p {
      // expected-error @+1 {{W19: may end some of the lanes of the warp before warp.entry, which takes all of them as there ('!warp.warp<all>')}}
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (1b) The same exit in a private callee called before warp.entry.
gpu.module @m {
  func.func private @leave(%p: i1) {
    scf.if %p {
      // expected-note @+1 {{the callee exits here}}
      nvvm.exit
    }
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi uge, %lane, %c16 : index
    // expected-error @+1 {{W19: may end some of the lanes of the warp before warp.entry}}
    func.call @leave(%p) : (i1) -> ()
    %w = warp.entry : !warp.warp<all>
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (1c) Guarded inline PTX at the kernel's top level before warp.entry.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{W19: may end some of the lanes of the warp before warp.entry}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; setp.ge.u32 q, %laneid, 16; @q exit; }", "" : () -> ()
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (1d) A lane-dependent loop that exits on its 17th trip, before warp.entry.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %lane step %c1 {
      %q = arith.cmpi eq, %i, %c16 : index
      scf.if %q {
        // expected-error @+1 {{W19: may end some of the lanes of the warp before warp.entry}}
        nvvm.exit
      }
    }
    %w = warp.entry : !warp.warp<all>
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) Casts below 32 bits were looked through as if they kept the ids.
// sext(trunc tid.x to i6) / 32 in a 64-thread block: x = 32 gives -1,
// x = 33..63 give 0 (signed division rounds toward zero), so warp 1 splits.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t32 = arith.index_cast %tx : index to i32
    %t6 = arith.trunci %t32 : i32 to i6
    %s = arith.extsi %t6 : i6 to i32
    %c32 = arith.constant 32 : i32
    %q = arith.divsi %s, %c32 : i32
    %c0 = arith.constant 0 : i32
    %p = arith.cmpi eq, %q, %c0 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// (2b) The lane truncated to i5 is negative on lanes 16-31: `sge 0` holds
// on lanes 0-15 only.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l32 = arith.index_cast %lane : index to i32
    %l5 = arith.trunci %l32 : i32 to i5
    %c0 = arith.constant 0 : i5
    %p = arith.cmpi sge, %l5, %c0 : i5
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %l32 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2c) Sign-extended back to i32, lanes 16-31 are 0xfffffff0.. and fail
// `ult 32`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l32 = arith.index_cast %lane : index to i32
    %l5 = arith.trunci %l32 : i32 to i5
    %s = arith.extsi %l5 : i5 to i32
    %c32 = arith.constant 32 : i32
    %p = arith.cmpi ult, %s, %c32 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %l32 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2d) tid.x truncated to i4, `slt 0`: lanes 8-15 and 24-31.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t32 = arith.index_cast %tx : index to i32
    %t4 = arith.trunci %t32 : i32 to i4
    %c0 = arith.constant 0 : i4
    %p = arith.cmpi slt, %t4, %c0 : i4
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2e) sext(trunc tid.x to i5) >> 5: -1 on x mod 32 >= 16, 0 below.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t32 = arith.index_cast %tx : index to i32
    %t5 = arith.trunci %t32 : i32 to i5
    %s = arith.extsi %t5 : i5 to i32
    %c5 = arith.constant 5 : i32
    %q = arith.shrsi %s, %c5 : i32
    %c0 = arith.constant 0 : i32
    %p = arith.cmpi eq, %q, %c0 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// (3) The uniformity solver kept a source's level per op name: in a 32 x 2
// block `gpu.thread_id y` (warp-uniform) read first made the
// `gpu.thread_id x` after it warp-uniform too.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %v = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// (3b) The same with the NVVM spellings: tid.y's answer in a 32 x 2 kernel
// is not tid.z's nor another kernel's.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 2>} {
    %w = warp.entry : !warp.warp<all>
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r0 = warp.reduce add %w, %tz : !warp.warp<all>, i32
    }
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// (4) A `call` in inline PTX may reach any function by its PTX name: here a
// public one that ends lanes 16-31 (ptxas accepts `call leave, ();`), so
// the full-mask reduce after it waits for lanes that left.
gpu.module @m {
  func.func @leave() {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi uge, %lane, %c16 : i32
    scf.if %p {
      nvvm.exit
    }
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
    llvm.inline_asm has_side_effects "call leave, ();", "" : () -> ()
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (4b) Legal: the same call after the warp's last use, and ids truncated
// to 16 bits (they keep their values: below 2^10) still read as ids:
// sext(trunc tid.x to i16) / 32 is the warp index of a 64-thread block.
gpu.module @m {
  func.func @leave() {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi uge, %lane, %c16 : i32
    scf.if %p {
      nvvm.exit
    }
    return
  }
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t32 = arith.index_cast %tx : index to i32
    %t16 = arith.trunci %t32 : i32 to i16
    %s = arith.extsi %t16 : i16 to i32
    %c32 = arith.constant 32 : i32
    %q = arith.divsi %s, %c32 : i32
    %c1 = arith.constant 1 : i32
    %p = arith.cmpi eq, %q, %c1 : i32
    scf.if %p {
      %r = warp.reduce add %w, %t32 : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    llvm.inline_asm has_side_effects "call leave, ();", "" : () -> ()
    gpu.return
  }
}
