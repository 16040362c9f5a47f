// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 45 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 45"): the input stored to memory as an index (memref<1xindex>:
// through an alloca, a global, a loop, a subview, memref.copy, a workgroup
// attribution, a helper), and a global reached through `llvm.mlir.alias`.
// A loop on the loaded copy tells LLVM the input. Each chunk verified
// before its fix.

// -----

// Round 45 a07: memref.store index n into memref.global G : memref<1xindex>; load in kernel
gpu.module @m {
  memref.global "private" @G : memref<1xindex> = dense<0>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.get_global @G : memref<1xindex>
    memref.store %ni, %A[%c0] : memref<1xindex>
    %xi = memref.load %A[%c0] : memref<1xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 a11: scf.for storing index_cast n to memref<1xindex> each iteration; load after
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<1xindex>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      memref.store %ni, %A[%c0] : memref<1xindex>
    }
    %xi = memref.load %A[%c0] : memref<1xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 a17: alias of alias of G: store n->G, load @GA2
gpu.module @m {
  llvm.mlir.global private @G(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.alias private @GA : i32 {
    %a = llvm.mlir.addressof @G : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  llvm.mlir.alias private @GA2 : i32 {
    %a = llvm.mlir.addressof @GA : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %g = llvm.mlir.addressof @G : !llvm.ptr
    llvm.store %n, %g : i32, !llvm.ptr
    %ga = llvm.mlir.addressof @GA2 : !llvm.ptr
    %x = llvm.load %ga : !llvm.ptr -> i32
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

// Round 45 a18: store n via alias @GA; load @G
gpu.module @m {
  llvm.mlir.global private @G(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.alias private @GA : i32 {
    %a = llvm.mlir.addressof @G : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ga = llvm.mlir.addressof @GA : !llvm.ptr
    llvm.store %n, %ga : i32, !llvm.ptr
    %g = llvm.mlir.addressof @G : !llvm.ptr
    %x = llvm.load %g : !llvm.ptr -> i32
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

// Round 45 a20: memref.store index n into memref.subview of memref<4xindex> alloca; load via other subview
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<4xindex>
    %v = memref.subview %A[1][2][1] : memref<4xindex> to memref<2xindex, strided<[1], offset: 1>>
    memref.store %ni, %v[%c0] : memref<2xindex, strided<[1], offset: 1>>
    %c1 = arith.constant 1 : index
    %xi = memref.load %A[%c1] : memref<4xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 a21: store index n to A; memref.copy A->B; load B
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<1xindex>
    %B = memref.alloca() : memref<1xindex>
    memref.store %ni, %A[%c0] : memref<1xindex>
    memref.copy %A, %B : memref<1xindex> to memref<1xindex>
    %xi = memref.load %B[%c0] : memref<1xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 a24: store index n to workgroup attribution memref<1xindex, 3>; load
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) workgroup(%sh : memref<1xindex, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    memref.store %ni, %sh[%c0] : memref<1xindex, #gpu.address_space<workgroup>>
    %xi = memref.load %sh[%c0] : memref<1xindex, #gpu.address_space<workgroup>>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 a32: helper put(i: index, A: memref<1xindex>) stores index; kernel passes index_cast n and alloca; loads
gpu.module @m {
  func.func private @put(%i: index, %a: memref<1xindex>) {
    %c0 = arith.constant 0 : index
    memref.store %i, %a[%c0] : memref<1xindex>
    return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<1xindex>
    func.call @put(%ni, %A) : (index, memref<1xindex>) -> ()
    %xi = memref.load %A[%c0] : memref<1xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 h01: memref.store index_cast(n) into memref.alloca<1xindex>; load; cast back; spin
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<1xindex>
    memref.store %ni, %A[%c0] : memref<1xindex>
    %xi = memref.load %A[%c0] : memref<1xindex>
    %x = arith.index_cast %xi : index to i32
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

// Round 45 h02: store n->@G; x = load @GA (llvm.mlir.alias of G)
gpu.module @m {
  llvm.mlir.global private @G(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.alias private @GA : i32 {
    %a = llvm.mlir.addressof @G : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %g = llvm.mlir.addressof @G : !llvm.ptr
    llvm.store %n, %g : i32, !llvm.ptr
    %ga = llvm.mlir.addressof @GA : !llvm.ptr
    %x = llvm.load %ga : !llvm.ptr -> i32
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

// Round 45 h03: memref.store index_cast(n) as index into memref<1xindex>; loaded copy decides a while(x != 40); then ushl.sat(q, n) decides exit
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %ni = arith.index_cast %n : i32 to index
    %A = memref.alloca() : memref<1xindex>
    memref.store %ni, %A[%c0] : memref<1xindex>
    %xi = memref.load %A[%c0] : memref<1xindex>
    %x0 = arith.index_cast %xi : index to i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x = llvm.sub %x0, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
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
