// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host --verify-diagnostics | FileCheck %s
//
// tile.convert_layout: between blocked layouts, through shared memory
// (every thread writes its runs, one barrier, reads those of its new
// layout); from a slice layout (replicated) a located error.

// CHECK-LABEL: gpu.func @blocked_to_blocked
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<1024xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: vector.store {{.*}}, %[[BUF]]{{.*}} vector<4xf32>
// CHECK: gpu.barrier
// CHECK: vector.load %[[BUF]]{{.*}} vector<8xf32>
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @blocked_to_blocked(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %a = tile.load %x like %y : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %b = tile.convert_layout %a {tile.layout = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]>} : tensor<1024xf32> -> tensor<1024xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a conversion from a reduction's slice layout (each result held by
// several threads) is not lowered yet.
tile.kernel @from_slice(%x: !tile.view<?x1024xf32>, %y: !tile.part<1x1024xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%c0, %c0] : !tile.view<?x1024xf32> -> tensor<4x1024xf32>
  %s = tile.reduce add %a dim 0 : tensor<4x1024xf32> -> tensor<1024xf32>
  // expected-error @below {{'tile.convert_layout' from #tile.slice}}
  %b = tile.convert_layout %s : tensor<1024xf32> -> tensor<1024xf32>
  tile.return %t0 : !tile.token
}
