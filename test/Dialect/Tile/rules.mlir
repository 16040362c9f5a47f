// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// For each rule, the nearest legal program to its invalid.mlir cases: what
// the rule still allows.

// T1: a program writes its own partition, reads views at any coordinates.
// CHECK-LABEL: tile.kernel @T1_own_partition
tile.kernel @T1_own_partition(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  %i = tile.program_id 0 : index
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  %x = tile.load %v[%next] : !tile.view<?xf32> -> tensor<128xf32>
  // CHECK: tile.store
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// T1: scratch memory a program allocates is its own to write, globals may
// be read, and an unsafe kernel may write a global.
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @counter : memref<1xf32> = dense<0.0>
// CHECK-LABEL: tile.kernel @T1_scratch_and_globals
tile.kernel @T1_scratch_and_globals(%c: !tile.part<4xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %scratch = memref.alloca() : memref<4xf32>
  %t = memref.get_global @table : memref<4xf32>
  %v = memref.load %t[%c0] : memref<4xf32>
  // CHECK: memref.store
  memref.store %v, %scratch[%c0] : memref<4xf32>
  %x = tile.broadcast %v : f32 -> tensor<4xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<4xf32>, !tile.part<4xf32>
  tile.return %t1 : !tile.token
}
// CHECK-LABEL: tile.kernel @T1_unsafe_global
tile.kernel @T1_unsafe_global(%c: !tile.part<4xf32>, %t0: !tile.token) attributes {unsafe} {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %g = memref.get_global @counter : memref<1xf32>
  memref.store %one, %g[%c0] : memref<1xf32>
  tile.return %t0 : !tile.token
}

// -----

// T2: blocked, strided and spread-out maps, one iteration with any stride.
// CHECK-LABEL: func.func private @T2_blocked
func.func private @T2_blocked(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 4 + i)>, 4>)
// CHECK-LABEL: func.func private @T2_strided
func.func private @T2_strided(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (i * n + p)>, 4>)
// CHECK-LABEL: func.func private @T2_spread
func.func private @T2_spread(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 8 + i * 2 + 1)>, 4>)
// CHECK-LABEL: func.func private @T2_strided_offset
func.func private @T2_strided_offset(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (i * (n * 2) + p * 2 + 1)>, 3>)
// CHECK-LABEL: func.func private @T2_single_iteration
func.func private @T2_single_iteration(!tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 3)>, 1>)
// A grouped order (floordiv and mod), checked block by block on the grid
// of the partition: 8 x 8 blocks of 64 x 64, visited two block rows at a
// time, column by column.
// CHECK-LABEL: func.func @T2_grouped
func.func @T2_grouped(%c: memref<512x512xf32>) {
  %p = tile.partition %c : memref<512x512xf32> -> !tile.mapped_part<64x64xf32, affine_map<(p, i)[n] -> (((p floordiv 16) * 2 + p mod 2) * 8 + (p mod 16) floordiv 2)>, 1>
  return
}
// The largest block the last program reaches is the grid's last.
// CHECK-LABEL: func.func @T2_fills_grid
func.func @T2_fills_grid(%c: memref<64xf32>) {
  %p = tile.partition %c : memref<64xf32> -> !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
  return
}

// -----

// T3: a fork joined before the end; T4: loads of one partition may be
// unordered with each other, a store follows both.
// CHECK-LABEL: tile.kernel @T3_T4_fork_and_join
tile.kernel @T3_T4_fork_and_join(%c: !tile.part<64xf32>, %d: !tile.part<64xf32>,
                                 %t0: !tile.token) {
  %a, %ta = tile.load_mut %c, %t0 : !tile.part<64xf32> -> tensor<64xf32>
  %b, %tb = tile.load_mut %c, %t0 : !tile.part<64xf32> -> tensor<64xf32>
  %s = arith.addf %a, %b : tensor<64xf32>
  %j = tile.join %ta, %tb
  %tc = tile.store %s, %c, %j : tensor<64xf32>, !tile.part<64xf32>
  %td = tile.store %s, %d, %j : tensor<64xf32>, !tile.part<64xf32>
  // CHECK: tile.join
  %end = tile.join %tc, %td
  tile.return %end : !tile.token
}

