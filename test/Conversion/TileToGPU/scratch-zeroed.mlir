// RUN: warp-opt %s --convert-tile-to-gpu | FileCheck %s
//
// A program's scratch starts zeroed: each thread of the block holds its
// own copy, and an element read before the program wrote it would
// otherwise be whatever that thread's stack held, so threads of one
// program could disagree on a trip count (here the loop around a
// cross-warp reduction, whose barrier all of them must reach) or an index.

// CHECK-LABEL: gpu.func @uninitialized_trip_count
// CHECK: %[[S:.*]] = memref.alloca() : memref<2xindex>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: memref.store %[[ZERO]], %[[S]][%[[I]]] : memref<2xindex>
// CHECK: memref.load %[[S]]
// The one in the loop body, zeroed where it is made.
// CHECK: %[[T:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[FZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: memref.store %[[FZERO]], %[[T]][] : memref<f32>
tile.kernel @uninitialized_trip_count(%v: !tile.view<?x1024xf32>, %c: !tile.part<1x1024xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %row = tile.load %v like %c : !tile.view<?x1024xf32>, !tile.part<1x1024xf32> -> tensor<1x1024xf32>
  %s = memref.alloca() : memref<2xindex>
  %n0 = memref.load %s[%c1] : memref<2xindex>
  %n = arith.remui %n0, %c8 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %row) -> tensor<1x1024xf32> {
    %t = memref.alloca() : memref<f32>
    %m = tile.reduce max %acc dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
    %b = tile.broadcast %m : tensor<1x1xf32> -> tensor<1x1024xf32>
    scf.yield %b : tensor<1x1024xf32>
  }
  %t1 = tile.store %r, %c, %t0 : tensor<1x1024xf32>, !tile.part<1x1024xf32>
  tile.return %t1 : !tile.token
}
