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

// A constant that is not a splat is a table in global memory
// (ConstantTables.cpp): each thread loads its elements, a run of four
// (one vector) at a time.
// CHECK: llvm.mlir.global internal constant @__tile_constant(dense<"0x0000803F0000004000004040000080400000A0400000C0400000E04000000041
// CHECK-SAME: : tensor<128xf32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<128 x f32>
// CHECK-LABEL: gpu.func @not_splat
// CHECK: llvm.mlir.addressof @__tile_constant : !llvm.ptr<1>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: arith.mulf %{{.*}} : vector<4xf32>
tile.kernel @not_splat(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
                       %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<1x128xf32>
  %b = arith.mulf %a, %c : tensor<1x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}
