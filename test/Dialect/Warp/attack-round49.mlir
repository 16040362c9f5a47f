// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 49 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 49"): addresses equated by comparisons round 48 did not read (a
// float comparison of their difference, an assume over an integer form
// with no comparison, comparison operands the object walk only partly
// sees through). Each chunk verified before its fix.

// -----

// Round 49 h01: an equality of a kernel pointer and a global written as fcmp une (sitofp (ptrtoint p - ptrtoint @G)), 0.0 guarding an exit
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %pq: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr

    %pi = llvm.ptrtoint %pq : !llvm.ptr to i64
    %gi = llvm.ptrtoint %g : !llvm.ptr to i64
    %d = llvm.sub %pi, %gi : i64
    %fd = llvm.sitofp %d : i64 to f64
    %f0 = llvm.mlir.constant(0.0 : f64) : f64
    %ne = llvm.fcmp "une" %fd, %f0 : f64
    scf.if %ne {
      nvvm.exit
    }

    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %pq[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    %x = llvm.load %pl : !llvm.ptr -> i32

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

// Round 49 h01b: the equality as llvm.intr.assume(fcmp oeq (sitofp (p - @G)), 0.0) (udiv form)
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>
  llvm.mlir.global internal constant @C(0 : i64) {addr_space = 1 : i32} : i64


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %pq: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %pi = llvm.ptrtoint %pq : !llvm.ptr to i64
    %gi = llvm.ptrtoint %g : !llvm.ptr to i64

    %d = llvm.sub %pi, %gi : i64
    %fd = llvm.sitofp %d : i64 to f64
    %f0 = llvm.mlir.constant(0.0 : f64) : f64
    %eq = llvm.fcmp "oeq" %fd, %f0 : f64
    llvm.intr.assume %eq : i1

    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %pq[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    %x = llvm.load %pl : !llvm.ptr -> i32

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

// Round 49 h01c: the equality as assume(!trunc(umin(p ^ @G, 1))), no comparison op at all (udiv form)
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>
  llvm.mlir.global internal constant @C(0 : i64) {addr_space = 1 : i32} : i64


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %pq: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %pi = llvm.ptrtoint %pq : !llvm.ptr to i64
    %gi = llvm.ptrtoint %g : !llvm.ptr to i64

    %d = llvm.xor %pi, %gi : i64
    %o1 = llvm.mlir.constant(1 : i64) : i64
    %mn = llvm.intr.umin(%d, %o1) : (i64, i64) -> i64
    %b = llvm.trunc %mn : i64 to i1
    %t = llvm.mlir.constant(true) : i1
    %nb = llvm.xor %b, %t : i1
    llvm.intr.assume %nb : i1

    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %pq[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    %x = llvm.load %pl : !llvm.ptr -> i32

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

// Round 49 h02: icmp eq (p + (load @C & 0)), (@G + (load @C & 0)): each side partly unknown to the walk
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>
  llvm.mlir.global internal constant @C(0 : i64) {addr_space = 1 : i32} : i64


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %pq: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %pi = llvm.ptrtoint %pq : !llvm.ptr to i64
    %gi = llvm.ptrtoint %g : !llvm.ptr to i64

    %ca = llvm.mlir.addressof @C : !llvm.ptr<1>
    %ld = llvm.load %ca : !llvm.ptr<1> -> i64
    %z64 = llvm.mlir.constant(0 : i64) : i64
    %zz = llvm.and %ld, %z64 : i64
    %pi2 = llvm.add %pi, %zz : i64
    %gi2 = llvm.add %gi, %zz : i64
    %eq = llvm.icmp "eq" %pi2, %gi2 : i64
    llvm.intr.assume %eq : i1

    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %pq[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    %x = llvm.load %pl : !llvm.ptr -> i32

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

// Round 49 h02u: the same in the udiv form
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>
  llvm.mlir.global internal constant @C(0 : i64) {addr_space = 1 : i32} : i64


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %pq: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %pi = llvm.ptrtoint %pq : !llvm.ptr to i64
    %gi = llvm.ptrtoint %g : !llvm.ptr to i64

    %ca = llvm.mlir.addressof @C : !llvm.ptr<1>
    %ld = llvm.load %ca : !llvm.ptr<1> -> i64
    %z64 = llvm.mlir.constant(0 : i64) : i64
    %zz = llvm.and %ld, %z64 : i64
    %pi2 = llvm.add %pi, %zz : i64
    %gi2 = llvm.add %gi, %zz : i64
    %eq = llvm.icmp "eq" %pi2, %gi2 : i64
    llvm.intr.assume %eq : i1

    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %pq[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    %x = llvm.load %pl : !llvm.ptr -> i32

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
