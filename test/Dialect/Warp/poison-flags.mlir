// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 25: a flag that the constant operands break (nsw/nuw
// overflow, exact with a remainder, nneg of a negative, disjoint with a
// common bit, nnan/ninf with a NaN or an infinity) makes poison, which LLVM
// may fold either way: not a uniform exit condition while a warp is live
// (docs/Dialects/WarpRationale.md, "Round 25"). Legal neighbours:
// poison-flags-legal.mlir.

// -----

// Poison by flag: llvm.add nsw overflows (INT_MAX + 1). The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(2147483647 : i32) : i32
    %b = llvm.mlir.constant(1 : i32) : i32
    %o = llvm.add %a, %b overflow<nsw> : i32
    %k = llvm.mlir.constant(0 : i32) : i32
    %c = arith.cmpi slt, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: arith.subi nuw wraps below 0. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = arith.constant 0 : i32
    %b = arith.constant 1 : i32
    %o = arith.subi %a, %b overflow<nuw> : i32
    %k = arith.constant 0 : i32
    %c = arith.cmpi ne, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.mul nuw overflows. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(65536 : i32) : i32
    %o = llvm.mul %a, %a overflow<nuw> : i32
    %k = llvm.mlir.constant(0 : i32) : i32
    %c = arith.cmpi eq, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.shl nsw shifts a bit into the sign. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(1 : i32) : i32
    %b = llvm.mlir.constant(31 : i32) : i32
    %o = llvm.shl %a, %b overflow<nsw> : i32
    %k = llvm.mlir.constant(0 : i32) : i32
    %c = arith.cmpi slt, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.udiv exact with a remainder. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(7 : i32) : i32
    %b = llvm.mlir.constant(2 : i32) : i32
    %o = llvm.udiv exact %a, %b : i32
    %k = llvm.mlir.constant(3 : i32) : i32
    %c = arith.cmpi eq, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: arith.shrui exact shifting out a set bit. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %o = arith.shrui %a, %b exact : i32
    %k = arith.constant 1 : i32
    %c = arith.cmpi eq, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.zext nneg of a negative. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(-1 : i32) : i32
    %o = llvm.zext nneg %a : i32 to i64
    %k = llvm.mlir.constant(0 : i64) : i64
    %c = arith.cmpi ne, %o, %k : i64
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.or disjoint with a common bit (round 25b p05: its PTX was `exit; exit;`). The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(3 : i32) : i32
    %o = llvm.or disjoint %a, %a : i32
    %k = llvm.mlir.constant(3 : i32) : i32
    %c = arith.cmpi eq, %o, %k : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: arith.addf nnan of a NaN (round 25b p03). The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = arith.constant 0x7FC00000 : f32
    %b = arith.constant 1.0 : f32
    %o = arith.addf %a, %b fastmath<nnan> : f32
    %c = arith.cmpf uno, %o, %o : f32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Poison by flag: llvm.fmul ninf of an infinity. The exit condition is poison, not a uniform constant.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(0x7F800000 : f32) : f32
    %b = llvm.mlir.constant(2.0 : f32) : f32
    %o = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<ninf>} : f32
    %c = llvm.fcmp "oeq" %o, %o : f32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
