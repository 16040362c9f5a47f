// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round26.mlir.

// A float reduction compared (not bitcast) decides a top-level exit and a
// loop bound: comparisons read no NaN payload, so they are the same on
// every lane.
// CHECK-LABEL: gpu.func @float_reduce_compared
gpu.module @m {
  gpu.func @float_reduce_compared(%in: memref<32xf32>, %out: memref<32xf32>, %tol: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %s = warp.reduce add %w, %v : !warp.warp<all>, f32
    %big = arith.cmpf ogt, %s, %tol : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.select %big, %c4, %c1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %t = warp.reduce add %x, %v : !warp.warp<all>, f32
      scf.yield %x : !warp.warp<all>
    }
    %t = warp.reduce add %r, %v : !warp.warp<all>, f32
    memref.store %t, %out[%lane] : memref<32xf32>
    scf.if %big {
      nvvm.exit
    }
    gpu.return
  }
}

// -----

// nvvm.inline_ptx without results or read-write operands: `%0` and
// `{$r0}` are the same read-only operand, a constant barrier id.
// CHECK-LABEL: gpu.func @inline_ptx_read_only
gpu.module @m {
  gpu.func @inline_ptx_read_only(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    nvvm.inline_ptx "bar.sync {$r0}, 32;" ro(%c1 : i32)
    nvvm.inline_ptx "bar.sync %0;" ro(%c1 : i32)
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Flags and folds the constants keep: ctlz of a computed nonzero value,
// a truncation that keeps every bit.
// CHECK-LABEL: gpu.func @kept_flags
gpu.module @m {
  gpu.func @kept_flags(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = llvm.mlir.constant(3 : i32) : i32
    %b = llvm.mlir.constant(6 : i32) : i32
    %and = llvm.and %a, %b : i32
    %z = "llvm.intr.ctlz"(%and) <{is_zero_poison = true}> : (i32) -> i32
    %t = llvm.trunc %b overflow<nuw> : i32 to i8
    %t32 = llvm.zext %t : i8 to i32
    %sum = llvm.add %z, %t32 : i32
    %k = llvm.mlir.constant(36 : i32) : i32
    %c = arith.cmpi ne, %sum, %k : i32
    scf.if %c {
      nvvm.exit
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
