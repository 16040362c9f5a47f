// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 37 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 37"): what LLVM knows of the other side of a relation, values LLVM
// folds from one operand used twice, long cancelling sums, and a load
// position its guards leave outside. Each chunk verified before its fix.

// -----

// Round 37 h01: if (m + 1 != 41) exit; if (n != m) exit; then ushl.sat by n: what LLVM knows of m came from a comparison of a function of m, which the relation's reading of m ignored; the PTX branched on a predicate nothing writes.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %k41 = llvm.mlir.constant(41 : i32) : i32
    %m1 = llvm.add %m, %one : i32
    %gm = llvm.icmp "ne" %m1, %k41 : i32
    scf.if %gm {
      nvvm.exit
    }
    %gn = llvm.icmp "ne" %n, %m : i32
    scf.if %gn {
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

// Round 37 h03: the same with m compared with bswap(0), a comparand LLVM folds.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %b0 = llvm.intr.bswap(%z) : (i32) -> i32
    %gm = llvm.icmp "ne" %m, %b0 : i32
    scf.if %gm {
      nvvm.exit
    }
    %gn = llvm.icmp "ne" %n, %m : i32
    scf.if %gn {
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

// Round 37 h05: n compared with m - m, which LLVM folds to 0.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t = llvm.sub %m, %m : i32
    %gn = llvm.icmp "ne" %n, %t : i32
    scf.if %gn {
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

// Round 37 h04: the guard n + (m - m) != 0.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %t = llvm.sub %m, %m : i32
    %u = llvm.add %n, %t : i32
    %gn = llvm.icmp "ne" %u, %z : i32
    scf.if %gn {
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

// Round 37 h06: a chain of relations: m != 0 exits, then load(p) != m, then n != load(p).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %gq = llvm.icmp "ne" %m, %z : i32
    scf.if %gq {
      nvvm.exit
    }
    %m2 = llvm.load %p : !llvm.ptr<1> -> i32
    %gm = llvm.icmp "ne" %m2, %m : i32
    scf.if %gm {
      nvvm.exit
    }
    %gn = llvm.icmp "ne" %n, %m2 : i32
    scf.if %gn {
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

// Round 37 h07: n compared with a load through inttoptr(ptrtoint(@g0)) of an internal constant 0.
gpu.module @m {
llvm.mlir.global internal constant @g0(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %ga = llvm.mlir.addressof @g0 : !llvm.ptr<1>
    %pi = llvm.ptrtoint %ga : !llvm.ptr<1> to i64
    %pp = llvm.inttoptr %pi : i64 to !llvm.ptr<1>
    %v = llvm.load %pp : !llvm.ptr<1> -> i32
    %gn = llvm.icmp "ne" %n, %v : i32
    scf.if %gn {
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

// Round 37 h08: n + m + m + m + m - m - m - m - m != 0, which cancels past the old walk depth of 6.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %a1 = llvm.add %n, %m : i32
    %a2 = llvm.add %a1, %m : i32
    %a3 = llvm.add %a2, %m : i32
    %a4 = llvm.add %a3, %m : i32
    %s1 = llvm.sub %a4, %m : i32
    %s2 = llvm.sub %s1, %m : i32
    %s3 = llvm.sub %s2, %m : i32
    %s4 = llvm.sub %s3, %m : i32
    %gn = llvm.icmp "ne" %s4, %z : i32
    scf.if %gn {
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

// Round 37 h09: if (n < 4) exit; before a memref.load of a memref<4xi32> constant at n (--sim: global-oob).
gpu.module @m {
memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %gn = llvm.icmp "ult" %n, %k4 : i32
    scf.if %gn {
      nvvm.exit
    }
    %g0 = memref.get_global @tab : memref<4xi32>
    %ix = arith.index_cast %n : i32 to index
    %v = memref.load %g0[%ix] : memref<4xi32>
    %d = llvm.or %v, %one : i32
    %s = llvm.udiv %h, %d : i32
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
