// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host | FileCheck %s

// scf.if yielding tiles (BranchOps.cpp): an scf.if over the thread's
// registers; a scalar result stays; the splat one branch yields takes the
// other's layout (a vector of four in each thread).
// CHECK-LABEL: gpu.func @branch
// CHECK: scf.if %{{.*}} -> (vector<4xf32>, index) {
// CHECK: arith.addf %{{.*}} : vector<4xf32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : vector<4xf32>, index
// CHECK: } else {
// CHECK: arith.constant dense<5.000000e+00> : vector<4xf32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : vector<4xf32>, index
tile.kernel @branch(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %p: i1, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %s:2 = scf.if %p -> (tensor<1024xf32>, index) {
    %y = arith.addf %x, %x : tensor<1024xf32>
    %one = arith.constant 1 : index
    scf.yield %y, %one : tensor<1024xf32>, index
  } else {
    %z = tile.constant dense<5.0> : tensor<1024xf32>
    %two = arith.constant 2 : index
    scf.yield %z, %two : tensor<1024xf32>, index
  }
  %t1 = tile.store %s#0, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// One branch yields an accumulator, the other a loaded tile: the
// accumulator is converted to the loaded tile's blocked layout inside its
// branch (through shared memory: the barriers are inside the scf.if, whose
// condition is uniform over the block).
// CHECK-LABEL: gpu.func @mma_or_load
// CHECK: scf.if %{{.*}} -> (vector<32xf32>) {
// CHECK: nvgpu.mma.sync
// CHECK: gpu.barrier
// CHECK: vector.load %{{.*}} : memref<64x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: scf.yield %{{.*}} : vector<32xf32>
// CHECK: } else {
// CHECK: llvm.load
// CHECK: scf.yield %{{.*}} : vector<32xf32>
tile.kernel @mma_or_load(%a: !tile.view<?x?xf16>, %cv: !tile.view<?x?xf32>, %c: !tile.part<64x64xf32>, %p: i1, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?x?xf16>, !tile.part<64x64xf32> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s = scf.if %p -> (tensor<64x64xf32>) {
    %d = tile.mma %x, %x, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  } else {
    %y = tile.load %cv like %c : !tile.view<?x?xf32>, !tile.part<64x64xf32> -> tensor<64x64xf32>
    scf.yield %y : tensor<64x64xf32>
  }
  %t1 = tile.store %s, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
