// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// One case or more per rule of the tile dialect; each kernel or function is
// named after the rule it breaks (T1..T12, see the dialect description;
// races.mlir and overflow.mlir hold the cases of T13..T17 and of overflow).
// The nearest legal program for each rule is in rules.mlir.

// -----

// Test: T1_store_to_view
tile.kernel @T1_store_to_view(%out: !tile.view<128xf32>, %c: !tile.part<128xf32>,
                              %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  // expected-error @+1 {{T1: writes a !tile.view, which every program shares read-only; a program writes only through its own !tile.part}}
  %t1 = tile.store %x, %out, %t0 : tensor<128xf32>, !tile.view<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: T1_load_mut_of_view
tile.kernel @T1_load_mut_of_view(%v: !tile.view<128xf32>, %c: !tile.part<128xf32>,
                                 %t0: !tile.token) {
  // expected-error @+1 {{T1: reads in token order a !tile.view}}
  %x, %t1 = tile.load_mut %v, %t0 : !tile.view<128xf32> -> tensor<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: T1_store_with_index
tile.kernel @T1_store_with_index(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  %i = tile.program_id 0 : index
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  // expected-error @+1 {{T1: an access to a !tile.part takes no index: the partition is the program's own block (1 given)}}
  %t1 = tile.store %x, %c[%j], %t0 : tensor<128xf32>, !tile.part<128xf32>[index]
  tile.return %t1 : !tile.token
}

// -----

// Test: T1_store_to_scalar
tile.kernel @T1_store_to_scalar(%c: !tile.part<128xf32>, %s: f32, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  // expected-error @+1 {{T1: accesses 'f32'; a program writes only through its own !tile.part}}
  %t1 = tile.store %x, %s, %t0 : tensor<128xf32>, f32
  tile.return %t1 : !tile.token
}

// -----

// Test: T1_store_to_global
memref.global "private" @counter : memref<1xf32> = dense<0.0>
tile.kernel @T1_store_to_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %g = memref.get_global @counter : memref<1xf32>
  // Every program writes the one global: a race the partitions cannot see.
  // expected-error @+1 {{T1: writes memory that is not the program's own (it was not allocated by the program); a safe tile.kernel reads and writes other memory only through tile ops (or mark the kernel unsafe)}}
  memref.store %one, %g[%c0] : memref<1xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T1_atomic_on_global
memref.global "private" @histogram : memref<16xi32> = dense<0>
tile.kernel @T1_atomic_on_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %g = memref.get_global @histogram : memref<16xi32>
  // expected-error @+1 {{T1: writes memory that is not the program's own}}
  %old = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<16xi32>) -> i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T1_call_with_unknown_effects
func.func private @log_progress(index)
tile.kernel @T1_call_with_unknown_effects(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %i = tile.program_id 0 : index
  // expected-error @+1 {{T1: has unknown memory effects, so it may write memory other programs use; a safe tile.kernel writes only through tile.store (or mark the kernel unsafe)}}
  func.call @log_progress(%i) : (index) -> ()
  tile.return %t0 : !tile.token
}

// -----

// Test: T2_map_ignores_program
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d1)> over 4 iterations is rejected: it is not injective: with 2 programs, program 0 at iteration 0 and program 1 at iteration 0 both own block 0}}
func.func private @T2_map_ignores_program(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (i)>, 4>)

// -----

// Test: T2_map_overlapping_strides
// expected-error @+1 {{it is not injective: with 1 program, program 0 at iteration 0 and program 0 at iteration 1 both own block 0}}
func.func private @T2_map_overlapping_strides(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p + i * 0)>, 2>)

// -----

// Test: T2_map_sum
// expected-error @+1 {{it is not injective: with 2 programs, program 0 at iteration 1 and program 1 at iteration 0 both own block 1}}
func.func private @T2_map_sum(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p + i)>, 2>)

// -----

// Test: T2_map_floordiv
// A map with floordiv or mod is checked on the grid of each partition:
// here programs 0 and 1 share block 0.
func.func @T2_map_floordiv(%c: memref<64xf32>) {
  // expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + d1)> over 2 iterations is rejected on this buffer's grid: it is not injective: with 4 programs, program 0 at iteration 0 and program 1 at iteration 0 both own block 0}}
  %p = tile.partition %c : memref<64xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p floordiv 2 + i)>, 2>
  return
}

// -----

