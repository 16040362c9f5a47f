// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 47 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 47"): a helper's return of a load of memory the input was written
// to (the call's result was not followed), and intrinsics called through
// a declaration (`llvm.func @llvm.memcpy...`, `@llvm.masked.load...`),
// whose writes and reads were taken as an external call's. Each chunk
// verified before its fix.

// -----

// Round 47 a01u: a helper ld(p) returning a load of a global the input was stored to; its call result decides a loop (udiv form)
gpu.module @m {
  llvm.mlir.global internal @G(0 : i32) {addr_space = 0 : i32} : i32

  func.func private @get() -> i32 {
    %g = llvm.mlir.addressof @G : !llvm.ptr
    %v = llvm.load %g : !llvm.ptr -> i32
    return %v : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %g = llvm.mlir.addressof @G : !llvm.ptr
    llvm.store %n, %g : i32, !llvm.ptr
    %x = func.call @get() : () -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
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

// Round 47 a12u: the loop on a helper's call of a nested ld that returns a load of the input's memory (udiv form)
gpu.module @m {

  func.func private @ld(%p: !llvm.ptr) -> i32 {
    %r = llvm.load %p : !llvm.ptr -> i32
    return %r : i32
  }
  func.func private @spin(%p: !llvm.ptr) {
    %r = func.call @ld(%p) : (!llvm.ptr) -> i32
    %k = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %c = llvm.icmp "ne" %r, %k : i32
      scf.condition(%c)
    } do {
      llvm.store volatile %k, %bb : i32, !llvm.ptr
      scf.yield
    }
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
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    func.call @spin(%a) : (!llvm.ptr) -> ()
    %x = llvm.mlir.constant(0 : i32) : i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
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

// Round 47 a15u: memcpy through a func.func private @llvm.memcpy declaration and func.call (udiv form)
gpu.module @m {

  func.func private @llvm.memcpy.p0.p0.i64(!llvm.ptr, !llvm.ptr, i64, i1)

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    %fl = llvm.mlir.constant(false) : i1
    func.call @llvm.memcpy.p0.p0.i64(%b, %a, %four, %fl) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
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

// Round 47 a27u: llvm.func helper returning a load, called with llvm.call (udiv form)
gpu.module @m {
  llvm.mlir.global internal @G(0 : i32) {addr_space = 0 : i32} : i32

  llvm.func internal @get() -> i32 {
    %g = llvm.mlir.addressof @G : !llvm.ptr
    %v = llvm.load %g : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %g = llvm.mlir.addressof @G : !llvm.ptr
    llvm.store %n, %g : i32, !llvm.ptr
    %x = llvm.call @get() : () -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
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

// Round 47 a32u: a helper returning a load of a memref<1xindex> the input was stored to (udiv form)
gpu.module @m {

  func.func private @ldi(%A: memref<1xindex>) -> index {
    %c0 = arith.constant 0 : index
    %v = memref.load %A[%c0] : memref<1xindex>
    return %v : index
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %A = memref.alloca() : memref<1xindex>
    %ni = arith.index_cast %n : i32 to index
    memref.store %ni, %A[%c0] : memref<1xindex>
    %xi = func.call @ldi(%A) : (memref<1xindex>) -> index
    %x = arith.index_cast %xi : index to i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
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

// Round 47 h01: n stored to a kernel alloca A; x = func.call @ld(A) where private ld(p) returns llvm.load p. The load in the callee is followed up to its return, but the call result in the kernel is
gpu.module @m {

  func.func private @ld(%p: !llvm.ptr) -> i32 {
    %v = llvm.load %p : !llvm.ptr -> i32
    return %v : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %x = func.call @ld(%a) : (!llvm.ptr) -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
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

// Round 47 h02: n stored to alloca A; llvm.call @llvm.memcpy.p0.p0.i64(B, A, 4) through an EXTERNAL llvm.func declaration (the real intrinsic after translation): neither the write of B nor the read
gpu.module @m {

  llvm.func @llvm.memcpy.p0.p0.i64(!llvm.ptr, !llvm.ptr, i64, i1)

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    %fl = llvm.mlir.constant(false) : i1
    llvm.call @llvm.memcpy.p0.p0.i64(%b, %a, %four, %fl) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %x = llvm.load %b : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
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

// Round 47 h03: n stored to alloca A; v = llvm.call @llvm.masked.load.v1i32.p0(A, true, 0) through an EXTERNAL llvm.func declaration: the read is skipped (a call) and its result not followed. x =
gpu.module @m {

  llvm.func @llvm.masked.load.v1i32.p0(!llvm.ptr, vector<1xi1>, vector<1xi32>) -> vector<1xi32>

  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %t = llvm.mlir.constant(dense<true> : vector<1xi1>) : vector<1xi1>
    %pz = llvm.mlir.constant(dense<0> : vector<1xi32>) : vector<1xi32>
    %v = llvm.call @llvm.masked.load.v1i32.p0(%a, %t, %pz) : (!llvm.ptr, vector<1xi1>, vector<1xi32>) -> vector<1xi32>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %x = llvm.extractelement %v[%i0 : i64] : vector<1xi32>
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %kk : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %bb : i32, !llvm.ptr
      scf.yield
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
