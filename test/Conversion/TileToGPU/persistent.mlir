// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --canonicalize --cse | FileCheck %s --enable-var-scope
//
// Persistent kernels: a !tile.mapped_part is passed as its pointer and
// sizes; the grid is its blocks divided by its iterations (one dimension);
// tile.iter_indices is a loop over the iterations in which program p's
// iteration i owns block map(p, i)[programs], a row-major index into the
// grid of blocks, and its accesses take that block.

!S = !tile.mapped_part<64x64xf32, affine_map<(p, i)[np] -> (i * np + p)>, 4>

// The launch: pointer and both sizes, like a plain partition; the grid is
// 32 blocks / 4 iterations = 8 programs.
// CHECK-LABEL: func.func @launch_strided
// CHECK: gpu.launch_func @tile_kernels::@strided blocks in (%c8, %c1, %c1) threads in (%{{.*}}, %c1, %c1) args(%{{.*}} : !llvm.ptr<1>, %c512 : index, %c256 : index)
func.func @launch_strided(%c: memref<512x256xf32>) {
  %pc = tile.partition %c : memref<512x256xf32> -> !S
  tile.launch @strided(%pc) : (!S)
  return
}

// The strided schedule over 512 x 256 f32 in 64 x 64 blocks: 8 x 4 = 32
// blocks, 8 programs of 4.
// CHECK-LABEL: gpu.func @strided
// CHECK-SAME: (%[[PTR:.*]]: !llvm.ptr<1>, %[[ROWS:.*]]: index, %[[COLS:.*]]: index)
// CHECK-NOT: workgroup
// CHECK-DAG: %[[P:.*]] = gpu.block_id x
// CHECK-DAG: %[[BR:.*]] = arith.ceildivui %[[ROWS]], %c64
// CHECK-DAG: %[[BC:.*]] = arith.ceildivui %[[COLS]], %c64
// CHECK-DAG: %[[BLOCKS:.*]] = arith.muli %[[BR]], %[[BC]]
// CHECK-DAG: %[[NP:.*]] = arith.divui %[[BLOCKS]], %c4
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// CHECK:   %[[INP:.*]] = arith.muli %[[I]], %[[NP]]
// CHECK:   %[[BLOCK:.*]] = arith.addi %[[INP]], %[[P]]
// CHECK-DAG:   %[[N:.*]] = arith.remui %[[BLOCK]], %[[BC]]
// CHECK-DAG:   %[[M:.*]] = arith.divui %[[BLOCK]], %[[BC]]
// CHECK-DAG:   arith.muli %[[M]], %c64
// CHECK-DAG:   arith.muli %[[N]], %c64
// The block's store: 16-byte vectors on the unmasked path.
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// No shared memory, so no barrier between iterations.
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @strided(%c: !S, %t0: !tile.token) {
  %t = tile.iter_indices %c, %t0 : !S {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %z = tile.constant dense<1.0> : tensor<64x64xf32>
    %tok2 = tile.store %z, %c[%idx], %tok : tensor<64x64xf32>, !S[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}

// -----

// The blocked schedule, read-modify-write of each block (load_mut and
// store at the same block), the block coordinates also used as indices of
// a view read.
!B = !tile.mapped_part<32x128xf32, affine_map<(p, i)[np] -> (p * 2 + i)>, 2>

// 128 x 256 in 32 x 128 blocks: 4 x 2 = 8 blocks, 4 programs of 2.
// CHECK-LABEL: func.func @launch_blocked
// CHECK: gpu.launch_func @tile_kernels::@blocked blocks in (%c4, %c1, %c1)
func.func @launch_blocked(%v: memref<?x?xf32>, %d: memref<128x256xf32>) {
  %pd = tile.partition %d : memref<128x256xf32> -> !B
  tile.launch @blocked(%v, %pd) : (memref<?x?xf32>, !B)
  return
}

// CHECK-LABEL: gpu.func @blocked
// CHECK-DAG: %[[P:.*]] = gpu.block_id x
// CHECK-DAG: %[[BC:.*]] = arith.ceildivui %{{.*}}, %c128
// CHECK: scf.for %[[I:.*]] = %c0 to %c2 step %c1 {
// CHECK:   %[[P2:.*]] = arith.muli %[[P]], %c2
// CHECK:   %[[BLOCK:.*]] = arith.addi %[[P2]], %[[I]]
// CHECK-DAG:   %[[N:.*]] = arith.remui %[[BLOCK]], %[[BC]]
// CHECK-DAG:   %[[M:.*]] = arith.divui %[[BLOCK]], %[[BC]]
// CHECK-DAG:   %[[ROW:.*]] = arith.muli %[[M]], %c32
// CHECK-DAG:   %[[COL:.*]] = arith.muli %[[N]], %c128
// The view's tile at (m, n), the block's load and its store.
// CHECK-COUNT-3: llvm.load
// CHECK: llvm.store
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @blocked(%v: !tile.view<?x?xf32>, %d: !B, %t0: !tile.token) {
  %t = tile.iter_indices %d, %t0 : !B {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %x = tile.load %v[%m, %n] : !tile.view<?x?xf32> -> tensor<32x128xf32>
    %w, %tok1 = tile.load_mut %d[%idx], %tok : !B[!tile.index] -> tensor<32x128xf32>
    %s = arith.addf %w, %x : tensor<32x128xf32>
    %tok2 = tile.store %s, %d[%idx], %tok1 : tensor<32x128xf32>, !B[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}
