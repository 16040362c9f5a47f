// LayerNorm over rows of 1024, four rows per program (what Triton's
// layernorm tutorial does for short rows):
//   y = (x - mean) / sqrt(var + eps) * gamma + beta
// Fast math: the divisions by the row length carry `afn` (div.approx,
// 2 ulp); rsqrt is rsqrt.approx.
//
// Gamma and beta are broadcast over the four rows in registers: each
// thread holds the same four columns of them as of each of its rows
// (docs/TileLowering.md, "Broadcasts whose elements are in other
// threads"); test/Sim/tile/transformer.test runs it under --sim against
// NumPy.

tile.kernel @layernorm_rows(%x: !tile.view<?x1024xf32>, %gamma: !tile.view<1024xf32>,
                            %beta: !tile.view<1024xf32>, %eps: f32,
                            %y: !tile.part<4x1024xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %row = tile.load %x like %y : !tile.view<?x1024xf32>, !tile.part<4x1024xf32> -> tensor<4x1024xf32>
  %n = tile.constant dense<1024.0> : tensor<4x1xf32>
  %sum = tile.reduce add %row dim 1 : tensor<4x1024xf32> -> tensor<4x1xf32>
  %mean = arith.divf %sum, %n fastmath<afn> : tensor<4x1xf32>
  %means = tile.broadcast %mean : tensor<4x1xf32> -> tensor<4x1024xf32>
  %d = arith.subf %row, %means : tensor<4x1024xf32>
  %d2 = arith.mulf %d, %d : tensor<4x1024xf32>
  %ss = tile.reduce add %d2 dim 1 : tensor<4x1024xf32> -> tensor<4x1xf32>
  %var = arith.divf %ss, %n fastmath<afn> : tensor<4x1xf32>
  %epss = tile.broadcast %eps : f32 -> tensor<4x1xf32>
  %ve = arith.addf %var, %epss : tensor<4x1xf32>
  %rstd = math.rsqrt %ve : tensor<4x1xf32>
  %rstds = tile.broadcast %rstd : tensor<4x1xf32> -> tensor<4x1024xf32>
  %norm = arith.mulf %d, %rstds : tensor<4x1024xf32>
  %g = tile.load %gamma[%c0] : !tile.view<1024xf32> -> tensor<1024xf32>
  %b = tile.load %beta[%c0] : !tile.view<1024xf32> -> tensor<1024xf32>
  %gs = tile.broadcast %g : tensor<1024xf32> -> tensor<4x1024xf32>
  %bs = tile.broadcast %b : tensor<1024xf32> -> tensor<4x1024xf32>
  %scaled = arith.mulf %norm, %gs : tensor<4x1024xf32>
  %out = arith.addf %scaled, %bs : tensor<4x1024xf32>
  %t1 = tile.store %out, %y, %t0 : tensor<4x1024xf32>, !tile.part<4x1024xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<?x1024xf32>, %gamma: memref<1024xf32>,
                %beta: memref<1024xf32>, %y: memref<?x1024xf32>) {
  %eps = arith.constant 1.0e-5 : f32
  %py = tile.partition %y masked : memref<?x1024xf32> -> !tile.part<4x1024xf32>
  tile.launch @layernorm_rows(%x, %gamma, %beta, %eps, %py)
      : (memref<?x1024xf32>, memref<1024xf32>, memref<1024xf32>, f32, !tile.part<4x1024xf32>)
  return
}
