// RUN: warp-opt %s --tile-assign-layouts | FileCheck %s --enable-var-scope
// RUN: warp-opt %s --tile-assign-layouts=num-warps=8 | FileCheck %s --check-prefix=EIGHT --enable-var-scope
// RUN: warp-opt %s --tile-assign-layouts=num-warps=2 | FileCheck %s --check-prefix=TWO --enable-var-scope
//
// The layouts of a GEMM: a kernel with tile.mma takes 4 warps first
// (2 x 2, each warp 32 x 32 of C); the loads keep their blocked layouts,
// tile.mma's result gets the #tile.mma accumulator layout and records its
// operands' #tile.dot_operand layouts; the splat the K loop starts from
// takes the layout the loop yields (the loop-carried value has no op of
// its own). Forced to 8 warps the split is 4 x 2 (16 x 32 per warp), to 2
// it is 2 x 1.

// CHECK-LABEL: tile.kernel @gemm
// CHECK-SAME: tile.num_warps = 4
// CHECK: tile.constant {tile.layout = #[[MMA:tile.mma<warpsPerBlock = \[2, 2\], instrShape = \[16, 8, 16\]>]]} dense<0.000000e+00> : tensor<64x64xf32>
// CHECK: scf.for
// CHECK-NOT: tile.layout
// CHECK: tile.load {{.*}}tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>} {{.*}} -> tensor<64x32xf16>
// CHECK: tile.load {{.*}}tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} {{.*}} -> tensor<32x64xf16>
// CHECK: tile.mma {{.*}}{tile.layout = #[[MMA]], tile.operand_layouts = [#tile.dot_operand<opIdx = 0, parent = <warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>, #tile.dot_operand<opIdx = 1, parent = <warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>]}
// CHECK: arith.mulf {{.*}}tile.layout = #[[MMA]]
// CHECK: tile.store
// EIGHT: tile.num_warps = 8
// EIGHT: tile.mma {{.*}}tile.layout = #tile.mma<warpsPerBlock = [4, 2], instrShape = [16, 8, 16]>
// TWO: tile.num_warps = 2
// TWO: tile.mma {{.*}}tile.layout = #tile.mma<warpsPerBlock = [2, 1], instrShape = [16, 8, 16]>
tile.kernel @gemm(%a: !tile.view<?x?xf16>, %b: !tile.view<?x?xf16>,
                  %c: !tile.part<64x64xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %j = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %j] : !tile.view<?x?xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %half = tile.constant dense<0.5> : tensor<64x64xf32>
  %scaled = arith.mulf %acc, %half : tensor<64x64xf32>
  %t1 = tile.store %scaled, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// The instruction's K follows the operand types: m16n8k8 for f32 (tf32),
// m16n8k32 for i8, m16n8k16 for f16 into f16; the accumulator layout is
// otherwise the same.
// CHECK-LABEL: tile.kernel @gemm_tf32
// CHECK: tile.mma {{.*}}{tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>, tile.operand_layouts = [#tile.dot_operand<opIdx = 0, parent = <warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>>, #tile.dot_operand<opIdx = 1, parent = <warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>>]}
tile.kernel @gemm_tf32(%a: !tile.view<64x32xf32>, %b: !tile.view<32x64xf32>,
                       %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf32> -> tensor<64x32xf32>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf32> -> tensor<32x64xf32>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z : tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// CHECK-LABEL: tile.kernel @gemm_i8
// CHECK: tile.mma {{.*}}{tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 32]>
tile.kernel @gemm_i8(%a: !tile.view<64x64xi8>, %b: !tile.view<64x64xi8>,
                     %c: !tile.part<64x64xi32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x64xi8> -> tensor<64x64xi8>
  %y = tile.load %b[%c0, %c0] : !tile.view<64x64xi8> -> tensor<64x64xi8>
  %z = tile.constant dense<0> : tensor<64x64xi32>
  %d = tile.mma %x, %y, %z : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}

// CHECK-LABEL: tile.kernel @gemm_f16acc
// CHECK: tile.mma {{.*}}{tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
tile.kernel @gemm_f16acc(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                         %c: !tile.part<64x64xf16>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf16>
  %d = tile.mma %x, %y, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf16>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}
