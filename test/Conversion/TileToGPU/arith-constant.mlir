// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host -verify-diagnostics | FileCheck %s

// An arith.constant splat of a tile type (what --canonicalize folds
// tile.constants into) is a splat of the thread's registers, as a
// tile.constant is.
// CHECK-LABEL: gpu.func @folded
// CHECK: arith.constant dense<3.500000e+00> : vector<4xf32>
// CHECK: arith.mulf %{{.*}} : vector<4xf32>
tile.kernel @folded(%x: !tile.view<?x256xf32>, %y: !tile.part<2x256xf32>,
                    %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x256xf32>, !tile.part<2x256xf32> -> tensor<2x256xf32>
  %c = arith.constant dense<3.5> : tensor<2x256xf32>
  %b = arith.mulf %a, %c : tensor<2x256xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<2x256xf32>, !tile.part<2x256xf32>
  tile.return %t1 : !tile.token
}

// -----

// A constant that is not a splat is refused where it stands.
tile.kernel @not_splat(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
                       %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  // expected-error @below {{'arith.constant' that is not a splat is not supported by the lowering yet}}
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<1x128xf32>
  %b = arith.mulf %a, %c : tensor<1x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}
