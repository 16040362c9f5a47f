// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --canonicalize --cse | FileCheck %s --enable-var-scope
//
// tile.launch: each buffer as its aligned pointer and sizes, the grid of
// its partitions, and the run-time checks the kernel relies on, each a
// cf.assert that ends the program with a message before the launch.

tile.kernel @vadd(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// The run-time half of T5: @launch(%x, %x) verifies (the verifier sees two
// arguments of a function nobody in the module calls) and would race; the
// lowered launch compares the byte ranges and stops.
// CHECK-LABEL: func.func @launch
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[C:.*]]: memref<?xf32>)
// CHECK: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[NA:.*]] = memref.dim %[[A]], %c0
// CHECK: %[[BYTESA:.*]] = arith.muli %[[NA]], %c4
// CHECK: %[[ENDA:.*]] = arith.addi %[[PA]], %[[BYTESA]]
// CHECK: %[[MISA:.*]] = arith.remui %[[PA]], %c16
// CHECK: %[[OKA:.*]] = arith.cmpi eq, %[[MISA]], %c0
// CHECK: cf.assert %[[OKA]], "tile.launch @vadd: argument #0 is not 16-byte aligned (the kernel's vector accesses need it)"
// CHECK: %[[IA:.*]] = arith.index_cast %[[PA]] : index to i64
// CHECK: %[[PTRA:.*]] = llvm.inttoptr %[[IA]] : i64 to !llvm.ptr<1>
// CHECK: %[[PC:.*]] = memref.extract_aligned_pointer_as_index %[[C]]
// CHECK: %[[NC:.*]] = memref.dim %[[C]], %c0
// CHECK: %[[ENDC:.*]] = arith.addi %[[PC]]
// CHECK: cf.assert %{{.*}}, "tile.launch @vadd: argument #1 is not 16-byte aligned
// CHECK: %[[PTRC:.*]] = llvm.inttoptr
// The grid: ceil(n / 1024) blocks of c.
// CHECK: %[[GRID:.*]] = arith.ceildivui %[[NC]], %c1024
// T10: the view read like c is not smaller than c's buffer.
// CHECK: %[[BIG:.*]] = arith.cmpi uge, %[[NA]], %[[NC]]
// CHECK: cf.assert %[[BIG]], "tile.launch @vadd: view #0 is smaller than the buffer of partition #1 along dimension 0 (T10)"
// T5: c's bytes end before a's begin or begin after a's end.
// CHECK-DAG: %[[BEFORE:.*]] = arith.cmpi ule, %[[ENDC]], %[[PA]]
// CHECK-DAG: %[[AFTER:.*]] = arith.cmpi ule, %[[ENDA]], %[[PC]]
// CHECK: %[[APART:.*]] = arith.ori
// CHECK: cf.assert %[[APART]], "tile.launch @vadd: the buffer of partition #1 overlaps argument #0 (T5)"
// CHECK: cf.assert %{{.*}}, "tile.launch @vadd: the grid has more than 2147483647 programs along dimension 0"
// No launch of an empty grid.
// CHECK: %[[ANY:.*]] = arith.cmpi ne, %[[GRID]], %c0
// CHECK: scf.if %[[ANY]] {
// CHECK:   gpu.launch_func @tile_kernels::@vadd blocks in (%[[GRID]], %c1, %c1) threads in (%c256, %c1, %c1) args(%[[PTRA]] : !llvm.ptr<1>, %[[NA]] : index, %[[PTRC]] : !llvm.ptr<1>, %[[NC]] : index)
// CHECK: }
// CHECK-NOT: tile.
func.func @launch(%a: memref<?xf32>, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @vadd(%a, %pc) : (memref<?xf32>, !tile.part<1024xf32>)
  return
}

// -----

// Two partitions must give one grid (T10's run-time half); a grid of four
// dimensions is one linear x, bounded without forming an overflowing
// product.
tile.kernel @two(%c: !tile.part<1x1x1x1024xf32>, %d: !tile.part<1x1x1x1024xf32>, %t0: !tile.token) {
  %z = tile.constant dense<0.0> : tensor<1x1x1x1024xf32>
  %t1 = tile.store %z, %c, %t0 : tensor<1x1x1x1024xf32>, !tile.part<1x1x1x1024xf32>
  %t2 = tile.store %z, %d, %t1 : tensor<1x1x1x1024xf32>, !tile.part<1x1x1x1024xf32>
  tile.return %t2 : !tile.token
}
// CHECK-LABEL: func.func @launch_two
// CHECK: cf.assert %{{.*}}, "tile.launch @two: partitions #0 and #1 give different grids along dimension 0 (T10)"
// CHECK: cf.assert %{{.*}}, "tile.launch @two: partitions #0 and #1 give different grids along dimension 3 (T10)"
// CHECK: cf.assert %{{.*}}, "tile.launch @two: the buffer of partition #0 overlaps argument #1 (T5)"
// CHECK: cf.assert %{{.*}}, "tile.launch @two: the buffer of partition #1 overlaps argument #0 (T5)"
// CHECK: %[[ROOM:.*]] = arith.divui %c2147483647, %{{.*}}
// CHECK: cf.assert %{{.*}}, "tile.launch @two: the grid has more than 2^31 - 1 programs"
// CHECK: gpu.launch_func @tile_kernels::@two blocks in (%[[LINEAR:.*]], %c1, %c1) threads in (%c256, %c1, %c1)
func.func @launch_two(%c: memref<?x?x?x?xf32>, %d: memref<?x?x?x?xf32>) {
  %pc = tile.partition %c masked : memref<?x?x?x?xf32> -> !tile.part<1x1x1x1024xf32>
  %pd = tile.partition %d masked : memref<?x?x?x?xf32> -> !tile.part<1x1x1x1024xf32>
  tile.launch @two(%pc, %pd) : (!tile.part<1x1x1x1024xf32>, !tile.part<1x1x1x1024xf32>)
  return
}
