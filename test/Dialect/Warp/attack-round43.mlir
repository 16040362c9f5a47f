// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 43 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 43"): comparisons of an input inside a callee LLVM inlines, an
// input stored to memory and loaded back (a loop on the load), and a
// relation whose other side is computed from another guarded input. Each
// chunk verified before its fix.

// -----

// Round 43 h01: callee spins while its argument != 0 (LLVM knows n == 0 after the call returns); spin(n); s = 100/n decides exit
gpu.module @m {
  llvm.func @spin(%x: i32) attributes {sym_visibility = "private"} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^h
  ^h:
    %c = llvm.icmp "ne" %x, %c0 : i32
    llvm.cond_br %c, ^h, ^e
  ^e:
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    llvm.call @spin(%n) : (i32) -> ()
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

// Round 43 h02: spin(n) until n == 40; s = ushl.sat(q, n) decides exit
gpu.module @m {
  llvm.func @spin(%x: i32) attributes {sym_visibility = "private"} {
    %c0 = llvm.mlir.constant(40 : i32) : i32
    llvm.br ^h
  ^h:
    %c = llvm.icmp "ne" %x, %c0 : i32
    llvm.cond_br %c, ^h, ^e
  ^e:
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    llvm.call @spin(%n) : (i32) -> ()
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

// Round 43 h04: alloca round trip + scf.while (x != 40) whose body does a volatile store (not deletable); then ushl.sat(q,n)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %x = llvm.load %a : !llvm.ptr -> i32
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %c = llvm.icmp "ne" %x, %k40 : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
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

// Round 43 h04div: an alloca round trip of n, then scf.while (x != 0) with a volatile store in its body, then 100 / n: LLVM forwards the store and knows n == 0 after the loop.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %x = llvm.load %a : !llvm.ptr -> i32
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %c = llvm.icmp "ne" %x, %z : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
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

// Round 43 h05: recursive callee rec(x) { if (x != 0) rec(x) } (never returns unless x == 0); rec(n); 100/n
gpu.module @m {
  llvm.func @rec(%x: i32) attributes {sym_visibility = "private"} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "ne" %x, %c0 : i32
    llvm.cond_br %c, ^r, ^e
  ^r:
    llvm.call @rec(%x) : (i32) -> ()
    llvm.br ^e
  ^e:
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    llvm.call @rec(%n) : (i32) -> ()
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

// Round 43 h06: alloca round trip; spin while x u< 4 (volatile store); then tab[n] of 4-element constant global decides exit
gpu.module @m {
  memref.global "private" constant @tab : memref<8xi32> = dense<[0, 1, 1, 1, 1, 1, 1, 1]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %x = llvm.load %a : !llvm.ptr -> i32
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %k4 = llvm.mlir.constant(8 : i32) : i32
    scf.while : () -> () {
      %c = llvm.icmp "ult" %x, %k4 : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
    %tb = memref.get_global @tab : memref<8xi32>
    %ni = arith.index_castui %n : i32 to index
    %s = memref.load %tb[%ni] : memref<8xi32>
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

// Round 43 h07: alloca round trip; spin while x != 0 (volatile); ctlz(n, zero_poison=true) decides exit
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %x = llvm.load %a : !llvm.ptr -> i32
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %c = llvm.icmp "ne" %x, %z : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
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

// Round 43 h08: scf.while (id(n) != 0) {volatile store} (call result hides n; varying is fine for a loop); then 100/n
gpu.module @m {
  llvm.func @id(%x: i32) -> i32 attributes {sym_visibility = "private"} {
    llvm.return %x : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %x = llvm.call @id(%n) : (i32) -> i32
      %c = llvm.icmp "ne" %x, %z : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
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

// Round 43 h09: relation with a function of another input: if (m != 0) exit; if (n != (m & 7)) exit; 100/n (other side's cells read from m&7's own comparisons, not m's)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %g1 = llvm.icmp "ne" %m, %z : i32
    scf.if %g1 { nvvm.exit }
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %t = llvm.and %m, %k7 : i32
    %g2 = llvm.icmp "ne" %n, %t : i32
    scf.if %g2 { nvvm.exit }
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

// Round 43 h10: if (m != 40) exit; if (n != (m & 63)) exit; ushl.sat(q, n) decides exit
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %g1 = llvm.icmp "ne" %m, %k40 : i32
    scf.if %g1 { nvvm.exit }
    %k63 = llvm.mlir.constant(63 : i32) : i32
    %t = llvm.and %m, %k63 : i32
    %g2 = llvm.icmp "ne" %n, %t : i32
    scf.if %g2 { nvvm.exit }
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

// Round 43 h11: load rule via relation: if (m u< 8) exit; if (n != (m & 15)) exit; tab[n] of 8 elements (n in [8,15])
gpu.module @m {
  memref.global "private" constant @tab : memref<8xi32> = dense<[0, 1, 1, 1, 1, 1, 1, 1]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %k8 = llvm.mlir.constant(8 : i32) : i32
    %g1 = llvm.icmp "ult" %m, %k8 : i32
    scf.if %g1 { nvvm.exit }
    %k15 = llvm.mlir.constant(15 : i32) : i32
    %t = llvm.and %m, %k15 : i32
    %g2 = llvm.icmp "ne" %n, %t : i32
    scf.if %g2 { nvvm.exit }
    %tb = memref.get_global @tab : memref<8xi32>
    %ni = arith.index_castui %n : i32 to index
    %s = memref.load %tb[%ni] : memref<8xi32>
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
