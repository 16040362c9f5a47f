// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 34 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 34"): holes in round 33's rule. Writes that name no address made
// a module seem to store nothing (so a load was taken as an input LLVM
// cannot see into), an scf.for induction variable was given [lb, ub)
// under a step not shown positive or one that wraps, and a float loaded
// from a constant global was not taken as one LLVM folds. Each chunk
// verified before its fix.

// -----

// Round 34 a02: a shift amount loaded through a kernel argument after llvm.call_intrinsic "llvm.memset..." filled it with 40: the write names no address, so the module seemed to store nothing and the load was taken as an input LLVM cannot see into. The PTX branched on a predicate nothing writes, between exit and a full-mask redux.sync.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %b0 = llvm.mlir.constant(40 : i8) : i8
    %four = llvm.mlir.constant(4 : i32) : i32
    %fl = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.memset.p1.i32"(%p, %b0, %four, %fl) : (!llvm.ptr<1>, i8, i32, i1) -> ()
    %d = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.intr.ushl.sat(%n, %d) : (i32, i32) -> i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32

    gpu.return
  }
}

// -----

// Round 34 a03: a divisor loaded after llvm.intr.masked.store of zeros to it (the PTX is exit alone).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.mlir.constant(dense<0> : vector<1xi32>) : vector<1xi32>
    %m = llvm.mlir.constant(dense<true> : vector<1xi1>) : vector<1xi1>
    llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<1xi32>, vector<1xi1> into !llvm.ptr<1>
    %d = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.udiv %n, %d : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32

    gpu.return
  }
}

// -----

// Round 34 a05: a divisor loaded after llvm.atomicrmw xchg stored 0 to it.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %old = llvm.atomicrmw xchg %p, %z monotonic : !llvm.ptr<1>, i32
    %d = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.udiv %n, %d : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32

    gpu.return
  }
}

// -----

// Round 34 b01c: a divisor loaded after llvm.call_intrinsic "llvm.memcpy..." copied a constant 0 into it.
gpu.module @m {
  llvm.mlir.global internal constant @zz(dense<0> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %f = llvm.mlir.constant(false) : i1
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %g = llvm.mlir.addressof @zz : !llvm.ptr<1>
    llvm.call_intrinsic "llvm.memcpy.p1.p1.i64"(%p, %g, %c16, %f) : (!llvm.ptr<1>, !llvm.ptr<1>, i64, i1) -> ()
    %d = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.udiv %n, %d : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Round 34 a04: an scf.for induction variable taken to lie in [lb, ub) although its computed step is -1: it reaches 0, the divisor of an exit condition.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %eight = llvm.mlir.constant(8 : i32) : i32
    %step = llvm.sub %z, %one : i32
    // expected-note @+1 {{the warp is used here}}
    %r = scf.for %i = %one to %eight step %step iter_args(%acc = %z) -> (i32) : i32 {
      %q = llvm.udiv %n, %i : i32
      %c = llvm.icmp "eq" %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
      %s = warp.reduce add %w, %li : !warp.warp<all>, i32
      %a = llvm.add %acc, %s : i32
      scf.yield %a : i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 34 b17: an scf.for whose step INT_MAX wraps the induction variable back under its bound (30, then INT_MIN + 29): the range [30, 31) missed the value that makes the divisor 0.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %c30 = arith.constant 30 : i32
    %c31 = arith.constant 31 : i32
    %st = arith.constant 2147483647 : i32
    %k = arith.constant -2147483619 : i32
    scf.for %i = %c30 to %c31 step %st : i32 {
      %d = arith.xori %i, %k : i32
      %q = arith.divui %n, %d : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 34 a06: fptosi of a float loaded from an internal constant global of 1e20, which LLVM folds to poison (the PTX is exit alone).
gpu.module @m {
  llvm.mlir.global internal constant @big(1.0e20 : f32) {addr_space = 1 : i32} : f32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %g = llvm.mlir.addressof @big : !llvm.ptr<1>
    %v = llvm.load %g : !llvm.ptr<1> -> f32
    %i = llvm.fptosi %v : f32 to i32
    %x = llvm.add %i, %n : i32
    %c = llvm.icmp "eq" %x, %z : i32
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

// Round 34 (design): a shift by a kernel argument under a comparison of select(b, m, 5) with 40, which LLVM reads as b && m == 40: a select of the input and a constant is a function of the input alone.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %b: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %k5 = arith.constant 5 : i32
    %k40 = arith.constant 40 : i32
    %sel = arith.select %b, %m, %k5 : i32
    %g = arith.cmpi eq, %sel, %k40 : i32
    scf.if %g {
      %q = arith.shli %n, %m : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
