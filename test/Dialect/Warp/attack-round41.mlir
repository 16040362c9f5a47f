// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 41 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 41"): guards on values computed from an input that LLVM
// simplifies back to it (funnel shifts by 0, `m & ~m`, a product by an odd
// factor, the same op in two dialects, terms that vanish modulo the width,
// relations whose other side is on both sides), and two former legal
// neighbours that are undefined on a path LLVM may thread. Each chunk
// verified before its fix.

// -----

// Round 41 h01: if (fshl(n,m,0) != 40) exit; ushl.sat(q,n)==0 decides exit
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
    %o = llvm.intr.fshl(%n, %m, %z) : (i32, i32, i32) -> i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h02: if (((n + m) - 40) != m) exit; ushl.sat(q,n)
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
    %o0 = llvm.add %n, %m : i32
    %o = llvm.sub %o0, %k40 : i32
    %gk = llvm.icmp "ne" %o, %m : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h03: if ((shl nuw n, m) != 0) exit; 100/n
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
    %o = llvm.shl %n, %m overflow<nuw> : i32
    %gk = llvm.icmp "ne" %o, %z : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.udiv %h100, %n : i32
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

// Round 41 h04: if (uadd.sat(n,m) != 0) exit; 100/n
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
    %o = llvm.intr.uadd.sat(%n, %m) : (i32, i32) -> i32
    %gk = llvm.icmp "ne" %o, %z : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.udiv %h100, %n : i32
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

// Round 41 h05: if ((n * (m|1)) != ((m|1) * 40)) exit; ushl.sat(q,n)
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
    %m1 = llvm.or %m, %one : i32
    %o = llvm.mul %n, %m1 : i32
    %r40 = llvm.mul %m1, %k40 : i32
    %gk = llvm.icmp "ne" %o, %r40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h06: if ((n + (m & ~m)) != 40) exit; ushl.sat(q,n)
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
    %mo = llvm.mlir.constant(-1 : i32) : i32
    %nm = llvm.xor %m, %mo : i32
    %a = llvm.and %m, %nm : i32
    %o = llvm.add %n, %a : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h07: if (select(m==m, n, q) != 40) exit; ushl.sat(q,n)
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
    %mm = llvm.icmp "eq" %m, %m : i32
    %o = llvm.select %mm, %n, %q : i1, i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h08: if ((n + arith.andi(m,7) - llvm.and(m,7)) != 40) exit; ushl.sat(q,n)
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
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %k7a = arith.constant 7 : i32
    %a = arith.andi %m, %k7a : i32
    %b = llvm.and %m, %k7 : i32
    %d = llvm.add %n, %a : i32
    %o = llvm.sub %d, %b : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h09: if (trunc(zext n + (zext m << 32)) != 40) exit; ushl.sat(q,n)
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
    %k32 = llvm.mlir.constant(32 : i64) : i64
    %n64 = llvm.zext %n : i32 to i64
    %m64 = llvm.zext %m : i32 to i64
    %ms = llvm.shl %m64, %k32 : i64
    %a = llvm.add %n64, %ms : i64
    %o = llvm.trunc %a : i64 to i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h10: if (((n - m) + (m - n) + n) != 40) exit; ushl.sat(q,n)
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
    %a = llvm.sub %n, %m : i32
    %b = llvm.sub %m, %n : i32
    %cc = llvm.add %a, %b : i32
    %o = llvm.add %cc, %n : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41 h11: load position index_cast((m & ~m) + 6) of a 4-element constant global
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<1>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g = memref.get_global @tab : memref<4xi32>
    %mo = llvm.mlir.constant(-1 : i32) : i32
    %k6 = llvm.mlir.constant(6 : i32) : i32
    %nm = llvm.xor %m, %mo : i32
    %a = llvm.and %m, %nm : i32
    %p32 = llvm.add %a, %k6 : i32
    %p = arith.index_cast %p32 : i32 to index
    %s = memref.load %g[%p] : memref<4xi32>
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

// Round 41 h12: if (fshl(n,m,0) u< 4) exit; tab[n] of 4
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<1>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g = memref.get_global @tab : memref<4xi32>
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %o = llvm.intr.fshl(%n, %m, %z) : (i32, i32, i32) -> i32
    %gk = llvm.icmp "ult" %o, %k4 : i32
    scf.if %gk { nvvm.exit }
    %p = arith.index_castui %n : i32 to index
    %s = memref.load %g[%p] : memref<4xi32>
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

// Round 41 h13: if ((n + (m & ~m)) != 0) exit; ctlz(n, zero_poison) decides exit
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
    %mo = llvm.mlir.constant(-1 : i32) : i32
    %nm = llvm.xor %m, %mo : i32
    %a = llvm.and %m, %nm : i32
    %o = llvm.add %n, %a : i32
    %gk = llvm.icmp "ne" %o, %z : i32
    scf.if %gk { nvvm.exit }
    %s = "llvm.intr.ctlz"(%n) <{is_zero_poison = true}> : (i32) -> i32
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

// Round 41 h14: if (m==0) exit; if ((n *nuw m) != 0) exit; 100/n
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
    %mg = llvm.icmp "eq" %m, %z : i32
    scf.if %mg { nvvm.exit }
    %o = llvm.mul %n, %m overflow<nuw> : i32
    %gk = llvm.icmp "ne" %o, %z : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.udiv %h100, %n : i32
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

// Round 41 h15: if ((n ^ m) != m) exit; 100/n
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
    %o = llvm.xor %n, %m : i32
    %gk = llvm.icmp "ne" %o, %m : i32
    scf.if %gk { nvvm.exit }
    %s = llvm.udiv %h100, %n : i32
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

// Round 41 h16: assume(fshl(n,m,0) == 40); ushl.sat(q, n)
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
    %o = llvm.intr.fshl(%n, %m, %z) : (i32, i32, i32) -> i32
    %e = llvm.icmp "eq" %o, %k40 : i32
    llvm.intr.assume %e : i1
    %s = llvm.intr.ushl.sat(%q, %n) : (i32, i32) -> i32
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

// Round 41, a former legal neighbour (attack-round38-legal.mlir): rr is n where k == 0, and there `rr != 0` exits, so 100 / n divides by 0 on every run that goes on; LLVM may thread that path and take it as undefined.
gpu.module @yield_of_two_inputs {
  gpu.func @yield_of_two_inputs(%out: memref<32xi32>, %n: i32, %m: i32, %k: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %b = llvm.icmp "eq" %k, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      scf.yield %m : i32
    }
    %g = llvm.icmp "ne" %rr, %z : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %c100, %n : i32
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

// Round 41, a former legal neighbour (attack-round40-legal.mlir): LLVM may thread the path where m == 1 (the branch on it before), where n * m != 40 exits and ushl.sat by n = 40 is poison.
gpu.module @unpinned_others {
  gpu.func @unpinned_others(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %is1 = llvm.icmp "eq" %m, %one : i32
    scf.if %is1 {
      %o = llvm.add %q, %one : i32
      memref.store %o, %out[%lane] : memref<32xi32>
    }
    %nm = llvm.mul %n, %m : i32
    %g = llvm.icmp "ne" %nm, %k40 : i32
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
