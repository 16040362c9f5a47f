// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 50 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 50"): a helper marked as a kernel (`gpu.kernel`) that a kernel
// also calls, whose parameter was taken as an object of its own; LLVM
// inlines it and forwards a store of the input through it. Each chunk
// verified before its fix.

// -----

// Round 50 h01: a helper marked gpu.kernel, called from the kernel with &G[lane], stores the input there
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>


  llvm.func @wr(%p: !llvm.ptr, %v: i32) attributes {gpu.kernel} {
    llvm.store %v, %p : i32, !llvm.ptr
    llvm.return
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

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>

    llvm.call @wr(%ps, %n) : (!llvm.ptr, i32) -> ()
    %x = llvm.load %ps : !llvm.ptr -> i32

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

// Round 50 h02: the same with a func.func marked gpu.kernel storing to memref.get_global @MG
gpu.module @m {


  memref.global "private" @MG : memref<32xi32> = dense<0>
  func.func private @wr(%p: memref<32xi32>, %i: index, %v: i32) attributes {gpu.kernel} {
    memref.store %v, %p[%i] : memref<32xi32>
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
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %mg = memref.get_global @MG : memref<32xi32>
    func.call @wr(%mg, %lane, %n) : (memref<32xi32>, index, i32) -> ()
    %x = memref.load %mg[%lane] : memref<32xi32>

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

// Round 50 h03: the marked helper is the reader: @rd(p) returns a load of p, called with &G[lane]
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>


  llvm.func @rd(%p: !llvm.ptr) -> i32 attributes {gpu.kernel} {
    %v = llvm.load %p : !llvm.ptr -> i32
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
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>

    llvm.store %n, %ps : i32, !llvm.ptr
    %x = llvm.call @rd(%ps) : (!llvm.ptr) -> i32

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

// Round 50 h04: the marked helper copies the input into its parameter with llvm.intr.memcpy
gpu.module @m {
  llvm.mlir.global internal @G(dense<0> : tensor<32xi32>) {addr_space = 1 : i32} : !llvm.array<32 x i32>


  llvm.func @cp(%d: !llvm.ptr, %s: !llvm.ptr) attributes {gpu.kernel} {
    %four = llvm.mlir.constant(4 : i64) : i64
    "llvm.intr.memcpy"(%d, %s, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
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

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %ps = llvm.getelementptr %g[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>

    %sa = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %n, %sa : i32, !llvm.ptr
    llvm.call @cp(%ps, %sa) : (!llvm.ptr, !llvm.ptr) -> ()
    %x = llvm.load %ps : !llvm.ptr -> i32

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

// Round 50 h05: the marked helper copies with memref.copy into a subview of @MG
gpu.module @m {

  memref.global "private" @MG : memref<32xi32> = dense<0>

  func.func private @cp(%s: memref<1xi32>, %d: memref<1xi32, strided<[1], offset: ?>>) attributes {gpu.kernel} {
    memref.copy %s, %d : memref<1xi32> to memref<1xi32, strided<[1], offset: ?>>
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
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %mg = memref.get_global @MG : memref<32xi32>
    %sv = memref.subview %mg[%lane] [1] [1] : memref<32xi32> to memref<1xi32, strided<[1], offset: ?>>
    %al = memref.alloca() : memref<1xi32>
    memref.store %n, %al[%c0] : memref<1xi32>
    func.call @cp(%al, %sv) : (memref<1xi32>, memref<1xi32, strided<[1], offset: ?>>) -> ()
    %x = memref.load %mg[%lane] : memref<32xi32>

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