// Test: T2_map_divides_by_program_count
// expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d0 mod s0 + d1)> over 2 iterations is rejected: it divides by something other than a positive constant}}
func.func private @T2_map_divides_by_program_count(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p mod n + i)>, 2>)

// -----

// Test: T2_map_grouped_past_grid
// Rows of 4 blocks spaced 5 apart in a 4 x 4 grid: program 13 lands past
// the grid.
func.func @T2_map_grouped_past_grid(%c: memref<32x32xf32>) {
  // expected-error @+1 {{is rejected on this buffer's grid: with 16 programs, program 13 at iteration 0 owns block 16, past the buffer's 16 blocks}}
  %p = tile.partition %c : memref<32x32xf32> -> !tile.mapped_part<8x8xf32, affine_map<(p, i)[n] -> ((p floordiv 4) * 5 + p mod 4)>, 1>
  return
}

// -----

// Test: T2_map_negative_part
// The lowering divides unsigned: every part of the map must stay >= 0.
func.func @T2_map_negative_part(%c: memref<64xf32>) {
  // expected-error @+1 {{with 8 programs, program 0 at iteration 0: a part of the map is negative or overflows 64 bits}}
  %p = tile.partition %c : memref<64xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> ((7 - p) mod 8)>, 1>
  return
}

// -----

// Test: T2_map_grid_too_large
func.func @T2_map_grid_too_large(%c: memref<4194304x2xf32>) {
  // expected-error @+1 {{its 8388608 blocks are more than the 4194304 a map with floordiv or mod is checked on; write it blocked or strided}}
  %p = tile.partition %c : memref<4194304x2xf32> -> !tile.mapped_part<1x1xf32, affine_map<(p, i)[n] -> ((p mod 2) * 4194304 + p floordiv 2)>, 1>
  return
}

// -----

// Test: T2_map_negative
// expected-error @+1 {{its coefficients must be non-negative}}
func.func private @T2_map_negative(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4 - i + 3)>, 4>)

// -----

// Test: T2_map_two_results
// expected-error @+1 {{it must have the form (program, iteration)[programs] -> (block)}}
func.func private @T2_map_two_results(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p, i)>, 2>)

// -----

// Test: T2_map_past_grid
func.func @T2_map_past_grid(%c: memref<64xf32>) {
  // 8 blocks, 2 iterations, 4 programs: block 3 * 3 + 1 = 10 does not exist.
  // expected-error @+1 {{T2: with 4 programs, program 3 at iteration 1 owns block 10, past the buffer's 8 blocks}}
  %p = tile.partition %c : memref<64xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 3 + i)>, 2>
  return
}

// -----

// Test: T3_token_dropped
tile.kernel @T3_token_dropped(%c: !tile.part<128xf32>, %d: !tile.part<128xf32>,
                              %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  // expected-error @+1 {{T3: this token is never consumed: every branch of a forked chain is joined (tile.join) before the program ends}}
  %t2 = tile.store %x, %d, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: T3_token_into_scf
tile.kernel @T3_token_into_scf(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T3: a !tile.token is used only by tile accesses, tile.join, tile.iter_indices and the terminators that end a chain}}
  %n = builtin.unrealized_conversion_cast %t0 : !tile.token to i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T3_token_captured_by_iteration
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
// expected-note @+1 {{the token is defined here}}
tile.kernel @T3_token_captured_by_iteration(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    // expected-error @+1 {{T3: uses a token of another region; a chain enters a tile.iter_indices only as its operand}}
    %j = tile.join %tok, %t0
    tile.yield %j : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

// Test: T3_join_of_one
tile.kernel @T3_join_of_one(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T3: joins at least two tokens}}
  %t = tile.join %t0
  tile.return %t : !tile.token
}

// -----

// Test: T4_store_unordered_with_load_mut
tile.kernel @T4_store_unordered_with_load_mut(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-note @+1 {{the unordered access}}
  %old, %t1 = tile.load_mut %c, %t0 : !tile.part<128xf32> -> tensor<128xf32>
  %new = arith.addf %old, %old : tensor<128xf32>
  // The store forks from %t0 instead of following the load: the write may
  // land before the read.
  // expected-error @+1 {{T4: writes the partition unordered with an earlier read; chain it after that access's token}}
  %t2 = tile.store %new, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  %t3 = tile.join %t1, %t2
  tile.return %t3 : !tile.token
}

// -----