// -----

// T4: a run of reads after one write, a write after a loop that read in
// its body, and a read that reaches the last write through a join with
// another partition's chain.
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>
// CHECK-LABEL: tile.kernel @T4_orders_through_loops_and_joins
tile.kernel @T4_orders_through_loops_and_joins(%c: !M, %d: !tile.part<16xf32>,
                                               %t0: !tile.token) {
  %x = tile.constant dense<1.0> : tensor<8xf32>
  %y = tile.constant dense<2.0> : tensor<16xf32>
  %t1 = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    %s1 = tile.store %x, %c[%idx], %tok : tensor<8xf32>, !M[!tile.index]
    %v, %s2 = tile.load_mut %c[%idx], %s1 : !M[!tile.index] -> tensor<8xf32>
    %w, %s3 = tile.load_mut %c[%idx], %s2 : !M[!tile.index] -> tensor<8xf32>
    tile.yield %s3 : !tile.token
  }
  %td = tile.store %y, %d, %t0 : tensor<16xf32>, !tile.part<16xf32>
  %j = tile.join %td, %t1
  %t2 = tile.iter_indices %c, %j : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    %s = tile.store %x, %c[%idx], %tok : tensor<8xf32>, !M[!tile.index]
    tile.yield %s : !tile.token
  }
  %e, %t3 = tile.load_mut %d, %t2 : !tile.part<16xf32> -> tensor<16xf32>
  tile.return %t3 : !tile.token
}

// -----

