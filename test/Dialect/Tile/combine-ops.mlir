// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --mlir-print-op-generic | warp-opt --split-input-file | FileCheck %s
//
// The nearest legal programs to combine-invalid.mlir's cases (T12, T19),
// printed in custom and generic form.

// T19: the bitwise kinds on integer tiles of any width.
// CHECK-LABEL: tile.kernel @T19_reduce_bitwise
tile.kernel @T19_reduce_bitwise(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<5> : tensor<4x8xi32>
  %b = tile.constant dense<5> : tensor<4x8xi8>
  %w = tile.constant dense<true> : tensor<4x8xi1>
  // CHECK: tile.reduce and %{{.*}} dim 0 : tensor<4x8xi32> -> tensor<8xi32>
  %r = tile.reduce and %x dim 0 : tensor<4x8xi32> -> tensor<8xi32>
  // CHECK: tile.reduce or %{{.*}} dim 1 : tensor<4x8xi8> -> tensor<4x1xi8>
  %o = tile.reduce or %b dim 1 : tensor<4x8xi8> -> tensor<4x1xi8>
  // CHECK: tile.reduce xor %{{.*}} dim 1 : tensor<4x8xi1> -> tensor<4xi1>
  %e = tile.reduce xor %w dim 1 : tensor<4x8xi1> -> tensor<4xi1>
  tile.return %t0 : !tile.token
}

// -----

// T19, T12: max and min of floats and integers, i32 or i64 indices, the
// dimension dropped or kept.
// CHECK-LABEL: tile.kernel @T19_arg_reduce
tile.kernel @T19_arg_reduce(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  %n = tile.constant dense<3> : tensor<4x8xi8>
  // CHECK: %{{.*}}, %{{.*}} = tile.arg_reduce max %{{.*}} dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  %v, %i = tile.arg_reduce max %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  // CHECK: tile.arg_reduce min %{{.*}} dim 0 : tensor<4x8xi8> -> tensor<8xi8>, tensor<8xi64>
  %w, %j = tile.arg_reduce min %n dim 0 : tensor<4x8xi8> -> tensor<8xi8>, tensor<8xi64>
  tile.return %t0 : !tile.token
}

// -----

// T19: scans by add, mul, max and min.
// CHECK-LABEL: tile.kernel @T19_scan
tile.kernel @T19_scan(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  %n = tile.constant dense<3> : tensor<4x8xi32>
  // CHECK: tile.scan add %{{.*}} dim 1 : tensor<4x8xf32>
  %s = tile.scan add %x dim 1 : tensor<4x8xf32>
  // CHECK: tile.scan mul %{{.*}} dim 0 : tensor<4x8xi32>
  %p = tile.scan mul %n dim 0 : tensor<4x8xi32>
  // CHECK: tile.scan max %{{.*}} dim 0 : tensor<4x8xf32>
  %m = tile.scan max %x dim 0 : tensor<4x8xf32>
  // CHECK: tile.scan min %{{.*}} dim 1 : tensor<4x8xi32>
  %q = tile.scan min %n dim 1 : tensor<4x8xi32>
  tile.return %t0 : !tile.token
}

// -----

// T12: a transpose swaps the two dimensions, a square tile keeps its type.
// CHECK-LABEL: tile.kernel @T12_transpose
tile.kernel @T12_transpose(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  %q = tile.constant dense<1> : tensor<8x8xi8>
  // CHECK: tile.transpose %{{.*}} : tensor<4x8xf32> -> tensor<8x4xf32>
  %y = tile.transpose %x : tensor<4x8xf32> -> tensor<8x4xf32>
  // CHECK: tile.transpose %{{.*}} : tensor<8x8xi8> -> tensor<8x8xi8>
  %z = tile.transpose %q : tensor<8x8xi8> -> tensor<8x8xi8>
  tile.return %t0 : !tile.token
}