// Test: T4_two_unordered_stores
tile.kernel @T4_two_unordered_stores(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  %y = tile.constant dense<2.0> : tensor<128xf32>
  // expected-note @+1 {{the unordered access}}
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  // expected-error @+1 {{T4: writes the partition unordered with an earlier write}}
  %t2 = tile.store %y, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  %t3 = tile.join %t1, %t2
  tile.return %t3 : !tile.token
}

// -----

// Test: T4_store_after_one_of_two_forked_reads
// Two reads fork from one token; the store follows only the second, so the
// first may still be reading when it writes.
tile.kernel @T4_store_after_one_of_two_forked_reads(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-note @+1 {{the unordered access}}
  %a, %ta = tile.load_mut %c, %t0 : !tile.part<128xf32> -> tensor<128xf32>
  %b, %tb = tile.load_mut %c, %t0 : !tile.part<128xf32> -> tensor<128xf32>
  %s = arith.addf %a, %b : tensor<128xf32>
  // expected-error @+1 {{T4: writes the partition unordered with an earlier read}}
  %tc = tile.store %s, %c, %tb : tensor<128xf32>, !tile.part<128xf32>
  %end = tile.join %ta, %tc
  tile.return %end : !tile.token
}

// -----

// Test: T4_read_forked_before_a_chain_of_writes
// A read that forks off before two ordered writes is unordered with the
// later one (the check compares it with the last write only, which is
// ordered after the first).
tile.kernel @T4_read_forked_before_a_chain_of_writes(%c: !tile.part<128xf32>, %d: !tile.part<128xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<128xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  %u, %t2 = tile.load_mut %d, %t1 : !tile.part<128xf32> -> tensor<128xf32>
  // expected-note @+1 {{the unordered access}}
  %t3 = tile.store %x, %c, %t2 : tensor<128xf32>, !tile.part<128xf32>
  // expected-error @+1 {{T4: reads the partition unordered with an earlier write}}
  %v, %t4 = tile.load_mut %c, %t2 : !tile.part<128xf32> -> tensor<128xf32>
  %end = tile.join %t3, %t4
  tile.return %end : !tile.token
}

// -----

// Test: T4_store_after_loop_unordered_with_its_reads
// The loop's token follows everything in its body; a store that forks from
// the loop's input token does not.
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @T4_store_after_loop_unordered_with_its_reads(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    // expected-note @+1 {{the unordered access}}
    %v, %t1 = tile.load_mut %c[%idx], %tok : !M[!tile.index] -> tensor<8xf32>
    tile.yield %t1 : !tile.token
  }
  %x = tile.constant dense<1.0> : tensor<8xf32>
  %u = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    // expected-error @+1 {{T4: writes the partition unordered with an earlier read}}
    %t2 = tile.store %x, %c[%idx], %tok : tensor<8xf32>, !M[!tile.index]
    tile.yield %t2 : !tile.token
  }
  %end = tile.join %t, %u
  tile.return %end : !tile.token
}

// -----

