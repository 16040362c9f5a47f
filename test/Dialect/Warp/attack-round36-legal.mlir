// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round36.mlir: loads through a subview and
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
