// RUN: warp-opt %s --split-input-file --tile-assign-layouts --verify-diagnostics | FileCheck %s
// RUN: warp-opt %s --split-input-file --tile-assign-layouts --tile-assign-layouts --verify-diagnostics | FileCheck %s
//
// What a user writes is kept: a kernel's tile.num_warps fixes its warps
// (the pass's num-warps may not contradict it), a tile.layout on an op is
// that op's layout (the layouts that follow from it are derived), and a
// kernel laid out whole is left as it is. What cannot be kept is a located
// error that says why. (The second run checks that the pass keeps its own
// result.)

// A 4x128 f32 tile: 4 warps would be [4, 1]; the kernel asks for 2.
// CHECK-LABEL: tile.kernel @two_warps
// CHECK-SAME: tile.num_warps = 2
// CHECK: tile.load {{.*}}warpsPerBlock = [2, 1]
// CHECK: tile.reduce {{.*}}#tile.slice<dim = 0, parent = <sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [2, 1]
tile.kernel @two_warps(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                       %t0: !tile.token) attributes {tile.num_warps = 2 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %s = tile.reduce add %a dim 0 : tensor<4x128xf32> -> tensor<1x128xf32>
  %b = tile.broadcast %s : tensor<1x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// A layout on the load (rows across lanes, columns across warps), not the
// default: the kernel takes its 2 warps and the sum follows it.
// CHECK-LABEL: tile.kernel @own_layout
// CHECK-SAME: tile.num_warps = 2
// CHECK: tile.load {{.*}}#tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [1, 2], order = [1, 0]>
// CHECK: arith.addf {{.*}}#tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [1, 2], order = [1, 0]>
tile.kernel @own_layout(%x: !tile.view<?x64xf32>, %y: !tile.part<4x64xf32>,
                        %t0: !tile.token) {
  %a = tile.load %x like %y {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [1, 2], order = [1, 0]>} : !tile.view<?x64xf32>, !tile.part<4x64xf32> -> tensor<4x64xf32>
  %b = arith.addf %a, %a : tensor<4x64xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x64xf32>, !tile.part<4x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// A number of warps that is not a power of two up to 32.
// expected-error @below {{'tile.num_warps' is a power of two from 1 to 32 (an i64), not 3 : i64}}
tile.kernel @three_warps(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                         %t0: !tile.token) attributes {tile.num_warps = 3 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %a, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// A hand-written layout over more warps than the kernel's.
tile.kernel @layout_warps(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                          %t0: !tile.token) attributes {tile.num_warps = 2 : i64} {
  // expected-error @below {{the hand-written 'tile.layout' spreads over 4 warps, the kernel has 2}}
  %a = tile.load %x like %y {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %a, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// A hand-written layout that does not cover the tile: 4 warps over 3
// rows neither repeat them whole nor replicate them whole (2 rows over
// 4 warps would: a replicated layout, assign-layouts-replicated.mlir).
tile.kernel @layout_too_big(%x: !tile.view<?x128xf32>, %y: !tile.part<3x128xf32>,
                            %t0: !tile.token) {
  // expected-error @below {{the hand-written 'tile.layout' of 'tile.load' covers 4 elements of dimension 0, which neither divide its 3 nor repeat it a whole number of times}}
  %a = tile.load %x like %y {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<?x128xf32>, !tile.part<3x128xf32> -> tensor<3x128xf32>
  %t1 = tile.store %a, %y, %t0 : tensor<3x128xf32>, !tile.part<3x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// A hand-written layout of an elementwise result other than its
// operand's: that would need a layout conversion.
tile.kernel @layout_conversion(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                               %t0: !tile.token) {
  %a = tile.load %x like %y {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  // expected-error @below {{is not #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>, the layout its operands give it (a layout conversion is not supported by the lowering yet)}}
  %b = arith.addf %a, %a {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [1, 4], order = [1, 0]>} : tensor<4x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}
