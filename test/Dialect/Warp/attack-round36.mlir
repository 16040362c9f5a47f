// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 36 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 36"): a memref.load through a view of a constant global, past the
// global's end; guards LLVM reads back into a range of an input through
// cancelling arithmetic or a relation to a value a guard fixed. Each chunk
// verified before its fix.

// -----

// Round 36 h05: a memref.subview of a private constant memref<4xi32>, loaded past the view's end: the position check skipped every layout but the identity (the PTX is exit alone; --sim: global-oob).
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %g0 = memref.get_global @tab : memref<4xi32>
    %sv = memref.subview %g0[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
    %c7 = arith.constant 7 : index
    %v = memref.load %sv[%c7] : memref<2xi32, strided<[1], offset: 1>>
    %c = llvm.icmp "eq" %v, %z : i32
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

// Round 36 h06: a reinterpret_cast of the same global with stride 2, loaded at [3], inside the view's shape but at element 6 of a global of 4.
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %g0 = memref.get_global @tab : memref<4xi32>
    %sv = memref.reinterpret_cast %g0 to offset: [0], sizes: [4], strides: [2] : memref<4xi32> to memref<4xi32, strided<[2]>>
    %c7 = arith.constant 3 : index
    %v = memref.load %sv[%c7] : memref<4xi32, strided<[2]>>
    %c = llvm.icmp "eq" %v, %z : i32
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

// Round 36 h01: a guard (n + m) - m != 40, which LLVM cancels to n != 40, before ushl.sat(m, n): the PTX branched on a predicate nothing writes, between exit and a full-mask redux.sync.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %t1 = llvm.add %n, %m : i32
    %t2 = llvm.sub %t1, %m : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %g = llvm.icmp "ne" %t2, %k40 : i32
    scf.if %g {
      nvvm.exit
    }
    %q = llvm.intr.ushl.sat(%m, %n) : (i32, i32) -> i32
    %c = llvm.icmp "eq" %q, %z : i32
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

// Round 36 h02: a guard (n + m) - m != 0 before 100 / n (the PTX is exit alone).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t1 = llvm.add %n, %m : i32
    %t2 = llvm.sub %t1, %m : i32
    %g = llvm.icmp "ne" %t2, %z : i32
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

// Round 36 h03: if (m != 0) exit; if (n != m) exit; then 100 / n: LLVM reads the relation with m, fixed to 0 by the first guard, as n == 0.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g0 = llvm.icmp "ne" %m, %z : i32
    scf.if %g0 {
      nvvm.exit
    }
    %g = llvm.icmp "ne" %n, %m : i32
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

// Round 36 h04: the same with assume(n == m).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g0 = llvm.icmp "ne" %m, %z : i32
    scf.if %g0 {
      nvvm.exit
    }
    %g = llvm.icmp "eq" %n, %m : i32
    llvm.intr.assume %g : i1
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

// Round 36 a21: a guard (n ^ m) ^ m != 0 before ctlz is_zero_poison of n (the PTX is exit alone).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t1 = llvm.xor %n, %m : i32
    %t2 = llvm.xor %t1, %m : i32
    %g = llvm.icmp "ne" %t2, %z : i32
    scf.if %g {
      nvvm.exit
    }
    %d = "llvm.intr.ctlz"(%n) <{is_zero_poison = true}> : (i32) -> i32
    %s = llvm.add %d, %z : i32
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
