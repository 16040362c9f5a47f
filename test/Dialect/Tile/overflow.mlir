// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Sizes and indices past 64 bits: each verifier computes with checked
// arithmetic and rejects what overflows, citing the rule whose check it
// could not make (issue 15). A wrapped count used to pass as a small one.

// A constant tile coordinate whose start overflows 64 bits is no longer an
// error: it is masked like a run-time one and reads only padding
// (test/Sim/tile/outside-coordinates.test).

// Programs 0 and 1 both own block 2^62.
// Test: T2_map_coefficients_overflow
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d0 * 4611686018427387904 + d1 * 4611686018427387904)> over 4 iterations is rejected: it is not injective: with 2 programs, program 0 at iteration 1 and program 1 at iteration 0 both own block 4611686018427387904}}
func.func private @T2_map_coefficients_overflow(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4611686018427387904 + i * 4611686018427387904)>, 4>)

// -----

// 4 * 2^62 wraps to 0, which made program 1's first block look past
// program 0's last.
// Test: T2_map_iteration_stride_overflows
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d0 + d1 * 4611686018427387904)> over 4 iterations is rejected}}
func.func private @T2_map_iteration_stride_overflows(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p + i * 4611686018427387904)>, 4>)

// -----

// Test: T2_map_polynomial_overflows
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> ((d0 + s0 * 4611686018427387904) * 4)> over 1 iteration is rejected: a coefficient overflows 64 bits}}
func.func private @T2_map_polynomial_overflows(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> ((p + n * 4611686018427387904) * 4)>, 1>)

// -----

// Test: T2_last_block_overflows
func.func @T2_last_block_overflows(%b: memref<4xf32>) {
  // expected-error @+1 {{T2: with 4 programs, the block program 3 owns at iteration 0 overflows 64 bits}}
  %p = tile.partition %b : memref<4xf32> -> !tile.mapped_part<1xf32, affine_map<(p, i)[n] -> (p * 4611686018427387904)>, 1>
  return
}

// -----

// 2^64 blocks of one element: the count wrapped to 0.
// Test: T6_block_count_overflows
func.func @T6_block_count_overflows(%b: memref<4294967296x4294967296xf32>) {
  // expected-error @+1 {{T6: the buffer's element count overflows 64 bits}}
  %p = tile.partition %b : memref<4294967296x4294967296xf32> -> !tile.mapped_part<1x1xf32, affine_map<(p, i)[n] -> (p)>, 1>
  return
}

// -----

// Test: T6_partitioned_buffer_overflows
func.func @T6_partitioned_buffer_overflows(%b: memref<?x4294967296x4294967296xf32>) {
  // expected-error @+1 {{T6: the buffer's element count overflows 64 bits}}
  %p = tile.partition %b masked : memref<?x4294967296x4294967296xf32> -> !tile.part<1x1x1xf32>
  return
}

// -----

// Test: T12_reshape_count_overflows
tile.kernel @T12_reshape_count_overflows(%c: !tile.part<1xf32>, %t0: !tile.token) {
  %s = ub.poison : tensor<4294967296x4294967296xf32>
  // expected-error @+1 {{T12: the source 'tensor<4294967296x4294967296xf32>' has more elements than 64 bits count}}
  %r = tile.reshape %s : tensor<4294967296x4294967296xf32> -> tensor<0xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_constant_count_overflows
tile.kernel @T12_constant_count_overflows(%c: !tile.part<1xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T12: the tile 'tensor<4294967296x4294967296xf32>' has more elements than 64 bits count}}
  %z = tile.constant dense<0.0> : tensor<4294967296x4294967296xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_partition_block_overflows
// expected-error @+1 {{T12: a partition's block has more elements than 64 bits count}}
func.func private @T12_partition_block_overflows(!tile.part<4294967296x4294967296xf32>)

// -----

// Test: T12_view_overflows
// expected-error @+1 {{T12: a view's static sizes multiply to more elements than 64 bits count}}
func.func private @T12_view_overflows(!tile.view<?x4294967296x4294967296xf32>)

// -----

// Test: T13_layout_reach_overflows
func.func @T13_layout_reach_overflows(%b: memref<4x3xf32, strided<[1, 4611686018427387904]>>) {
  // expected-error @+1 {{(its largest offset overflows 64 bits)}}
  %p = tile.partition %b : memref<4x3xf32, strided<[1, 4611686018427387904]>> -> !tile.part<1x1xf32>
  return
}

// -----

// Program 1 at iteration 1 owns block 2^63 - 1 = INT64_MAX, which is a hash
// map's reserved empty key in LLVM's DenseMap: the collision search keeps
// it like any other block (an assertion, found by warp-fuzz, before).
// Test: T2_block_at_int64_max
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d0 * 4611686018427387903 + d1 * 4611686018427387904)> over 4 iterations is rejected: it is not shown injective for every number of programs}}
func.func private @T2_block_at_int64_max(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4611686018427387903 + i * 4611686018427387904)>, 4>)