// Test: T4_unordered_in_iteration
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @T4_unordered_in_iteration(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    %x = tile.constant dense<1.0> : tensor<8xf32>
    // expected-note @+1 {{the unordered access}}
    %t1 = tile.store %x, %c[%idx], %tok : tensor<8xf32>, !M[!tile.index]
    // expected-error @+1 {{T4: reads the partition unordered with an earlier write}}
    %v, %t2 = tile.load_mut %c[%idx], %tok : !M[!tile.index] -> tensor<8xf32>
    %j = tile.join %t1, %t2
    tile.yield %j : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
// Test: T5_buffer_mutable_and_shared
func.func @T5_buffer_mutable_and_shared(%c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared; programs would race on it}}
  tile.launch @k(%c, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k2(%c: !tile.part<128xf32>, %d: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_buffer_mutable_twice
func.func @T5_buffer_mutable_twice(%c: memref<1024xf32>) {
  %p1 = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  %p2 = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably twice}}
  tile.launch @k2(%p1, %p2) : (!tile.part<128xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k2(%c: !tile.part<128xf32>, %d: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_same_partition_twice
func.func @T5_same_partition_twice(%c: memref<1024xf32>) {
  %p = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably twice}}
  tile.launch @k2(%p, %p) : (!tile.part<128xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_cast
func.func @T5_alias_through_view(%c: memref<1024xf32>) {
  %sub = memref.subview %c[0] [512] [1] : memref<1024xf32> to memref<512xf32, strided<[1]>>
  %cast = memref.cast %sub : memref<512xf32, strided<[1]>> to memref<?xf32, strided<[1]>>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%cast, %pc) : (memref<?xf32, strided<[1]>>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_subview
func.func @T5_alias_through_subview(%c: memref<1024xf32>) {
  %sub = memref.subview %c[0] [512] [1] : memref<1024xf32> to memref<512xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%sub, %pc) : (memref<512xf32>, !tile.part<128xf32>)
  return
}

// -----

// Test: T6_block_does_not_divide
func.func @T6_block_does_not_divide(%c: memref<1000xf32>) {
  // expected-error @+1 {{T6: blocks of 128 do not divide dimension 0 (1000); mark the partition `masked` to skip the tail}}
  %p = tile.partition %c : memref<1000xf32> -> !tile.part<128xf32>
  return
}

// -----

// Test: T6_dynamic_needs_masked
func.func @T6_dynamic_needs_masked(%c: memref<?x64xf32>) {
  // expected-error @+1 {{T6: dimension 0 of the buffer is dynamic, so blocks of 16 along it may not divide it; mark the partition `masked`}}
  %p = tile.partition %c : memref<?x64xf32> -> !tile.part<16x64xf32>
  return
}

// -----

// Test: T6_element_type
func.func @T6_element_type(%c: memref<64xf16>) {
  // expected-error @+1 {{T6: a partition has the rank and element type of its buffer 'memref<64xf16>'}}
  %p = tile.partition %c : memref<64xf16> -> !tile.part<16xf32>
  return
}

// -----

// Test: T6_mapped_iterations
func.func @T6_mapped_iterations(%c: memref<48xf32>) {
  // expected-error @+1 {{T6: the buffer has 6 blocks, not a multiple of the 4 iterations of its mapped partition}}
  %p = tile.partition %c : memref<48xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4 + i)>, 4>
  return
}

// -----

// Test: T6_mapped_dynamic
func.func @T6_mapped_dynamic(%c: memref<?xf32>) {
  // expected-error @+1 {{T6: a mapped partition needs a statically shaped buffer}}
  %p = tile.partition %c masked : memref<?xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4 + i)>, 4>
  return
}

// -----

// Test: T7_coordinate_count
tile.kernel @T7_coordinate_count(%v: !tile.view<?x?xf32>, %c: !tile.part<128xf32>,
                                 %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{T7: a 1-dimensional tile from a 2-dimensional view}}
  %x = tile.load %v[%c0] : !tile.view<?x?xf32> -> tensor<128xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T7_like_shape
tile.kernel @T7_like_shape(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T7: the tile 'tensor<64xf32>' must have the partition's shape 128 and element type 'f32'}}
  %x = tile.load %v like %c : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<64xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T7_store_shape
tile.kernel @T7_store_shape(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<256xf32>
  // expected-error @+1 {{T7: the tile 'tensor<256xf32>' must have the partition's shape 128 and element type 'f32'}}
  %t1 = tile.store %x, %c, %t0 : tensor<256xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: T7_load_element_type
tile.kernel @T7_load_element_type(%v: !tile.view<?xf16>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{T7: the tile's element type 'f32' differs from the view's 'f16'}}
  %x = tile.load %v[%c0] : !tile.view<?xf16> -> tensor<128xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T8_unchecked_store_in_safe_kernel
tile.kernel @T8_unchecked_store_in_safe_kernel(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>,
                                               %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.constant dense<1.0> : tensor<128xf32>
  // expected-error @+1 {{T8: is allowed only in a kernel marked unsafe; @T8_unchecked_store_in_safe_kernel is not}}
  tile.unchecked_store %x, %v[%c0] : tensor<128xf32>, !tile.view<?xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T8_unchecked_load_in_safe_kernel
tile.kernel @T8_unchecked_load_in_safe_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{T8: is allowed only in a kernel marked unsafe}}
  %x = tile.unchecked_load %c[%c0] : !tile.part<128xf32> -> tensor<128xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T9_store_to_mapped_without_index
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @T9_store_to_mapped_without_index(%c: !M, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{T9: an access to a !tile.mapped_part takes one !tile.index from tile.iter_indices}}
  %t1 = tile.store %x, %c, %t0 : tensor<8xf32>, !M
  tile.return %t1 : !tile.token
}

// -----

// Test: T9_index_of_other_partition
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @T9_index_of_other_partition(%c: !M, %d: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    %x = tile.constant dense<1.0> : tensor<8xf32>
    // expected-error @+1 {{T9: the !tile.index must be the one an enclosing tile.iter_indices produces for this partition}}
    %t1 = tile.store %x, %d[%idx], %tok : tensor<8xf32>, !M[!tile.index]
    tile.yield %t1 : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

// Test: T9_index_from_argument
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
// expected-error @+1 {{T11: parameter 1 has type '!tile.index'; a tile.kernel takes views, partitions, mapped partitions and scalars}}
tile.kernel @T9_index_from_argument(%c: !M, %idx: !tile.index, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// -----

// Test: T9_body_arguments
!M = !tile.mapped_part<8x8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
tile.kernel @T9_body_arguments(%c: !M, %t0: !tile.token) {
  // expected-error @+1 {{T9: the body takes (!tile.index, 2 block coordinates of type index, !tile.token)}}
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %tok: !tile.token):
    tile.yield %tok : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_unknown_kernel
func.func @T10_unknown_kernel(%c: memref<1024xf32>) {
  // expected-error @+1 {{T10: @nope is not a tile.kernel}}
  tile.launch @nope(%c) : (memref<1024xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_argument_count
func.func @T10_argument_count(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T10: @k takes 3 arguments (its token is not passed), 2 given}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_buffer_for_partition
func.func @T10_buffer_for_partition(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %s = arith.constant 1.0 : f32
  // expected-error @+1 {{T10: argument 2 must be a tile.partition result of type '!tile.part<128xf32>'}}
  tile.launch @k(%a, %s, %c) : (memref<1024xf32>, f32, memref<1024xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_scalar_type
func.func @T10_scalar_type(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %s = arith.constant 1 : i32
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T10: argument 1 has type 'i32', the kernel takes 'f32'}}
  tile.launch @k(%a, %s, %pc) : (memref<1024xf32>, i32, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_view_element_type
func.func @T10_view_element_type(%a: memref<1024xf16>, %c: memref<1024xf32>) {
  %s = arith.constant 1.0 : f32
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T10: argument 0 of type 'memref<1024xf16>' does not fit the view '!tile.view<?xf32>'}}
  tile.launch @k(%a, %s, %pc) : (memref<1024xf16>, f32, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @vadd(%a: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-note @+1 {{read here}}
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<128xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

// Test: T10_view_shorter_than_partition
func.func @T10_view_shorter_than_partition(%a: memref<512xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T10: argument 0 ('memref<512xf32>') is read like the partition of argument 1 ('memref<1024xf32>') but is smaller along dimension 0 (512 < 1024); the last programs would read padding}}
  tile.launch @vadd(%a, %pc) : (memref<512xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @two(%c: !tile.part<128xf32>, %d: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T10_grids_differ
func.func @T10_grids_differ(%c: memref<1024xf32>, %d: memref<512xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  %pd = tile.partition %d : memref<512xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T10: argument 1 has a grid of 4 programs, argument 0 one of 8}}
  tile.launch @two(%pc, %pd) : (!tile.part<128xf32>, !tile.part<128xf32>)
  return
}

// -----

// Test: T11_no_token
// expected-error @+1 {{T11: the last parameter of a tile.kernel is its !tile.token}}
tile.kernel @T11_no_token(%c: !tile.part<128xf32>) {
  %t = builtin.unrealized_conversion_cast %c : !tile.part<128xf32> to !tile.token
  tile.return %t : !tile.token
}

// -----

// Test: T11_two_tokens
// expected-error @+1 {{T11: a tile.kernel has one !tile.token, the last parameter; parameter 0 is another}}
tile.kernel @T11_two_tokens(%t: !tile.token, %c: !tile.part<128xf32>, %t0: !tile.token) {
  %j = tile.join %t, %t0
  tile.return %j : !tile.token
}

// -----

// Test: T11_no_partition
// expected-error @+1 {{T11: a tile.kernel has at least one partition, which gives its grid}}
tile.kernel @T11_no_partition(%v: !tile.view<?xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// -----

// Test: T11_grid_ranks_differ
// expected-error @+1 {{T11: parameter 1 gives a 1-dimensional grid, but an earlier partition gives a 2-dimensional one}}
tile.kernel @T11_grid_ranks_differ(%c: !tile.part<8x8xf32>, %d: !tile.part<64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// -----

// Test: T11_program_id_dimension
tile.kernel @T11_program_id_dimension(%c: !tile.part<8x8xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T11: dimension 2 is outside the 2-dimensional grid of @T11_program_id_dimension}}
  %p = tile.program_id 2 : index
  tile.return %t0 : !tile.token
}

// -----

// Test: T11_device_op_on_host
func.func @T11_device_op_on_host() -> index {
  // expected-error @+1 {{T11: stands inside a tile.kernel}}
  %p = tile.program_id 0 : index
  return %p : index
}

// -----

// Test: T11_host_op_in_kernel
tile.kernel @T11_host_op_in_kernel(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %m = memref.alloc() : memref<64xf32>
  // expected-error @+1 {{T11: is a host op and stands outside a tile.kernel}}
  %p = tile.partition %m : memref<64xf32> -> !tile.part<8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_dynamic_tile
tile.kernel @T12_dynamic_tile(%v: !tile.view<?xf32>, %c: !tile.part<8xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{T12: the tile 'tensor<?xf32>' is not statically shaped}}
  %x = tile.load %v[%c0] : !tile.view<?xf32> -> tensor<?xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_dynamic_partition
// expected-error @+1 {{T12: a partition's block has a static, positive shape}}
func.func private @T12_dynamic_partition(!tile.part<?xf32>)

// -----

// Test: T12_broadcast_mismatch
tile.kernel @T12_broadcast_mismatch(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x2xf32>
  // expected-error @+1 {{T12: dimension 1 of the source has size 2, neither 1 nor 8}}
  %y = tile.broadcast %x : tensor<4x2xf32> -> tensor<4x8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_reshape_count
tile.kernel @T12_reshape_count(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x2xf32>
  // expected-error @+1 {{T12: a reshape keeps the element type and count; 'tensor<4x2xf32>' has 8, 'tensor<16xf32>' has 16}}
  %y = tile.reshape %x : tensor<4x2xf32> -> tensor<16xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_convert_layout_type
tile.kernel @T12_convert_layout_type(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x2xf32>
  // expected-error @+1 {{T12: a layout conversion keeps the tile's type; 'tensor<4x2xf32>' is not 'tensor<8xf32>'}}
  %y = tile.convert_layout %x : tensor<4x2xf32> -> tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_reduce_shape
tile.kernel @T12_reduce_shape(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<4x8xf32>
  // expected-error @+1 {{T12: reducing dimension 1 of 'tensor<4x8xf32>' gives 'tensor<4xf32>' or 'tensor<4x1xf32>', not 'tensor<8xf32>'}}
  %y = tile.reduce add %x dim 1 : tensor<4x8xf32> -> tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_mma_shapes
tile.kernel @T12_mma_shapes(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %a = tile.constant dense<1.0> : tensor<16x16xf16>
  %b = tile.constant dense<1.0> : tensor<32x16xf16>
  %acc = tile.constant dense<0.0> : tensor<16x16xf32>
  // expected-error @+1 {{T12: shapes 16x16 x 32x16 + 16x16 do not form MxK x KxN + MxN}}
  %d = tile.mma %a, %b, %acc : tensor<16x16xf16>, tensor<32x16xf16>, tensor<16x16xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_mma_types
tile.kernel @T12_mma_types(%c: !tile.part<8xf32>, %t0: !tile.token) {
  %a = tile.constant dense<1.0> : tensor<16x16xbf16>
  %b = tile.constant dense<1.0> : tensor<16x16xbf16>
  %acc = tile.constant dense<0.0> : tensor<16x16xf16>
  // expected-error @+1 {{T12: no tensor-core form multiplies 'bf16' by 'bf16' into 'f16'}}
  %d = tile.mma %a, %b, %acc : tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<16x16xf16>
  tile.return %t0 : !tile.token
}

// -----

// Test: T12_iota_float
tile.kernel @T12_iota_float(%c: !tile.part<8xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T12: iota makes a one-dimensional integer or index tile, not 'tensor<8xf32>'}}
  %i = tile.iota : tensor<8xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T11_num_programs_dimension
tile.kernel @T11_num_programs_dimension(%c: !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>,
                                        %t0: !tile.token) {
  // expected-error @+1 {{T11: dimension 1 is outside the 1-dimensional grid of @T11_num_programs_dimension}}
  %n = tile.num_programs 1 : index
  tile.return %t0 : !tile.token
}

