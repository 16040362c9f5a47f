// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round36.mlir. Loads through a subview and
// a reinterpret_cast of a constant global that stay inside it (elements 3
// and 2 of 4) decide a top-level exit.

// CHECK-LABEL: gpu.func @views_inside
gpu.module @views_inside {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @views_inside(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = memref.get_global @tab : memref<4xi32>
    %sv = memref.subview %g[1] [2] [2] : memref<4xi32> to memref<2xi32, strided<[2], offset: 1>>
    %rc = memref.reinterpret_cast %g to offset: [0], sizes: [2], strides: [2] : memref<4xi32> to memref<2xi32, strided<[2]>>
    %c1 = arith.constant 1 : index
    %a = memref.load %sv[%c1] : memref<2xi32, strided<[2], offset: 1>>
    %b = memref.load %rc[%c1] : memref<2xi32, strided<[2]>>
    %s = arith.addi %a, %b : i32
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %s, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// Relations that leave LLVM a safe value: `tid.x < n` (n is above some
// thread id, so at least 1 where it holds, and anything up to the block
// where it fails) and `n < m` of two arguments nothing else constrains,
// before a division by n that decides an exit.
// CHECK-LABEL: gpu.func @free_relations
gpu.module @free_relations {
  gpu.func @free_relations(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %z = arith.constant 0 : i32
    %k100 = arith.constant 100 : i32
    %in = arith.cmpi ult, %tid, %n : i32
    %lt = arith.cmpi ult, %n, %m : i32
    %v = arith.select %in, %li, %z : i32
    %v2 = arith.select %lt, %v, %z : i32
    memref.store %v2, %out[%lane] : memref<32xi32>
    %q = arith.divui %k100, %n : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
