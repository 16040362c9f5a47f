// RMSNorm over rows of 4096 (Llama's hidden size), four rows per program:
//   y = x / sqrt(mean(x^2) + eps) * gamma
// The row statistics are a row reduction of the 4 x 4096 block broadcast
// back; gamma is one row broadcast over the block's four rows.
// Fast math: the division by the row length carries `afn` (div.approx,
// 2 ulp; 4096 is inside its [2^-126, 2^126]); rsqrt is rsqrt.approx.
//
// Gamma's 1-D tile gives each thread the same 16 columns that the block
// gives it in each of its rows, so the broadcast is a register copy (no
// shared memory, no barrier: docs/TileLowering.md, "Broadcasts whose
// elements are in other threads").
// test/Sim/tile/transformer.test runs it under --sim against NumPy.

tile.kernel @rmsnorm(%x: !tile.view<?x4096xf32>, %gamma: !tile.view<4096xf32>,
                     %eps: f32, %y: !tile.part<4x4096xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %row = tile.load %x like %y : !tile.view<?x4096xf32>, !tile.part<4x4096xf32> -> tensor<4x4096xf32>
  %n = tile.constant dense<4096.0> : tensor<4x1xf32>
  %sq = arith.mulf %row, %row : tensor<4x4096xf32>
  %ss = tile.reduce add %sq dim 1 : tensor<4x4096xf32> -> tensor<4x1xf32>
  %ms = arith.divf %ss, %n fastmath<afn> : tensor<4x1xf32>
  %epss = tile.broadcast %eps : f32 -> tensor<4x1xf32>
  %me = arith.addf %ms, %epss : tensor<4x1xf32>
  %r = math.rsqrt %me : tensor<4x1xf32>
  %rs = tile.broadcast %r : tensor<4x1xf32> -> tensor<4x4096xf32>
  %norm = arith.mulf %row, %rs : tensor<4x4096xf32>
  %g = tile.load %gamma[%c0] : !tile.view<4096xf32> -> tensor<4096xf32>
  %gs = tile.broadcast %g : tensor<4096xf32> -> tensor<4x4096xf32>
  %out = arith.mulf %norm, %gs : tensor<4x4096xf32>
  %t1 = tile.store %out, %y, %t0 : tensor<4x4096xf32>, !tile.part<4x4096xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<?x4096xf32>, %gamma: memref<4096xf32>,
                %y: memref<?x4096xf32>) {
  %eps = arith.constant 1.0e-6 : f32
  %py = tile.partition %y masked : memref<?x4096xf32> -> !tile.part<4x4096xf32>
  tile.launch @rmsnorm(%x, %gamma, %eps, %py)
      : (memref<?x4096xf32>, memref<4096xf32>, f32, !tile.part<4x4096xf32>)
  return
}