tile.kernel @k(%a: !tile.view<?xf32>, %b: !tile.view<?xf32>, %c: !tile.part<128xf32>,
               %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// T5: one buffer may be shared twice; only a mutable one is exclusive.
// CHECK-LABEL: func.func @T5_shared_twice
func.func @T5_shared_twice(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // CHECK: tile.launch @k
  tile.launch @k(%a, %a, %pc) : (memref<1024xf32>, memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

// T6: dividing blocks, a masked tail, blocks one wide along a dynamic size.
// CHECK-LABEL: func.func @T6_partitions
func.func @T6_partitions(%a: memref<1024x64xf32>, %b: memref<1000xf32>, %c: memref<?x64xf32>) {
  %pa = tile.partition %a : memref<1024x64xf32> -> !tile.part<128x64xf32>
  %pb = tile.partition %b masked : memref<1000xf32> -> !tile.part<128xf32>
  %pc = tile.partition %c : memref<?x64xf32> -> !tile.part<1x64xf32>
  %pd = tile.partition %c masked : memref<?x64xf32> -> !tile.part<16x64xf32>
  return
}

// -----

// T7: the last tile that starts inside a static view, and any dynamic
// coordinate (masked at run time).
// CHECK-LABEL: tile.kernel @T7_bounds
tile.kernel @T7_bounds(%v: !tile.view<500xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  %c3 = arith.constant 3 : index
  %last = tile.load %v[%c3] : !tile.view<500xf32> -> tensor<128xf32>
  %i = tile.program_id 0 : index
  %any = tile.load %v[%i] : !tile.view<500xf32> -> tensor<128xf32>
  %s = arith.addf %last, %any : tensor<128xf32>
  %t1 = tile.store %s, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

// -----

// T8: the unchecked ops in a kernel marked unsafe.
// CHECK-LABEL: tile.kernel @T8_unsafe
tile.kernel @T8_unsafe(%v: !tile.view<?xf32>, %c: !tile.part<8xf32>, %t0: !tile.token)
    attributes {unsafe} {
  %c0 = arith.constant 0 : index
  %x = tile.constant dense<1.0> : tensor<8xf32>
  // CHECK: tile.unchecked_store
  tile.unchecked_store %x, %v[%c0] : tensor<8xf32>, !tile.view<?xf32>
  tile.return %t0 : !tile.token
}

// -----

// T9: the index of the enclosing iteration over the same partition, also
// from inside a nested loop of the iteration.
!M = !tile.mapped_part<8xf32, affine_map<(p, i)[n] -> (i * n + p)>, 4>
// CHECK-LABEL: tile.kernel @T9_own_index
tile.kernel @T9_own_index(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %i: index, %tok: !tile.token):
    %v, %t1 = tile.load_mut %c[%idx], %tok : !M[!tile.index] -> tensor<8xf32>
    %w = arith.addf %v, %v : tensor<8xf32>
    %t2 = tile.store %w, %c[%idx], %t1 : tensor<8xf32>, !M[!tile.index]
    tile.yield %t2 : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

tile.kernel @two(%c: !tile.part<128x128xf32>, %d: !tile.part<64x64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// T10: partitions of different blocks that give the same 8x4 grid; grids
// with a dynamic dimension, when every partition is masked (a program past
// one buffer's grid writes nothing there).
// CHECK-LABEL: func.func @T10_same_grid
func.func @T10_same_grid(%c: memref<1024x512xf32>, %d: memref<512x256xf32>, %e: memref<?x256xf32>) {
  %pc = tile.partition %c : memref<1024x512xf32> -> !tile.part<128x128xf32>
  %pd = tile.partition %d : memref<512x256xf32> -> !tile.part<64x64xf32>
  tile.launch @two(%pc, %pd) : (!tile.part<128x128xf32>, !tile.part<64x64xf32>)
  %pm = tile.partition %c masked : memref<1024x512xf32> -> !tile.part<128x128xf32>
  %pe = tile.partition %e masked : memref<?x256xf32> -> !tile.part<64x64xf32>
  tile.launch @two(%pm, %pe) : (!tile.part<128x128xf32>, !tile.part<64x64xf32>)
  return
}

// -----

// T11: scalars between the views and the partitions, a 2-D grid.
// CHECK-LABEL: tile.kernel @T11_signature
tile.kernel @T11_signature(%v: !tile.view<?x?xf16>, %s: f32, %n: index, %c: !tile.part<16x16xf32>,
                           %t0: !tile.token) {
  %x = tile.program_id 1 : index
  %y = tile.num_programs 1 : index
  tile.return %t0 : !tile.token
}

// -----

// T12: broadcasting a scalar and a lower-rank tile, keeping or dropping
// the reduced dimension, every tensor-core pairing.
// CHECK-LABEL: tile.kernel @T12_shapes
tile.kernel @T12_shapes(%c: !tile.part<8xf32>, %s: f32, %t0: !tile.token) {
  %a = tile.broadcast %s : f32 -> tensor<4x8xf32>
  %r = tile.constant dense<1.0> : tensor<8xf32>
  %b = tile.broadcast %r : tensor<8xf32> -> tensor<4x8xf32>
  %k = tile.reduce add %b dim 0 : tensor<4x8xf32> -> tensor<1x8xf32>
  %d = tile.reduce add %b dim 0 : tensor<4x8xf32> -> tensor<8xf32>
  %h = tile.constant dense<1.0> : tensor<16x16xf16>
  %bf = tile.constant dense<1.0> : tensor<16x16xbf16>
  %f = tile.constant dense<1.0> : tensor<16x16xf32>
  %hh = tile.constant dense<1.0> : tensor<16x16xf16>
  %i8 = tile.constant dense<1> : tensor<16x16xi8>
  %i32 = tile.constant dense<0> : tensor<16x16xi32>
  %m1 = tile.mma %h, %h, %f : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>
  %m2 = tile.mma %h, %h, %hh : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf16>
  %m3 = tile.mma %bf, %bf, %f : tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<16x16xf32>
  %m4 = tile.mma %f, %f, %f : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
  // CHECK: tile.mma {{.*}} : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32>
  %m5 = tile.mma %i8, %i8, %i32 : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32>
  tile.return %t0 : !tile.token
}

// -----

// T10: a view read `like` a partition may be as large as the partitioned
// buffer, larger, or dynamic (then masked at run time).
tile.kernel @copy(%a: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<128xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}
// CHECK-LABEL: func.func @T10_view_covers_partition
func.func @T10_view_covers_partition(%same: memref<1024xf32>, %big: memref<2048xf32>,
                                     %any: memref<?xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @copy(%same, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  tile.launch @copy(%big, %pc) : (memref<2048xf32>, !tile.part<128xf32>)
  // CHECK: tile.launch @copy
  tile.launch @copy(%any, %pc) : (memref<?xf32>, !tile.part<128xf32>)
  return
}
