// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 44 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 44"): the input written to memory by other means than a plain
// store to an alloca of the same function (memcpy, memmove, memref.copy,
// atomics, masked stores and loads, a helper's store or load, a global),
// and read back through addresses the old walk did not trace (a select of
// allocas, freeze, ptrmask, launder.invariant.group, a pointer loaded from
// memory, a vector of addresses, an integer round trip). A loop on the copy
// tells LLVM the input. Each chunk verified before its fix.

// -----

// Round 44 h01: store n->A; memcpy A->B (intrinsic op); x=load B; while(x!=0); 100/n
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
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    "llvm.intr.memcpy"(%b, %a, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h02: callee put(n, A) stores into kernel alloca; x=load A; while(x!=0); 100/n
gpu.module @m {
  llvm.func @put(%x: i32, %p: !llvm.ptr) attributes {sym_visibility = "private"} {
    llvm.store %x, %p : i32, !llvm.ptr
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
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.call @put(%n, %a) : (i32, !llvm.ptr) -> ()
    %x = llvm.load %a : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h03: store n->A; callee spinp(A) loads *A and spins while !=0; 100/n
gpu.module @m {
  llvm.func @spinp(%p: !llvm.ptr) attributes {sym_visibility = "private"} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^h
  ^h:
    %x = llvm.load %p : !llvm.ptr -> i32
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
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.call @spinp(%a) : (!llvm.ptr) -> ()
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

// Round 44 h04: memref.alloca A; store n; memref.copy A->B; x = load B; while; 100/n
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %A = memref.alloca() : memref<1xi32>
    %B = memref.alloca() : memref<1xi32>
    %c0 = arith.constant 0 : index
    memref.store %n, %A[%c0] : memref<1xi32>
    memref.copy %A, %B : memref<1xi32> to memref<1xi32>
    %x = memref.load %B[%c0] : memref<1xi32>
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h05: store n->A; store A->P; p = load P; x = load p; while; 100/n
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
    %P = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.store %a, %P : !llvm.ptr, !llvm.ptr
    %p = llvm.load %P : !llvm.ptr -> !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h06: h01 variant: memcpy then while(x!=40); ushl.sat(q,n) decides exit (unwritten-predicate form)
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
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    "llvm.intr.memcpy"(%b, %a, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %k40 : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h07: atomicrmw xchg A, n; x = load A; while; 100/n
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
    llvm.store %z, %a : i32, !llvm.ptr
    %old = llvm.atomicrmw xchg %a, %n monotonic : !llvm.ptr, i32
    %x = llvm.load %a : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h08: store n->A; x = masked.load(A, all-true) vector<1xi32>; extract; while; 100/n
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
    %t = llvm.mlir.constant(dense<true> : vector<1xi1>) : vector<1xi1>
    %pt = llvm.mlir.poison : vector<1xi32>
    %xv = llvm.intr.masked.load %a, %t, %pt {alignment = 4 : i32} : (!llvm.ptr, vector<1xi1>, vector<1xi32>) -> vector<1xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %x = llvm.extractelement %xv[%i0 : i32] : vector<1xi32>
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h09: store n->A; P = launder.invariant.group(A); x = load P; while; 100/n
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
    %p = llvm.intr.launder.invariant.group %a : !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h10: masked.store vector<1xi32>(n) to A (all-true); x = load A; while; 100/n
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
    %t = llvm.mlir.constant(dense<true> : vector<1xi1>) : vector<1xi1>
    %u = llvm.mlir.undef : vector<1xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.insertelement %n, %u[%i0 : i32] : vector<1xi32>
    llvm.intr.masked.store %v, %a, %t {alignment = 4 : i32} : vector<1xi32>, vector<1xi1> into !llvm.ptr
    %x = llvm.load %a : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h11: memref.atomic_rmw assign n on memref.alloca; x = memref.load; while; 100/n
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %A = memref.alloca() : memref<1xi32>
    %c0 = arith.constant 0 : index
    %old = memref.atomic_rmw assign %n, %A[%c0] : (i32, memref<1xi32>) -> i32
    %x = memref.load %A[%c0] : memref<1xi32>
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h12: load rule: memcpy round trip, while(x u< 8); s = tab[n] (8 elements)
gpu.module @m {
  memref.global "private" constant @tab : memref<8xi32> = dense<[1,2,3,4,5,6,7,8]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    "llvm.intr.memcpy"(%b, %a, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    %k8 = llvm.mlir.constant(8 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ult" %x, %k8 : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %T = memref.get_global @tab : memref<8xi32>
    %ni = arith.index_cast %n : i32 to index
    %s = memref.load %T[%ni] : memref<8xi32>
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

// Round 44 h13: store n to A and B; p = select(q==1, A, B); x = load p; while; 100/n
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
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.store %n, %b : i32, !llvm.ptr
    %cq = llvm.icmp "eq" %q, %one : i32
    %p = llvm.select %cq, %a, %b : i1, !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 h17: kernel stores n to global G; private callee spinG() loops while G != 0; 100/n
gpu.module @m {
  llvm.mlir.global internal @G(0 : i32) {addr_space = 1 : i32} : i32
  llvm.func @spinG() attributes {sym_visibility = "private"} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %p = llvm.mlir.addressof @G : !llvm.ptr<1>
    llvm.br ^h
  ^h:
    %x = llvm.load %p : !llvm.ptr<1> -> i32
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
    %gp = llvm.mlir.addressof @G : !llvm.ptr<1>
    llvm.store %n, %gp : i32, !llvm.ptr<1>
    llvm.call @spinG() : () -> ()
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

// Round 44 h18: address = llvm.freeze A
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
    %p = llvm.freeze %a : !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 a100: address = llvm.intr.ptrmask(A, -1)
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
    %m1 = llvm.mlir.constant(-1 : i64) : i64
    %p = llvm.intr.ptrmask %a, %m1 : (!llvm.ptr, i64) -> !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 a102: address = gep A[q - q] via vector extract of splat <A,A>[q&1]
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
    %vu = llvm.mlir.undef : vector<2x!llvm.ptr>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %v0 = llvm.insertelement %a, %vu[%i0 : i32] : vector<2x!llvm.ptr>
    %v1 = llvm.insertelement %a, %v0[%one : i32] : vector<2x!llvm.ptr>
    %qi = llvm.and %q, %one : i32
    %p = llvm.extractelement %v1[%qi : i32] : vector<2x!llvm.ptr>
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 a109: memref.alloca A; memref.store n; p = inttoptr(extract_aligned_pointer(A)); x = llvm.load p; while; 100/n
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %A = memref.alloca() : memref<1xi32>
    %c0 = arith.constant 0 : index
    memref.store %n, %A[%c0] : memref<1xi32>
    %ip = memref.extract_aligned_pointer_as_index %A : memref<1xi32> -> index
    %i64 = arith.index_cast %ip : index to i64
    %p = llvm.inttoptr %i64 : i64 to !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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

// Round 44 a16: store n->A; call_intrinsic llvm.memmove(B,A,4); x=load B; while; 100/n
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
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    %f = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.memmove.p0.p0.i64"(%b, %a, %four, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
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
