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

// -----

// A loop whose carried tile starts as a splat and is yielded unchanged by
// one branch of an scf.if: the splat takes the yielded value's layout.
// CHECK-LABEL: tile.kernel @loop_splat
// CHECK: tile.load {{.*}}tile.layout = [[L:#tile.blocked<[^>]*>]]
// CHECK: tile.constant {tile.layout = [[L]]} dense<1.0
// CHECK: scf.for
// CHECK: scf.if
// CHECK: arith.addf {{.*}}tile.layout = [[L]]
tile.kernel @loop_splat(%a: !tile.view<?xf32>, %c: !tile.part<256xf32>, %s: i32, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<256xf32> -> tensor<256xf32>
  %z = tile.constant dense<1.0> : tensor<256xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (tensor<256xf32>) {
    %ii = arith.index_cast %i : index to i32
    %p = arith.cmpi slt, %ii, %s : i32
    %n = scf.if %p -> (tensor<256xf32>) {
      %y = arith.addf %acc, %x : tensor<256xf32>
      scf.yield %y : tensor<256xf32>
    } else {
      scf.yield %acc : tensor<256xf32>
    }
    scf.yield %n : tensor<256xf32>
  }
  %t1 = tile.store %r, %c, %t0 : tensor<256xf32>, !tile.part<256xf32>
  tile.return %t1 : !tile.token
}
