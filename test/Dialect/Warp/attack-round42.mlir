// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 42 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 42"): uses of an input after the op it decides still tell LLVM
// its value there: an assume later in the block, and a guard before the
// op's result is used (LLVM sinks the op past it). Each chunk verified
// before its fix.

// -----

// Round 42 h01: s = 100/n; assume(n == 0) right after, then exit if s == 0
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.udiv %h100, %n : i32
    %g = llvm.icmp "eq" %n, %z : i32
    llvm.intr.assume %g : i1
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h02: s = tab[n] of a 4-element constant global; assume(n == 7) right after
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[5, 0, 9, 3]>

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t = memref.get_global @tab : memref<4xi32>
    %ni = arith.index_castui %n : i32 to index
    %s = memref.load %t[%ni] : memref<4xi32>
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %g = llvm.icmp "eq" %n, %k7 : i32
    llvm.intr.assume %g : i1
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h03: if (m != 0) exit; s = 100/n; assume(n == m) right after (a relation after the op)
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %gm = llvm.icmp "ne" %m, %z : i32
    scf.if %gm { nvvm.exit }
    %s = llvm.udiv %h100, %n : i32
    %g = llvm.icmp "eq" %n, %m : i32
    llvm.intr.assume %g : i1
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h04: s = shl(q,n); assume(n == 40) right after; exit if s == 0
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.shl %q, %n : i32
    %g = llvm.icmp "eq" %n, %k40 : i32
    llvm.intr.assume %g : i1
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h05: s = 100/n; assume((n | m) == 0) right after (a function of n, after the op)
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.udiv %h100, %n : i32
    %o = llvm.or %n, %m : i32
    %g = llvm.icmp "eq" %o, %z : i32
    llvm.intr.assume %g : i1
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h06: s = ushl.sat(q, n); THEN if (n != 40) exit; then s == 0 decides an exit (the guard runs after the op)
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
    %g = llvm.icmp "ne" %n, %k40 : i32
    scf.if %g { nvvm.exit }
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h07: s = shl(q, n); THEN if (n != 40) exit; then s == 0 decides an exit
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.shl %q, %n : i32
    %g = llvm.icmp "ne" %n, %k40 : i32
    scf.if %g { nvvm.exit }
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h08: x = tab[n] (4 elements); THEN if (n u< 4) exit; then x == 0 decides an exit
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[5, 0, 9, 3]>

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t = memref.get_global @tab : memref<4xi32>
    %ni = arith.index_castui %n : i32 to index
    %s = memref.load %t[%ni] : memref<4xi32>
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %g = llvm.icmp "ult" %n, %k4 : i32
    scf.if %g { nvvm.exit }
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h09: s = 100/n; THEN if (n != 0) exit; then s == 0 decides an exit
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %s = llvm.udiv %h100, %n : i32
    %g = llvm.icmp "ne" %n, %z : i32
    scf.if %g { nvvm.exit }
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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

// Round 42 h10: v = vector.load tab[n] of 2; THEN if (n u< 3) exit; then v[1] == 0 decides an exit
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<[5, 0, 9, 3]>

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t = memref.get_global @tab : memref<4xi32>
    %ni = arith.index_castui %n : i32 to index
    %v = vector.load %t[%ni] : memref<4xi32>, vector<2xi32>
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %g = llvm.icmp "ult" %n, %k3 : i32
    scf.if %g { nvvm.exit }
    %s = vector.extract %v[1] : i32 from vector<2xi32>
    %ck = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s, %ck : i32
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
