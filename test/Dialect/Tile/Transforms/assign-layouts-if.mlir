// RUN: warp-opt %s --split-input-file --tile-assign-layouts | FileCheck %s

// scf.if yielding tiles: both branches yield the result's layout. A splat
// one branch yields takes the other's (the result's) layout.
// CHECK-LABEL: tile.kernel @branch
// CHECK: tile.load {{.*}}tile.layout = [[L:#tile.blocked<[^>]*>]]
// CHECK: scf.if
// CHECK: arith.addf {{.*}}tile.layout = [[L]]
// CHECK: } else {
// CHECK: tile.constant {tile.layout = [[L]]} dense<5.0
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

// An accumulator and a loaded tile meet in the loaded tile's blocked
// layout: a tile.convert_layout in the accumulator's branch, before its
// yield.
// CHECK-LABEL: tile.kernel @mma_or_load
// CHECK: scf.if
// CHECK: tile.mma {{.*}}tile.layout = #tile.mma
// CHECK-NEXT: %[[C:.*]] = tile.convert_layout %{{.*}} {tile.layout = [[B:#tile.blocked<[^>]*>]]}
// CHECK-NEXT: scf.yield %[[C]]
// CHECK: } else {
// CHECK: tile.load {{.*}}tile.layout = [[B]]}
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
