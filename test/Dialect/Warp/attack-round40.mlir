// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 40 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 40"): guards on ops that tell an input's bits whatever the other
// operand is (or, and, min, max), or whose other operand the guards pin to
// one value; loads of a global at a loop's exit value, through a gather,
// an integer address, or one of several addresses. Each chunk verified
// before its fix.

// -----

// Round 40 h01: vector.gather from a 4-element constant memref.global at index vector [6, 6] (all-true mask): every element past the end. GlobalPositions reads memref.load/vector.load/maskedload/llvm.load but not vector.gather. Accepted (also after --canonicalize --cse); the PTX branches on %p1, written nowhere, between exit and a full-mask red
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal constant @tab3(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
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
    %c0 = arith.constant 0 : index
    %iv = arith.constant dense<[6, 6]> : vector<2xi32>
    %mask = arith.constant dense<true> : vector<2xi1>
    %pass = arith.constant dense<0> : vector<2xi32>
    %v = vector.gather %g[%c0][%iv], %mask, %pass : memref<4xi32>, vector<2xi32>, vector<2xi1>, vector<2xi32> into vector<2xi32>
    %s = vector.extract %v[0] : i32 from vector<2xi32>
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

// Round 40 h02: memref.load of a 4-element constant memref.global at the result of scf.for 0..7 whose body yields its induction variable (6 after the loop; LLVM folds it, ValueFacts gives it no range and the load rule takes it as possibly inside). Accepted (also after --canonicalize --cse); --sim seeds 0/7 rc 4 global-oob; the PTX has no load a
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
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %pos = scf.for %i = %c0 to %c7 step %c1 iter_args(%a = %c0) -> index {
      scf.yield %i : index
    }
    %s = memref.load %g[%pos] : memref<4xi32>
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

// Round 40 h03: llvm.load through inttoptr(index_cast(memref.extract_aligned_pointer_as_index(get_global @tab)) + 24) of a 16-byte constant memref.global: bytes 24..27, past its end. Address roots follow inttoptr/ptrtoint but not extract_aligned_pointer_as_index. Accepted (also after canon+cse); --sim global-oob rc 4; PTX ld.global [%rd4+24] de
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal constant @tab3(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
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
    %ip = memref.extract_aligned_pointer_as_index %g : memref<4xi32> -> index
    %i64 = arith.index_cast %ip : index to i64
    %k24 = llvm.mlir.constant(24 : i64) : i64
    %ad = llvm.add %i64, %k24 : i64
    %pp = llvm.inttoptr %ad : i64 to !llvm.ptr<1>
    %s = llvm.load %pp : !llvm.ptr<1> -> i32
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

// Round 40 h04: llvm.load through getelementptr 1000 (4000 bytes) of scf.if (n == 0) { @tab2 } else { @tab3 }: past the end of either 16-byte constant global. GlobalPositions does not follow an address yielded by a region (nor a select: c01). Accepted (also after canon+cse); --sim global-oob rc 4.
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal constant @tab3(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %a2 = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %a3 = llvm.mlir.addressof @tab3 : !llvm.ptr<1>
    %cn = llvm.icmp "eq" %n, %z : i32
    %sp = scf.if %cn -> !llvm.ptr<1> {
      scf.yield %a2 : !llvm.ptr<1>
    } else {
      scf.yield %a3 : !llvm.ptr<1>
    }
    %pp = llvm.getelementptr %sp[1000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %s = llvm.load %pp : !llvm.ptr<1> -> i32
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

// Round 40 h05: if (m != 0) exit; if ((n | m) != 40) exit; then ushl.sat(q, n) decides an exit. LLVM reads (n | m) == 40 with m == 0 as n == 40 (the analysis follows sums, differences and xors as coefficients, not or/umin/umax), so ushl.sat(q, 40) is poison: the PTX branches on %p3, written nowhere, between exit and a full-mask redux.sync. Acce
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
    %mg = llvm.icmp "ne" %m, %z : i32
    scf.if %mg {
      nvvm.exit
    }
    %o = llvm.or %n, %m : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk {
      nvvm.exit
    }
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

// Round 40 h06: if ((n | m) != 0) exit; then 100 / n decides an exit. LLVM reads (n | m) == 0 as n == 0 and m == 0, so the division is undefined wherever it runs: the PTX is exit; alone. Accepted (also after canon+cse); --sim with n = m = 0: poisoned-use (udiv by zero) rc 4.
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
    %o = llvm.or %n, %m : i32
    %gk = llvm.icmp "ne" %o, %z : i32
    scf.if %gk {
      nvvm.exit
    }
    %s = llvm.udiv %h100, %n : i32
    %ck = llvm.mlir.constant(7 : i32) : i32
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

// Round 40 u17: if (m != 1) exit; if (n * m != 40) exit; ushl.sat(q, n)
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
    %mk = llvm.mlir.constant(1 : i32) : i32
    %mg = llvm.icmp "ne" %m, %mk : i32
    scf.if %mg {
      nvvm.exit
    }
    %o = llvm.mul %n, %m : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk {
      nvvm.exit
    }
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

// Round 40 u18: if (m != 0) exit; if ((n << m) != 40) exit; ushl.sat(q, n)
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
    %mk = llvm.mlir.constant(0 : i32) : i32
    %mg = llvm.icmp "ne" %m, %mk : i32
    scf.if %mg {
      nvvm.exit
    }
    %o = llvm.shl %n, %m : i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk {
      nvvm.exit
    }
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

// Round 40 u19: if (m != 0) exit; if (umax(n, m) != 40) exit; ushl.sat(q, n)
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
    %mk = llvm.mlir.constant(0 : i32) : i32
    %mg = llvm.icmp "ne" %m, %mk : i32
    scf.if %mg {
      nvvm.exit
    }
    %o = llvm.intr.umax(%n, %m) : (i32, i32) -> i32
    %gk = llvm.icmp "ne" %o, %k40 : i32
    scf.if %gk {
      nvvm.exit
    }
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

// Round 40 c10: vector.gather at base [2] with index vector [0, 5] (element 1 past the end), extract 1
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
    %c2 = arith.constant 2 : index
    %iv = arith.constant dense<[0, 5]> : vector<2xi32>
    %mask = arith.constant dense<true> : vector<2xi1>
    %pass = arith.constant dense<0> : vector<2xi32>
    %v = vector.gather %g[%c2][%iv], %mask, %pass : memref<4xi32>, vector<2xi32>, vector<2xi1>, vector<2xi32> into vector<2xi32>
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
