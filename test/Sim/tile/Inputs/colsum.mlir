// issue 28's column sum: a 4x128 f32 tile over 4 warps has the layout
// sizePerThread [1, 4], threadsPerWarp [1, 32], warpsPerBlock [4, 1]: the
// sum along dim 0 crosses the 4 warps, and each warp's 32 lanes hold 32
// different column groups. Each program sums its 4 rows per column and
// writes the sums to every row of its block (reduce-cross-warp.test).
tile.kernel @colsum(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                    %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %s = tile.reduce add %a dim 0 : tensor<4x128xf32> -> tensor<1x128xf32>
  %b = tile.broadcast %s : tensor<1x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}
