// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Malformed tile IR: each input gets a diagnostic at its location and a
// non-zero exit, never a crash.

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @view_without_element(!tile.view<?x?>)

// -----

// expected-error @+1 {{T12: a view's static sizes are positive}}
func.func private @view_zero(!tile.view<0xf32>)

// -----

// expected-error @+1 {{T12: element type 'tensor<2xf32>' is not an integer, float or index type}}
func.func private @view_of_tensors(!tile.view<8xtensor<2xf32>>)

// -----

// expected-error @+1 {{T12: a partition has at least one dimension}}
func.func private @part_scalar(!tile.part<f32>)

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
func.func private @mapped_without_map(!tile.mapped_part<8xf32, 3, 2>)

// -----

// expected-error @+1 {{T2: a mapped partition has at least one iteration}}
func.func private @mapped_zero_iterations(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p + i)>, 0>)

// -----

// expected-error @+1 {{region #0 ('body') failed to verify constraint: region with 1 blocks}}
tile.kernel @declaration(%c: !tile.part<8xf32>, %t0: !tile.token)

// -----

// expected-error @+1 {{T3: a tile.kernel ends with tile.return of the last token of its chain}}
tile.kernel @unreachable_end(%c: !tile.part<8xf32>, %t0: !tile.token) {
  llvm.unreachable
}

// -----

!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @iteration_without_yield(%c: !M, %t0: !tile.token) {
  // expected-error @+1 {{T3: an iteration ends with tile.yield of the last token of its chain}}
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    llvm.unreachable
  }
  tile.return %t : !tile.token
}

// -----

tile.kernel @unknown_reduction(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [add, mul, max, min, and, or, xor]}}
  %y = tile.reduce avg %x dim 0 : tensor<8xf32> -> tensor<f32>
  tile.return %t0 : !tile.token
}

// -----

tile.kernel @load_without_coordinates(%v: !tile.view<?xf32>, %c: !tile.part<8xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T7: 0 tile coordinates for a 1-dimensional view}}
  %x = tile.load %v : !tile.view<?xf32> -> tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

tile.kernel @load_with_both(%v: !tile.view<?xf32>, %c: !tile.part<8xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{T7: a load `like` a partition takes no coordinates}}
  %x = tile.load %v[%c0] like %c : !tile.view<?xf32>, !tile.part<8xf32> -> tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @two_indices(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    // expected-error @+1 {{T9: an access to a !tile.mapped_part takes one !tile.index from tile.iter_indices}}
    %v, %t1 = tile.load_mut %c[%idx, %idx], %tok : !M[!tile.index, !tile.index] -> tensor<8xf32>
    tile.yield %t1 : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

// expected-error @+1 {{T11: the last parameter of a tile.kernel is its !tile.token}}
tile.kernel @no_token(%c: !tile.part<8xf32>) {
  %t = builtin.unrealized_conversion_cast %c : !tile.part<8xf32> to !tile.token
  tile.return %t : !tile.token
}
func.func @launch_broken_kernel(%c: memref<64xf32>) {
  %p = tile.partition %c : memref<64xf32> -> !tile.part<8xf32>
  tile.launch @no_token(%p) : (!tile.part<8xf32>)
  return
}

// -----

func.func @launch_a_func(%c: memref<64xf32>) {
  // expected-error @+1 {{T10: @launch_a_func is not a tile.kernel}}
  tile.launch @launch_a_func(%c) : (memref<64xf32>)
  return
}

// -----

func.func @return_outside_kernel(%t: !tile.token) {
  // expected-error @+1 {{'tile.return' op expects parent op 'tile.kernel'}}
  tile.return %t : !tile.token
}

// -----

tile.kernel @yield_outside_iteration(%c: !tile.part<8xf32>, %t0: !tile.token) {
  // expected-error @+1 {{'tile.yield' op expects parent op 'tile.iter_indices'}}
  tile.yield %t0 : !tile.token
}

// -----

tile.kernel @constant_type(%c: !tile.part<8xf32>, %t0: !tile.token) {
  // expected-error @+1 {{'tile.constant' op failed to verify that all of {value, result} have same type}}
  %x = "tile.constant"() {value = dense<1.0> : tensor<2x2xf32>} : () -> tensor<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// A kernel with an empty body: its region verifier must not read the
// missing terminator.
// expected-error @+1 {{empty block: expect at least a terminator}}
tile.kernel @empty_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) {
}

// -----

// A descriptor chain that uses itself: tile.launch's provenance walk runs
// before dominance is checked and must not follow the chain forever.
tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
!D = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @descriptor_uses_itself(%q: !llvm.ptr, %v: memref<1024xf32>) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = llvm.insertvalue %q, %2[0] : !D
  // expected-note @+1 {{operand defined here}}
  %2 = llvm.insertvalue %q, %2[1] : !D
  %a = builtin.unrealized_conversion_cast %2 : !D to memref<1024xf32>
  %pc = tile.partition %v : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}
