// C (f16) += A . B without a loop: the load_mut is the tile.mma's
// accumulator itself, loaded in its mma layout; a bias row of f16 in the
// column slice (gemm-epilogues.test).
tile.kernel @f16acc(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                    %bias: !tile.view<64xf16>,
                    %c: !tile.part<64x64xf16>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %ci, %t1 = tile.load_mut %c, %t0 : !tile.part<64x64xf16> -> tensor<64x64xf16>
  %ta = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %tb = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %d = tile.mma %ta, %tb, %ci : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf16>
  %lb = tile.load %bias[%c0] : !tile.view<64xf16> -> tensor<64xf16>
  %bb = tile.broadcast %lb : tensor<64xf16> -> tensor<64x64xf16>
  %e = arith.addf %d, %bb : tensor<64x64xf16>
  %t2 = tile.store %e, %c, %t1 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t2 : !tile.token
}
