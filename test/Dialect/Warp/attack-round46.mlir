// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 46 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 46"): values LLVM computes from the input through ops the walk
// did not follow (an intrinsic call, a load at the input's index of a
// constant table, a masked load's passthru, the size of an alloca of the
// input, a store of an address to itself), and a warp kernel whose
// nvvm.maxntid is not whole warps. Each chunk verified before its fix.

// -----

// Round 46 a02: llvm.call_intrinsic fshl(n,n,0)
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
    %x = llvm.call_intrinsic "llvm.fshl.i32"(%n, %n, %z) : (i32, i32, i32) -> i32
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

// Round 46 a12: a10 in ushl form: llvm.load gep @T[0,n], constant llvm global iota(64)
gpu.module @m {
  llvm.mlir.global private constant @T(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xi32>) {addr_space = 0 : i32} : !llvm.array<64 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %k64 = llvm.mlir.constant(64 : i32) : i32
    %big = llvm.icmp "uge" %n, %k64 : i32
    scf.if %big {
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %T = llvm.mlir.addressof @T : !llvm.ptr
    %n64 = llvm.zext %n : i32 to i64
    %p = llvm.getelementptr inbounds %T[0, %n64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
    %x = llvm.load %p : !llvm.ptr -> i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 a14: llvm.call_intrinsic with an address operand that is not written (llvm.ptrmask-like: "llvm.umax" with unrelated ptr?) -> use "llvm.ssa.copy.i32"
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
    %x = llvm.call_intrinsic "llvm.ssa.copy.i32"(%n) : (i32) -> i32
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

// Round 46 a16: vector.gather passthru n with LLVM-folded mask
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
    %A = memref.alloca() : memref<4xi32>
    %q0 = llvm.and %q, %z : i32
    %mb = llvm.icmp "ne" %q0, %z : i32
    %mk = vector.broadcast %mb : i1 to vector<4xi1>
    %ix = arith.constant dense<0> : vector<4xi32>
    %pt = vector.broadcast %n : i32 to vector<4xi32>
    %v = vector.gather %A[%c0][%ix], %mk, %pt : memref<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    %x = vector.extract %v[0] : i32 from vector<4xi32>
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

// Round 46 a20: x = T[n], T a private NON-constant memref.global iota(64) never written (GlobalOpt makes it constant)
gpu.module @m {
  memref.global "private" @T : memref<64xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %k64 = llvm.mlir.constant(64 : i32) : i32
    %big = llvm.icmp "uge" %n, %k64 : i32
    scf.if %big {
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %T = memref.get_global @T : memref<64xi32>
    %ni = arith.index_cast %n : i32 to index
    %x = memref.load %T[%ni] : memref<64xi32>
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 a21: vector.load %T[n] : vector<1xi32> of constant iota table
gpu.module @m {
  memref.global "private" constant @T : memref<64xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %k64 = llvm.mlir.constant(64 : i32) : i32
    %big = llvm.icmp "uge" %n, %k64 : i32
    scf.if %big {
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %T = memref.get_global @T : memref<64xi32>
    %ni = arith.index_cast %n : i32 to index
    %v = vector.load %T[%ni] : memref<64xi32>, vector<1xi32>
    %x = vector.extract %v[0] : i32 from vector<1xi32>
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 h01: llvm.call_intrinsic umax(n,0) (op with undeclared effects and no address operand: result not followed); while(x!=40); ushl.sat(q,n) decides exit
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
    %x = llvm.call_intrinsic "llvm.umax.i32"(%n, %z) : (i32, i32) -> i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 h02: a09 in ushl form: x = T[n] of a constant memref.global iota(64) after if(n>=64) exit
gpu.module @m {
  memref.global "private" constant @T : memref<64xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %c0 = arith.constant 0 : index
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %k64 = llvm.mlir.constant(64 : i32) : i32
    %big = llvm.icmp "uge" %n, %k64 : i32
    scf.if %big {
      nvvm.exit
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %T = memref.get_global @T : memref<64xi32>
    %ni = arith.index_cast %n : i32 to index
    %x = memref.load %T[%ni] : memref<64xi32>
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 h03: vector.maskedload with passthru splat(n) and a mask LLVM folds to false (and q,0 != 0); MLIR keeps it; result not followed; while(x!=40); ushl.sat
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
    %A = memref.alloca() : memref<4xi32>
    %q0 = llvm.and %q, %z : i32
    %mb = llvm.icmp "ne" %q0, %z : i32
    %mk = vector.broadcast %mb : i1 to vector<4xi1>
    %pt = vector.broadcast %n : i32 to vector<4xi32>
    %v = vector.maskedload %A[%c0], %mk, %pt : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    %x = vector.extract %v[0] : i32 from vector<4xi32>
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 h04: llvm.alloca n x i8; x = objectsize(A, min=0, nullunknown=0, dynamic=1) (the alloca has effects: its size operand n is not followed)
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
    %n64 = llvm.zext %n : i32 to i64
    %A = llvm.alloca %n64 x i8 : (i64) -> !llvm.ptr
    %f = llvm.mlir.constant(false) : i1
    %t = llvm.mlir.constant(true) : i1
    %os = llvm.call_intrinsic "llvm.objectsize.i64.p0"(%A, %f, %f, %t) : (!llvm.ptr, i1, i1, i1) -> i64
    %x = llvm.trunc %os : i64 to i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %x40 = llvm.sub %x, %k40 : i32
    %bb = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x40, %z : i32
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

// Round 46 h05: store p to p (value is the address): effect value == operand -> write skipped; load ptr back, ptrtoint - base
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
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %A = llvm.alloca %c8 x i64 : (i32) -> !llvm.ptr
    %n64 = llvm.zext %n : i32 to i64
    %p = llvm.getelementptr inbounds %A[%n64] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %p, %p : !llvm.ptr, !llvm.ptr
    %qq = llvm.load %p : !llvm.ptr -> !llvm.ptr
    %iq = llvm.ptrtoint %qq : !llvm.ptr to i64
    %ia = llvm.ptrtoint %A : !llvm.ptr to i64
    %d = llvm.sub %iq, %ia : i64
    %x = llvm.trunc %d : i64 to i32
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

// Round 46 h06: a warp kernel whose nvvm.maxntid (48) admits a launch with a partial last warp
gpu.module @m {
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {nvvm.maxntid = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    // expected-error @+1 {{W2: the kernel's nvvm.maxntid allows 48 threads, not a multiple of 32: a launch of that ma}}
    %w = warp.entry : !warp.warp<all>
    %s = warp.shuffle xor %w, %t, 16 : !warp.warp<all>, i32
    memref.store %s, %buf[%tx] : memref<64xi32>
    gpu.return
  }
}
