// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 38 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 38"): a guard on the result of a region op that yields the input,
// and memref views whose dynamic offsets or strides LLVM folds, or guards
// fix, past the end of their constant global. Each chunk but the last
// verified before its fix; the last is a nested guard's negative neighbour.

// -----

// Round 38 h01: if (rr != 40) exit, rr = scf.if (m == 0) {n} else {n + 0}: the guard reaches n only through region yields; LLVM folds rr to n, learns n = 40, and ushl.sat(q, 40) is poison: the PTX branched on a predicate nothing writes, between exit and a full-mask redux.sync.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %k41 = llvm.mlir.constant(41 : i32) : i32
    %b = llvm.icmp "eq" %m, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      %n0 = llvm.add %n, %z : i32
      scf.yield %n0 : i32
    }
    %g = llvm.icmp "ne" %rr, %k40 : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 38 h02: if (rr != 0) exit with rr yielding n (or n + 0), then 100 / n decides an exit: the PTX was exit alone (LLVM proved n = 0); --sim poisoned-use.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %b = llvm.icmp "eq" %m, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      %n0 = llvm.add %n, %z : i32
      scf.yield %n0 : i32
    }
    %g = llvm.icmp "ne" %rr, %z : i32
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

// Round 38 a10: the else arm yields n * 1.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %k41 = llvm.mlir.constant(41 : i32) : i32
    %b = llvm.icmp "eq" %m, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      %n0 = llvm.mul %n, %one : i32
      scf.yield %n0 : i32
    }
    %g = llvm.icmp "ne" %rr, %k40 : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 38 a14: the guard compares the result of an scf.index_switch whose cases yield n.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %k1 = arith.index_cast %m : i32 to index
    %rr = scf.index_switch %k1 -> i32
    case 1 {
      scf.yield %n : i32
    }
    default {
      %n0 = llvm.add %n, %z : i32
      scf.yield %n0 : i32
    }
    %g = llvm.icmp "ne" %rr, %z : i32
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

// Round 38 a16: llvm.intr.assume(rr == 0), rr yielded from n.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %b = llvm.icmp "eq" %m, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      %n0 = llvm.add %n, %z : i32
      scf.yield %n0 : i32
    }
    %g = llvm.icmp "eq" %rr, %z : i32
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

// Round 38 h03: a reinterpret_cast of a 4-element constant global at the dynamic offset 3 + 3, which LLVM folds: the load reads element 6, past the end; PTX exit alone, --sim global-oob.
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %g = memref.get_global @tab : memref<4xi32>
    %c0 = arith.constant 0 : index
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %k6 = llvm.add %k3, %k3 : i32
    %c6 = arith.index_cast %k6 : i32 to index
    %v = memref.reinterpret_cast %g to offset: [%c6], sizes: [2], strides: [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
    %x = memref.load %v[%c0] : memref<2xi32, strided<[1], offset: ?>>
    %c = llvm.icmp "eq" %x, %z : i32
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

// Round 38 h04: the view's offset is index_cast(n) under if (n != 6) exit: the guard leaves only 6, past the global; PTX exit alone, --sim global-oob.
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %g = memref.get_global @tab : memref<4xi32>
    %c0 = arith.constant 0 : index
    %k6 = llvm.mlir.constant(6 : i32) : i32
    %gg = llvm.icmp "ne" %n, %k6 : i32
    scf.if %gg {
      nvvm.exit
    }
    %c6 = arith.index_cast %n : i32 to index
    %v = memref.reinterpret_cast %g to offset: [%c6], sizes: [2], strides: [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
    %x = memref.load %v[%c0] : memref<2xi32, strided<[1], offset: ?>>
    %c = llvm.icmp "eq" %x, %z : i32
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

// Round 38 d06: a subview at the dynamic offset 3 + 3.
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %g = memref.get_global @tab : memref<4xi32>
    %c0 = arith.constant 0 : index
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %k6 = llvm.add %k3, %k3 : i32
    %c6 = arith.index_cast %k6 : i32 to index
    %v = memref.subview %g[%c6] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
    %x = memref.load %v[%c0] : memref<2xi32, strided<[1], offset: ?>>
    %c = llvm.icmp "eq" %x, %z : i32
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

// Round 38 d07: a reinterpret_cast with the dynamic stride 3 + 3, loaded at [1].
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %g = memref.get_global @tab : memref<4xi32>
    %c0 = arith.constant 0 : index
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %k6 = llvm.add %k3, %k3 : i32
    %c6 = arith.index_cast %k6 : i32 to index
    %v = memref.reinterpret_cast %g to offset: [0], sizes: [2], strides: [%c6] : memref<4xi32> to memref<2xi32, strided<[?]>>
    %c1x = arith.constant 1 : index
    %x = memref.load %v[%c1x] : memref<2xi32, strided<[?]>>
    %c = llvm.icmp "eq" %x, %z : i32
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

// Round 38, the negative neighbour of a nested guard (rejected before and after the fix): only one arm of the nested scf.if exits, so n may be 0 at the division.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g1 = llvm.icmp "eq" %n, %z : i32
    scf.if %g1 {
      %g2 = llvm.icmp "eq" %m, %one : i32
      scf.if %g2 {
        nvvm.exit
      }
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
