// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 32 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 32"). Each chunk verified before its fix (ptxas accepts each PTX).

// -----

// Round 32 a-h01: a video instruction's destination selector (`$0.h0`) writes the input `$0`, the register of the kernel argument that decides a top-level exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "vadd.u32.u32.u32 $0.h0, $1, 0, $0;", "r,r" %n, %li : (i32, i32) -> ()
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %n, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 32 a-h01b: the same in nvvm.inline_ptx (`{$r0}.h0`).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    nvvm.inline_ptx "vadd.u32.u32.u32 {$r0}.h0, {$r1}, 0, {$r0};" ro(%n, %li : i32, i32)
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %n, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 32 b-h01: `llvm.intr.ushl.sat` by 40 (poison past the width) decides a top-level exit; the PTX branches on a predicate nothing writes.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %c40 = arith.constant 40 : i32
    %q = llvm.intr.ushl.sat(%v, %c40) : (i32, i32) -> i32
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

// Round 32 b-h01b: `llvm.intr.sshl.sat`.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %c40 = arith.constant 40 : i32
    %q = llvm.intr.sshl.sat(%v, %c40) : (i32, i32) -> i32
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

// Round 32 b-h02: `llvm.intr.vp.shl` by 40 (the PTX is `exit;` alone).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %s40 = arith.constant dense<40> : vector<4xi32>
    %v4 = vector.broadcast %v : i32 to vector<4xi32>
    %mask = arith.constant dense<true> : vector<4xi1>
    %evl = arith.constant 4 : i32
    %r = "llvm.intr.vp.shl"(%v4, %s40, %mask, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %q = llvm.extractelement %r[%z : i32] : vector<4xi32>
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

// Round 32 b-h02b: `llvm.intr.vp.udiv` by a zero vector.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %c0 = arith.constant dense<0> : vector<4xi32>
    %v4 = vector.broadcast %v : i32 to vector<4xi32>
    %mask = arith.constant dense<true> : vector<4xi1>
    %evl = arith.constant 4 : i32
    %r = "llvm.intr.vp.udiv"(%v4, %c0, %mask, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %q = llvm.extractelement %r[%z : i32] : vector<4xi32>
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

// Round 32 b-h03: a shift amount computed from constants by an op the analysis does not evaluate (`bitreverse`, 40).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %cb = arith.constant 335544320 : i32
    %a = llvm.intr.bitreverse(%cb) : (i32) -> i32
    %q = arith.shrui %v, %a : i32
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
