// RUN: warp-opt %s --split-input-file --tile-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: warp-opt %s --split-input-file --tile-assign-layouts --convert-tile-to-gpu=drop-host --canonicalize --cse | FileCheck %s
//
// tile.transpose, tile.scan and tile.arg_reduce: their layouts and the
// shape of their per-thread code (docs/TileLowering.md). Their results are
// checked against NumPy under --sim by test/Sim/tile/kernel-kinds.test.

// A transpose moves no data: the result's layout is the source's with the
// dimensions swapped, and the kernel has no shared memory and no barrier.
// LAYOUT-LABEL: tile.kernel @transpose
// LAYOUT: tile.load {{.*}}tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [8, 1], order = [1, 0]>
// LAYOUT: tile.transpose {{.*}}tile.layout = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerBlock = [1, 8], order = [0, 1]>
// CHECK-LABEL: gpu.func @transpose
// CHECK-NOT: workgroup
// CHECK-NOT: gpu.barrier
// CHECK-NOT: gpu.shuffle
// CHECK: gpu.return
tile.kernel @transpose(%x: !tile.view<64x128xf32>, %y: !tile.part<128x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%c0, %c0] : !tile.view<64x128xf32> -> tensor<64x128xf32>
  %b = tile.transpose %a : tensor<64x128xf32> -> tensor<128x64xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<128x64xf32>, !tile.part<128x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Meeting a tile of the default layout, the transposed one is converted
// through shared memory (one tile.convert_layout).
// LAYOUT-LABEL: tile.kernel @transpose_add
// LAYOUT: tile.transpose
// LAYOUT-COUNT-1: tile.convert_layout
// LAYOUT: arith.addf
tile.kernel @transpose_add(%x: !tile.view<64x128xf32>, %z: !tile.view<128x64xf32>, %y: !tile.part<128x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%c0, %c0] : !tile.view<64x128xf32> -> tensor<64x128xf32>
  %b = tile.transpose %a : tensor<64x128xf32> -> tensor<128x64xf32>
  %c = tile.load %z like %y : !tile.view<128x64xf32>, !tile.part<128x64xf32> -> tensor<128x64xf32>
  %s = arith.addf %c, %b : tensor<128x64xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<128x64xf32>, !tile.part<128x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// A row scan of 4 x 2048 f32 over 8 warps (2 along the row): per chunk
// (8 of them) five shfl.up steps over the 32 lanes, one shfl.up for the
// lanes before, one shfl.idx for the warp's total; then one barrier for
// the warps.
// CHECK-LABEL: gpu.func @scan
// CHECK-SAME: workgroup(%{{.*}} : memref<8x1x8xf32, #gpu.address_space<workgroup>>)
// CHECK-COUNT-5: gpu.shuffle up
// CHECK: gpu.shuffle idx
// CHECK-COUNT-1: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @scan(%x: !tile.view<8x2048xf32>, %y: !tile.part<4x2048xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<8x2048xf32>, !tile.part<4x2048xf32> -> tensor<4x2048xf32>
  %s = tile.scan add %a dim 1 : tensor<4x2048xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<4x2048xf32>, !tile.part<4x2048xf32>
  tile.return %t1 : !tile.token
}

// -----

// argmax of 4 rows of 256 f32 over 8 warps: the slice layout on both
// results, a butterfly of value and index shuffles over the 32 lanes, the
// warps through two scratches (values, indices) and one barrier.
// LAYOUT-LABEL: tile.kernel @argmax
// LAYOUT: tile.arg_reduce max {{.*}}tile.layout = #tile.slice<dim = 1,
// CHECK-LABEL: gpu.func @argmax
// CHECK-SAME: workgroup(%{{.*}} : memref<8x1x1xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<8x1x1xi32, #gpu.address_space<workgroup>>)
// CHECK-COUNT-10: gpu.shuffle xor
// CHECK-NOT: gpu.shuffle
// CHECK-COUNT-1: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @argmax(%x: !tile.view<8x256xf32>, %y: !tile.part<4x1xi32>, %t0: !tile.token) {
  %p = tile.program_id 0 : index
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%p, %c0] : !tile.view<8x256xf32> -> tensor<4x256xf32>
  %v, %i = tile.arg_reduce max %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  %t1 = tile.store %i, %y, %t0 : tensor<4x1xi32>, !tile.part<4x1xi32>
  tile.return %t1 : !tile.token
}
