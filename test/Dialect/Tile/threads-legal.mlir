// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// The nearest legal programs to threads.mlir (issue 28, holes 1 to 3):
// what T15 and T18 still allow.

// T18: a program names itself with tile.program_id and tile.num_programs;
// a trip count computed from them is the same in every thread of it.
// CHECK-LABEL: tile.kernel @T18_program_dependent_loop
tile.kernel @T18_program_dependent_loop(%v: !tile.view<?xf32>, %c: !tile.part<1x256xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant dense<0.0> : tensor<1x256xf32>
  %p = tile.program_id 0 : index
  %n = tile.num_programs 0 : index
  %r = arith.remui %p, %c4 : index
  %trip = arith.addi %r, %n : index
  // CHECK: scf.for
  %s = scf.for %i = %c0 to %trip step %c1 iter_args(%acc = %z) -> tensor<1x256xf32> {
    %x = tile.load %v[%c0] : !tile.view<?xf32> -> tensor<256xf32>
    %m = tile.reduce max %x dim 0 : tensor<256xf32> -> tensor<f32>
    %b = tile.broadcast %m : tensor<f32> -> tensor<1x256xf32>
    scf.yield %b : tensor<1x256xf32>
  }
  %t1 = tile.store %s, %c, %t0 : tensor<1x256xf32>, !tile.part<1x256xf32>
  tile.return %t1 : !tile.token
}

// -----

// T18: an unsafe kernel may name threads (T8's exemption covers it).
// CHECK-LABEL: tile.kernel @T18_unsafe_thread_id
tile.kernel @T18_unsafe_thread_id(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  // CHECK: gpu.thread_id
  %t = gpu.thread_id x
  gpu.barrier
  tile.return %t0 : !tile.token
}

// -----

// T15: flags are dropped, not held against the program: an index that is
// in bounds without them still verifies (p mod 4 + 0 under nsw, a product
// of loop indices under nuw).
// CHECK-LABEL: tile.kernel @T15_flags_where_ranges_hold
tile.kernel @T15_flags_where_ranges_hold(%c: !tile.part<16xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<16xf32>
  %p = tile.program_id 0 : index
  %r = arith.remui %p, %c4 : index
  %i = arith.addi %r, %c0 overflow<nsw> : index
  // CHECK: memref.store
  memref.store %one, %s[%i] : memref<16xf32>
  scf.for %a = %c0 to %c4 step %c1 {
    scf.for %b = %c0 to %c4 step %c1 {
      %ab = arith.muli %a, %c4 overflow<nsw, nuw> : index
      %j = arith.addi %ab, %b overflow<nsw, nuw> : index
      memref.store %one, %s[%j] : memref<16xf32>
    }
  }
  %x = memref.load %s[%c0] : memref<16xf32>
  %tile = tile.broadcast %x : f32 -> tensor<16xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<16xf32>, !tile.part<16xf32>
  tile.return %t1 : !tile.token
}

// -----

memref.global "private" constant @table : memref<4xf32, #gpu.address_space<global>> = dense<[1.0, 2.0, 3.0, 4.0]>

// T15: scratch with no memory space or in private memory; a constant
// global in global memory.
// CHECK-LABEL: tile.kernel @T15_private_scratch
tile.kernel @T15_private_scratch(%c: !tile.part<4xf32>, %t0: !tile.token) {
  %c3 = arith.constant 3 : index
  %s = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
  %d = memref.alloca() : memref<4xf32>
  %t = memref.get_global @table : memref<4xf32, #gpu.address_space<global>>
  %x = memref.load %t[%c3] : memref<4xf32, #gpu.address_space<global>>
  // CHECK: memref.store
  memref.store %x, %s[%c3] : memref<4xf32, #gpu.address_space<private>>
  memref.store %x, %d[%c3] : memref<4xf32>
  %y = memref.load %s[%c3] : memref<4xf32, #gpu.address_space<private>>
  %tile = tile.broadcast %y : f32 -> tensor<4xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<4xf32>, !tile.part<4xf32>
  tile.return %t1 : !tile.token
}
