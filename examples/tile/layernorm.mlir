// Layer normalization over rows of 768, y = (x - mean) / sqrt(var + eps) *
// gamma + beta: each program owns one row of y; gamma and beta are shared
// views every program reads whole.
//
// Fast math: the divisions by the row length (768, inside div.approx's
// [2^-126, 2^126]) carry `afn`: div.approx.f32 (at most 2 ulp) instead of
// IEEE div.rn.f32; math.rsqrt is rsqrt.approx already.
//
//   warp-opt examples/tile/layernorm.mlir

tile.kernel @layernorm(%x: !tile.view<?x768xf32>, %gamma: !tile.view<768xf32>,
                       %beta: !tile.view<768xf32>, %eps: f32,
                       %y: !tile.part<1x768xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %row = tile.load %x like %y : !tile.view<?x768xf32>, !tile.part<1x768xf32> -> tensor<1x768xf32>
  %n = tile.constant dense<768.0> : tensor<1x1xf32>

  %sum = tile.reduce add %row dim 1 : tensor<1x768xf32> -> tensor<1x1xf32>
  %mean = arith.divf %sum, %n fastmath<afn> : tensor<1x1xf32>
  %means = tile.broadcast %mean : tensor<1x1xf32> -> tensor<1x768xf32>
  %d = arith.subf %row, %means : tensor<1x768xf32>

  %d2 = arith.mulf %d, %d : tensor<1x768xf32>
  %ss = tile.reduce add %d2 dim 1 : tensor<1x768xf32> -> tensor<1x1xf32>
  %var = arith.divf %ss, %n fastmath<afn> : tensor<1x1xf32>
  %epss = tile.broadcast %eps : f32 -> tensor<1x1xf32>
  %ve = arith.addf %var, %epss : tensor<1x1xf32>
  %rstd = math.rsqrt %ve : tensor<1x1xf32>
  %rstds = tile.broadcast %rstd : tensor<1x1xf32> -> tensor<1x768xf32>
  %norm = arith.mulf %d, %rstds : tensor<1x768xf32>

  %g = tile.load %gamma[%c0] : !tile.view<768xf32> -> tensor<768xf32>
  %b = tile.load %beta[%c0] : !tile.view<768xf32> -> tensor<768xf32>
  %gs = tile.broadcast %g : tensor<768xf32> -> tensor<1x768xf32>
  %bs = tile.broadcast %b : tensor<768xf32> -> tensor<1x768xf32>
  %scaled = arith.mulf %norm, %gs : tensor<1x768xf32>
  %out = arith.addf %scaled, %bs : tensor<1x768xf32>
  %t1 = tile.store %out, %y, %t0 : tensor<1x768xf32>, !tile.part<1x768xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<?x768xf32>, %gamma: memref<768xf32>,
                %beta: memref<768xf32>, %y: memref<?x768xf32>) {
  %eps = arith.constant 1.0e-5 : f32
  %py = tile.partition %y : memref<?x768xf32> -> !tile.part<1x768xf32>
  tile.launch @layernorm(%x, %gamma, %beta, %eps, %py)
      : (memref<?x768xf32>, memref<768xf32>, memref<768xf32>, f32, !tile.part<1x768xf32>)
  return
}
