// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 35 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 35"): a block id's `upper_bound` read as a size's, and guards on
// an input that were not comparisons with a constant ValueFacts evaluates
// (a comparand LLVM folds, a switch, an overflow bit, a truncation, a
// float comparison). Each chunk verified before its fix.

// -----

// Round 35 h01: the divisor gpu.block_id x with upper_bound 1 was given the range of a size, [1, 2), instead of an id's, [0, 1): the division by 0 decided an exit (the PTX is exit alone).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %bid = gpu.block_id x upper_bound 1
    %bi = arith.index_cast %bid : index to i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %q = llvm.udiv %h, %bi : i32
    %c = llvm.icmp "eq" %q, %z : i32
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

// Round 35 h02: ushl.sat by 32 - block_id (upper_bound 1), taken as 31; the PTX branched on a predicate nothing writes.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %bid = gpu.block_id x upper_bound 1
    %bi = arith.index_cast %bid : index to i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %amt = llvm.sub %k32, %bi : i32
    %q = llvm.intr.ushl.sat(%n, %amt) : (i32, i32) -> i32
    %c = llvm.icmp "eq" %q, %z : i32
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

// Round 35 h03: a guard on n compared with bswap(0), which ValueFacts does not evaluate and LLVM folds, left n = 0 before 100 / n.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %kb = llvm.intr.bswap(%z) : (i32) -> i32
    %g = llvm.icmp "ne" %n, %kb : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 35 h04: the guard is scf.index_switch on index_cast n.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %ni = arith.index_cast %n : i32 to index
    %g = scf.index_switch %ni -> i1
    case 0 {
      %ff = llvm.mlir.constant(false) : i1
      scf.yield %ff : i1
    }
    default {
      scf.yield %true : i1
    }
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 35 h05: the guard is the overflow bit of usub.with.overflow(n, 1).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %r0 = "llvm.intr.usub.with.overflow"(%n, %one) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %ov = llvm.extractvalue %r0[1] : !llvm.struct<(i32, i1)>
    %g = llvm.xor %ov, %true : i1
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 35 h06: the guard compares n with a load of an internal constant global holding 0.
gpu.module @m {
  llvm.mlir.global internal constant @zero(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %a = llvm.mlir.addressof @zero : !llvm.ptr<1>
    %kz = llvm.load %a : !llvm.ptr<1> -> i32
    %g = llvm.icmp "ne" %n, %kz : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 35 h07: the guard is trunc(umin(n, 1)) to i1, with no comparison at all.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %mn = llvm.intr.umin(%n, %one) : (i32, i32) -> i32
    %g = llvm.trunc %mn : i32 to i1
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 35 h08: the guard is fcmp une (sitofp n), 0.0.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %fn = llvm.sitofp %n : i32 to f32
    %f40 = llvm.mlir.constant(0.0 : f32) : f32
    %g = llvm.fcmp "une" %fn, %f40 : f32
    scf.if %g {
      nvvm.exit
    }
    %h = llvm.mlir.constant(100 : i32) : i32
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
