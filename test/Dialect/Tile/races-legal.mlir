// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// The nearest legal program to each group of races.mlir: what T1, T5,
// T10, T13-T17 still allow.

tile.kernel @k(%v: !tile.view<?x?xf32>, %c: !tile.part<8x8xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// T13: transposed, padded-row and subview layouts are injective.
// CHECK-LABEL: func.func @T13_injective_layouts
func.func @T13_injective_layouts(%t: memref<64x64xf32, strided<[1, 64]>>,
                                 %r: memref<64x64xf32, strided<[80, 1], offset: 5>>,
                                 %b: memref<128x128xf32>, %v: memref<64x64xf32>) {
  // CHECK: tile.partition
  %pt = tile.partition %t : memref<64x64xf32, strided<[1, 64]>> -> !tile.part<8x8xf32>
  tile.launch @k(%v, %pt) : (memref<64x64xf32>, !tile.part<8x8xf32>)
  %pr = tile.partition %r : memref<64x64xf32, strided<[80, 1], offset: 5>> -> !tile.part<8x8xf32>
  tile.launch @k(%v, %pr) : (memref<64x64xf32>, !tile.part<8x8xf32>)
  %sub = memref.subview %b[0, 64] [64, 64] [1, 1] : memref<128x128xf32> to memref<64x64xf32, strided<[128, 1], offset: 64>>
  %ps = tile.partition %sub : memref<64x64xf32, strided<[128, 1], offset: 64>> -> !tile.part<8x8xf32>
  tile.launch @k(%v, %ps) : (memref<64x64xf32>, !tile.part<8x8xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// T5: a view chosen by select, scf.if or a branch among buffers the launch
// does not write; host allocations are buffers of their own.
// CHECK-LABEL: func.func @T5_chosen_views
func.func @T5_chosen_views(%x: memref<1024xf32>, %y: memref<1024xf32>, %c: memref<1024xf32>,
                           %cond: i1) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  %s = arith.select %cond, %x, %y : memref<1024xf32>
  // CHECK: tile.launch @k
  tile.launch @k(%s, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  %r = scf.if %cond -> memref<1024xf32> {
    scf.yield %x : memref<1024xf32>
  } else {
    %fresh = memref.alloc() : memref<1024xf32>
    scf.yield %fresh : memref<1024xf32>
  }
  tile.launch @k(%r, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  %m = memref.alloc() : memref<1024xf32>
  %pm = tile.partition %m : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @k(%c, %pm) : (memref<1024xf32>, !tile.part<128xf32>)
  cf.br ^next(%y : memref<1024xf32>)
^next(%z: memref<1024xf32>):
  tile.launch @k(%z, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

memref.global "private" @buf : memref<1024xf32> = uninitialized
tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @launch(%a: memref<1024xf32>) {
  %g = memref.get_global @buf : memref<1024xf32>
  // T17: a global that is not constant may be partitioned.
  %pg = tile.partition %g : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @k(%a, %pg) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// T16: launches in sequential loops and branches, and a launching function
// called in program order.
// CHECK-LABEL: func.func @T16_sequential_host
func.func @T16_sequential_host(%a: memref<1024xf32>, %c: memref<1024xf32>, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
    tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  }
  scf.if %cond {
    func.call @launch(%a) : (memref<1024xf32>) -> ()
  }
  // CHECK: call @launch
  func.call @launch(%a) : (memref<1024xf32>) -> ()
  func.call @launch_two(%a, %c) : (memref<1024xf32>, memref<1024xf32>) -> ()
  %fresh = memref.alloc() : memref<1024xf32>
  func.call @launch_two(%fresh, %c) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// T5 through calls: every caller passes two distinct buffers.
func.func private @launch_two(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// T1, T14, T15: scratch from memref.alloca, memref.alloc and gpu.alloc,
// indexed by constants, loop bounds and remainders; an atomic on the
// program's own alloca; the last element of a constant global; a copy
// between scratch buffers.
// CHECK-LABEL: tile.kernel @T15_scratch
tile.kernel @T15_scratch(%c: !tile.part<4xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  %h = memref.alloc() : memref<4xf32>
  %g = gpu.alloc () : memref<4xf32>
  %t = memref.get_global @table : memref<4xf32>
  %last = memref.load %t[%c3] : memref<4xf32>
  // CHECK: memref.atomic_rmw
  %old = memref.atomic_rmw addf %one, %s[%c0] : (f32, memref<4xf32>) -> f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %last, %s[%i] : memref<4xf32>
    memref.store %last, %g[%i] : memref<4xf32>
    %p = tile.program_id 0 : index
    %wrapped = arith.remui %p, %c4 : index
    %x = memref.load %s[%wrapped] : memref<4xf32>
    memref.store %x, %h[%i] : memref<4xf32>
  }
  memref.copy %s, %h : memref<4xf32> to memref<4xf32>
  %v = memref.load %s[%c3] : memref<4xf32>
  %tile = tile.broadcast %v : f32 -> tensor<4xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<4xf32>, !tile.part<4xf32>
  tile.return %t1 : !tile.token
}

// -----

// T16: sequential control flow inside a program.
// CHECK-LABEL: tile.kernel @T16_sequential_program
tile.kernel @T16_sequential_program(%c: !tile.part<4xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.alloca() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %cond = arith.cmpi ult, %n, %c2 : index
  scf.if %cond {
    memref.store %one, %s[%c1] : memref<2xf32>
  }
  // CHECK: scf.while
  %w = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi ult, %i, %c2 : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  tile.return %t0 : !tile.token
}

// -----

// A masked 2-D partition over a dynamic buffer and a mapped partition whose
// blocks lie in a 2-D grid.
!M = !tile.mapped_part<16x16xf32, affine_map<(p, i)[n] -> (i * n + p)>, 2>
tile.kernel @mapped(%c: !M, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %z = tile.constant dense<0.0> : tensor<16x16xf32>
    %t1 = tile.store %z, %c[%idx], %tok : tensor<16x16xf32>, !M[!tile.index]
    tile.yield %t1 : !tile.token
  }
  tile.return %t : !tile.token
}
tile.kernel @masked(%c: !tile.part<16x16xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
// CHECK-LABEL: func.func @masked_2d
func.func @masked_2d(%a: memref<60x60xf32>, %b: memref<?x?xf32>) {
  // 60x60 in blocks of 16x16: a 4x4 grid of blocks whose last row and
  // column are clipped.
  %pa = tile.partition %a masked : memref<60x60xf32> -> !M
  tile.launch @mapped(%pa) : (!M)
  %pb = tile.partition %b masked : memref<?x?xf32> -> !tile.part<16x16xf32>
  // CHECK: tile.launch @masked
  tile.launch @masked(%pb) : (!tile.part<16x16xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

!D = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// T5: memref descriptors built from a function's arguments, as
// func-to-llvm builds them, are the buffers those arguments pass.
// CHECK-LABEL: func.func @T5_descriptors_of_arguments
func.func @T5_descriptors_of_arguments(%p: !llvm.ptr, %q: !llvm.ptr, %off: i64, %v: memref<1024xf32>) {
  %0 = llvm.mlir.poison : !D
  %1 = llvm.insertvalue %p, %0[0] : !D
  %2 = llvm.insertvalue %p, %1[1] : !D
  %3 = llvm.insertvalue %off, %2[2] : !D
  %c = builtin.unrealized_conversion_cast %3 : !D to memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  %4 = llvm.insertvalue %q, %0[0] : !D
  %5 = llvm.insertvalue %q, %4[1] : !D
  %a = builtin.unrealized_conversion_cast %5 : !D to memref<1024xf32>
  // CHECK: tile.launch @k
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  tile.launch @k(%v, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}
