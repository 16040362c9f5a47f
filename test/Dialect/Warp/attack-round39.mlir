// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 39 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 39"): loads of a global past its end that LLVM proves and deletes:
// through a memref.view, at positions LLVM folds but ValueFacts does not
// evaluate, vector loads, and llvm.load through getelementptr. Each chunk
// verified before its fix.

// -----

// Round 39 h01: memref.view of a 16-byte constant global at byte shift 12 as memref<4xi32>; element 3 is bytes 24..27, past the global's end. Accepted; PTX is 'exit;' alone; --sim global-oob. Run: warp-run h01.mlir --sim --arg 'i32[32]=zeros' --arg i32:0 --arg i32:5 --arg i32:1
gpu.module @m {
  memref.global "private" constant @tab : memref<16xi8> = dense<1>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g = memref.get_global @tab : memref<16xi8>
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %vw = memref.view %g[%c12][] : memref<16xi8> to memref<4xi32>
    %X = memref.load %vw[%c3] : memref<4xi32>
    %s = llvm.add %X, %z : i32
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

// Round 39 h02: memref.load of a 4-element constant global at position fptosi(6.0) (LLVM folds it to 6; ValueFacts does not evaluate fptosi, and the load rule flags only positions shown outside). Accepted (also after --canonicalize --cse); PTX 'exit;' alone; --sim global-oob.
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
    %f6 = llvm.mlir.constant(6.0 : f32) : f32
    %o6 = llvm.fptosi %f6 : f32 to i64
    %oi = arith.index_cast %o6 : i64 to index
    %X = memref.load %g[%oi] : memref<4xi32>
    %s = llvm.add %X, %z : i32
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

// Round 39 h03: llvm.load through getelementptr @tab2[0, fptosi(6.0)] of a 4-element constant llvm global (LLVM folds the index to 6). Accepted (also after canon+cse); PTX exit alone; --sim global-oob.
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %gt = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %f6 = llvm.mlir.constant(6.0 : f32) : f32
    %o6 = llvm.fptosi %f6 : f32 to i64
    %pp = llvm.getelementptr %gt[0, %o6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %X = llvm.load %pp : !llvm.ptr<1> -> i32
    %s = llvm.add %X, %z : i32
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

// Round 39 h04: vector.load of vector<4xi32> at [2] from a 4-element constant memref.global: lanes 2,3 read past its end; element 3 decides an exit. Accepted (also after canon+cse); PTX exit alone; --sim global-oob (16-byte read).
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
    %vv = vector.load %g[%c2] : memref<4xi32>, vector<4xi32>
    %X = vector.extract %vv[3] : i32 from vector<4xi32>
    %s = llvm.add %X, %z : i32
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

// Round 39 h05: llvm.load through getelementptr @tab2[0, 6] of a 4-element constant llvm.mlir.global (constant indices, past its end: byte 24 of 16). Accepted (also after canon+cse); PTX 'exit;' alone; --sim global-oob. Same with [1, 2] (a38) and [-1] (a39).
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %gt = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %pp = llvm.getelementptr %gt[0, 6] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %X = llvm.load %pp : !llvm.ptr<1> -> i32
    %s = llvm.add %X, %z : i32
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

// Round 39 a27: the offset of a reinterpret_cast of a 4-element constant global is fptosi(6.0), which LLVM folds and ValueFacts does not evaluate: the load reads element 6.
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
    %f6 = llvm.mlir.constant(6.0 : f32) : f32
    %o6 = llvm.fptosi %f6 : f32 to i64
    %oi = arith.index_cast %o6 : i64 to index
    %rc = memref.reinterpret_cast %g to offset: [%oi], sizes: [1], strides: [1] : memref<4xi32> to memref<1xi32, strided<[1], offset: ?>>
    %X = memref.load %rc[%c0] : memref<1xi32, strided<[1], offset: ?>>
    %s = llvm.add %X, %z : i32
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

// Round 39 a30: a position loaded from a constant llvm global holding 6.
gpu.module @m {
  memref.global "private" constant @tab : memref<4xi32> = dense<1>
  llvm.mlir.global internal constant @idx(6 : i64) {addr_space = 1 : i32} : i64
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
    %gi = llvm.mlir.addressof @idx : !llvm.ptr<1>
    %o6 = llvm.load %gi : !llvm.ptr<1> -> i64
    %oi = arith.index_cast %o6 : i64 to index
    %X = memref.load %g[%oi] : memref<4xi32>
    %s = llvm.add %X, %z : i32
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

// Round 39 a34: vector.maskedload of vector<4xi32> with an all-true constant mask at [2] of a 4-element constant global: lanes 2 and 3 read past its end.
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
    %mk = arith.constant dense<true> : vector<4xi1>
    %pt = arith.constant dense<0> : vector<4xi32>
    %vv = vector.maskedload %g[%c2], %mk, %pt : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    %X = vector.extract %vv[3] : i32 from vector<4xi32>
    %s = llvm.add %X, %z : i32
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

// Round 39 a39: llvm.load through getelementptr @tab2[-1] of a constant llvm global: before its start.
gpu.module @m {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32, %q: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %k40 = llvm.mlir.constant(40 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %gt = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %pp = llvm.getelementptr %gt[-1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %X = llvm.load %pp : !llvm.ptr<1> -> i32
    %s = llvm.add %X, %z : i32
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
