// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 48 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 48"): addresses of different objects compared for equality (a
// kernel pointer against a global, an assume, two integer addresses),
// after which LLVM replaces one by the other and forwards a store of the
// input through it. Each chunk verified before its fix.

// -----

// Round 48 h01: kernel pointer argument %pq compared with the address of global @G (uniform exit when they differ). After the guard, n is stored to G[lane] and x = load pq[lane]; MemoryObjects
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
    %ne = llvm.icmp "ne" %pq, %g : !llvm.ptr
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

// Round 48 h01u: h01 in the udiv form (while (x != 0); 100 / n decides a uniform exit): the PTX goes from n == 0 straight to redux.sync; the division and the exit are
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
    %kk = llvm.mlir.constant(0 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ga = llvm.mlir.addressof @G : !llvm.ptr<1>
    %g = llvm.addrspacecast %ga : !llvm.ptr<1> to !llvm.ptr
    %ne = llvm.icmp "ne" %pq, %g : !llvm.ptr
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

// Round 48 h02: h01 without a branch: llvm.intr.assume(pq == @G) makes LLVM replace pq by @G; the store of n to G[lane] is forwarded to the load of pq[lane], which MemoryObjects takes as another
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

    %eq = llvm.icmp "eq" %pq, %g : !llvm.ptr
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

// Round 48 h03: h01 in the memref dialect: the kernel memref %out compared with memref.get_global @MG by aligned pointer (uniform exit when different); n stored to MG[lane], x = out[lane]. The
gpu.module @m {
  memref.global "private" @MG : memref<32xi32> = dense<0>

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
    %ia = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
    %ib = memref.extract_aligned_pointer_as_index %mg : memref<32xi32> -> index
    %ne = arith.cmpi ne, %ia, %ib : index
    scf.if %ne {
      nvvm.exit
    }
    memref.store %n, %mg[%lane] : memref<32xi32>
    %x = memref.load %out[%lane] : memref<32xi32>

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

// Round 48 h04: no global at all: two i64 kernel arguments used as addresses (inttoptr). if (k1 != k2) exit; store n to inttoptr(k1)[lane]; x = load inttoptr(k2)[lane]. MemoryObjects gives the
gpu.module @m {


  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32, %k1: i64, %k2: i64) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {

    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %kk = llvm.mlir.constant(40 : i32) : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr

    %ne = llvm.icmp "ne" %k1, %k2 : i64
    scf.if %ne {
      nvvm.exit
    }
    %p1 = llvm.inttoptr %k1 : i64 to !llvm.ptr
    %p2 = llvm.inttoptr %k2 : i64 to !llvm.ptr
    %ps = llvm.getelementptr %p1[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
    llvm.store %n, %ps : i32, !llvm.ptr
    %pl = llvm.getelementptr %p2[0, %li] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
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
