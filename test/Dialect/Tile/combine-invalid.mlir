// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// The rules of the ops that combine or move a tile's elements along a
// dimension (T12 shapes, T19 combining kinds): tile.reduce's bitwise
// kinds, tile.arg_reduce, tile.scan, tile.transpose. The nearest legal
// programs are in combine-ops.mlir.

// -----

// Test: T19_reduce_and_float
tile.kernel @T19_reduce_and_float(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T19: the bitwise reduction 'and' needs integer elements, not 'f32'}}
  %r = tile.reduce and %x dim 0 : tensor<4x8xf32> -> tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T19_reduce_xor_f16
tile.kernel @T19_reduce_xor_f16(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf16>
  // expected-error @+1 {{T19: the bitwise reduction 'xor' needs integer elements, not 'f16'}}
  %r = tile.reduce xor %x dim 1 : tensor<4x8xf16> -> tensor<4x1xf16>
  tile.return %t0 : !tile.token
}

// -----

// Test: T19_arg_reduce_kind
tile.kernel @T19_arg_reduce_kind(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T19: 'tile.arg_reduce' finds a 'max' or a 'min', not 'add'}}
  %v, %i = tile.arg_reduce add %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T19_arg_reduce_index_type
tile.kernel @T19_arg_reduce_index_type(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T19: the index tile's elements are i32 or i64, not 'i16'}}
  %v, %i = tile.arg_reduce max %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xi16>
  tile.return %t0 : !tile.token
}

// -----

// Test: T19_arg_reduce_float_index
tile.kernel @T19_arg_reduce_float_index(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T19: the index tile's elements are i32 or i64, not 'f32'}}
  %v, %i = tile.arg_reduce min %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_arg_reduce_dim
tile.kernel @T12_arg_reduce_dim(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: dimension 2 is outside the 2-dimensional source}}
  %v, %i = tile.arg_reduce max %x dim 2 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_arg_reduce_value_shape
tile.kernel @T12_arg_reduce_value_shape(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: the value of reducing dimension 1 of 'tensor<4x8xf32>' is 'tensor<4xf32>' or 'tensor<4x1xf32>', not 'tensor<1x8xf32>'}}
  %v, %i = tile.arg_reduce max %x dim 1 : tensor<4x8xf32> -> tensor<1x8xf32>, tensor<4x1xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_arg_reduce_value_type
tile.kernel @T12_arg_reduce_value_type(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: the value of reducing dimension 1 of 'tensor<4x8xf32>' is 'tensor<4xf32>' or 'tensor<4x1xf32>', not 'tensor<4x1xf16>'}}
  %v, %i = tile.arg_reduce max %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf16>, tensor<4x1xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_arg_reduce_mixed_shapes
tile.kernel @T12_arg_reduce_mixed_shapes(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: the value 'tensor<4x1xf32>' and the index 'tensor<4xi32>' have different shapes}}
  %v, %i = tile.arg_reduce max %x dim 1 : tensor<4x8xf32> -> tensor<4x1xf32>, tensor<4xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T19_scan_bitwise
tile.kernel @T19_scan_bitwise(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1> : tensor<4x8xi32>
  // expected-error @+1 {{T19: 'tile.scan' combines by 'add', 'mul', 'max' or 'min', not 'or'}}
  %s = tile.scan or %x dim 1 : tensor<4x8xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_scan_dim
tile.kernel @T12_scan_dim(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: dimension -1 is outside the 2-dimensional source}}
  %s = tile.scan add %x dim -1 : tensor<4x8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_scan_type
tile.kernel @T12_scan_type(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{'tile.scan' op failed to verify that all of {source, result} have same type}}
  %s = "tile.scan"(%x) {kind = 0 : i32, dim = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf16>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_transpose_rank
tile.kernel @T12_transpose_rank(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<2x4x8xf32>
  // expected-error @+1 {{T12: 'tile.transpose' swaps the dimensions of a 2-dimensional tile, not of 'tensor<2x4x8xf32>'}}
  %y = tile.transpose %x : tensor<2x4x8xf32> -> tensor<8x4x2xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_transpose_shape
tile.kernel @T12_transpose_shape(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: transposing 'tensor<4x8xf32>' gives 'tensor<8x4xf32>', not 'tensor<4x8xf32>'}}
  %y = tile.transpose %x : tensor<4x8xf32> -> tensor<4x8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_transpose_element
tile.kernel @T12_transpose_element(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: transposing 'tensor<4x8xf32>' gives 'tensor<8x4xf32>', not 'tensor<8x4xf16>'}}
  %y = tile.transpose %x : tensor<4x8xf32> -> tensor<8x4xf16>
  tile.return %t0 : !tile.token
}
