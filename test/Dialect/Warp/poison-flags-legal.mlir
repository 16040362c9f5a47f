// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of poison-flags.mlir: flags the constants keep are
// uniform constants, and a top-level exit on one is legal.

// A add nsw that does not overflow.
// CHECK-LABEL: gpu.func @k
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(2 : i32) : i32
    %b = llvm.mlir.constant(1 : i32) : i32
    %o = llvm.add %a, %b overflow<nsw> : i32
    %k = llvm.mlir.constant(0 : i32) : i32
    %c = arith.cmpi slt, %o, %k : i32
    scf.if %c {
      nvvm.exit
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A udiv exact without remainder, zext nneg of a non-negative, or disjoint without a common bit.
// CHECK-LABEL: gpu.func @k
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(8 : i32) : i32
    %b = llvm.mlir.constant(2 : i32) : i32
    %d = llvm.udiv exact %a, %b : i32
    %z = llvm.zext nneg %d : i32 to i64
    %t = llvm.trunc %z : i64 to i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %o = llvm.or disjoint %t, %one : i32
    %k = llvm.mlir.constant(5 : i32) : i32
    %c = arith.cmpi eq, %o, %k : i32
    scf.if %c {
      nvvm.exit
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A nnan on numbers.
// CHECK-LABEL: gpu.func @k
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = arith.constant 1.0 : f32
    %o = arith.addf %a, %a fastmath<nnan> : f32
    %two = arith.constant 2.0 : f32
    %c = arith.cmpf oeq, %o, %two : f32
    scf.if %c {
      nvvm.exit
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
