// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host | FileCheck %s
//
// A tile.mma in a loop stages its B (and A) tile in shared memory: a
// barrier after the stores, and one after its reads so that the next
// iteration's stores come after every warp's reads. Two such mmas in one
// body (attention's Q . Kt and P . V) need only their staging barriers:
// each one lies between the other's reads and its next writes
// (dropRedundantMmaBarriers). One mma alone keeps both, and no marker
// attribute is left on any barrier.

// CHECK-LABEL: gpu.func @two_mmas
// CHECK: scf.for
// CHECK-COUNT-2: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK-NOT: tile.mma_staging
// CHECK-NOT: tile.mma_trailing
tile.kernel @two_mmas(%q: !tile.view<?x64xf16>, %k: !tile.view<64x?xf16>,
                      %v: !tile.view<?x64xf16>, %o: !tile.part<64x64xf32>,
                      %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = tile.program_id 0 : index
  %qt = tile.load %q[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %j = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<64x64xf32>) {
    %kb = tile.load %k[%c0, %j] : !tile.view<64x?xf16> -> tensor<64x64xf16>
    %s = tile.mma %qt, %kb, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    %p = arith.truncf %s : tensor<64x64xf32> to tensor<64x64xf16>
    %vb = tile.load %v[%j, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
    %next = tile.mma %p, %vb, %a : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// CHECK-LABEL: gpu.func @one_mma
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: nvgpu.mma.sync
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield
// CHECK-NOT: tile.mma_staging
// CHECK-NOT: tile.mma_trailing
tile.kernel @one_mma(%q: !tile.view<?x64xf16>, %k: !tile.view<64x?xf16>,
                     %o: !tile.part<64x64xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = tile.program_id 0 : index
  %qt = tile.load %q[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %j = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<64x64xf32>) {
    %kb = tile.load %k[%c0, %j] : !tile.view<64x?xf16> -> tensor<64x64xf16>
    %kn = arith.negf %kb : tensor<64x64xf16>
    %next = tile.mma %qt, %kn, %a : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
