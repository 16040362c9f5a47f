// RUN: not warp-opt %s --tile-assign-layouts=num-warps=4 2>&1 | FileCheck %s
// RUN: warp-opt %s --tile-assign-layouts=num-warps=2 | FileCheck %s --check-prefix=SAME
//
// The pass's num-warps meets a kernel that has its own tile.num_warps: the
// same number is fine, another one is an error at the kernel (neither is
// silently dropped).

// CHECK: assign-layouts-num-warps-option.mlir:[[# @LINE + 3]]:1: error: the kernel's 'tile.num_warps' is 2, the num-warps option asks for 4 (drop one of them)
// SAME: tile.num_warps = 2
// SAME: warpsPerBlock = [2, 1]
tile.kernel @two_warps(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                       %t0: !tile.token) attributes {tile.num_warps = 2 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %a, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}
