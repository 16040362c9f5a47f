// A GEMM on f32 operands (tf32 mma.sync m16n8k8) with K = 4, less than
// the instruction's 8, which the lowering does not handle: arguments.test
// checks that warp-run refuses it with the located error.
tile.kernel @gemm_tf32(%a: !tile.view<64x4xf32>, %b: !tile.view<4x64xf32>,
                       %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x4xf32> -> tensor<64x4xf32>
  %y = tile.load %b[%c0, %c0] : !tile.view<4x64xf32> -> tensor<4x64xf32>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z : tensor<64x4xf32>, tensor<4x64xf32>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
