// A 4x4x64 f32 tile over 8 warps: sizePerThread [1, 1, 4], threadsPerWarp
// [1, 2, 16], warpsPerBlock [4, 2, 1]. Dim 0 crosses 4 warps, each lane of
// which holds other positions of dims 1 and 2 (32 writers per warp); dim 1
// crosses 2 lanes and 2 warps (16 writers per warp); dim 2 stays in the
// warp. Each reduction is broadcast back and stored whole
// (reduce-cross-warp.test).
tile.kernel @reduce3d(%x: !tile.view<?x4x64xf32>, %y0: !tile.part<4x4x64xf32>,
                      %y1: !tile.part<4x4x64xf32>, %y2: !tile.part<4x4x64xf32>,
                      %t0: !tile.token) {
  %a = tile.load %x like %y0 : !tile.view<?x4x64xf32>, !tile.part<4x4x64xf32> -> tensor<4x4x64xf32>
  %s0 = tile.reduce add %a dim 0 : tensor<4x4x64xf32> -> tensor<1x4x64xf32>
  %b0 = tile.broadcast %s0 : tensor<1x4x64xf32> -> tensor<4x4x64xf32>
  %s1 = tile.reduce max %a dim 1 : tensor<4x4x64xf32> -> tensor<4x1x64xf32>
  %b1 = tile.broadcast %s1 : tensor<4x1x64xf32> -> tensor<4x4x64xf32>
  %s2 = tile.reduce min %a dim 2 : tensor<4x4x64xf32> -> tensor<4x4x1xf32>
  %b2 = tile.broadcast %s2 : tensor<4x4x1xf32> -> tensor<4x4x64xf32>
  %t1 = tile.store %b0, %y0, %t0 : tensor<4x4x64xf32>, !tile.part<4x4x64xf32>
  %t2 = tile.store %b1, %y1, %t1 : tensor<4x4x64xf32>, !tile.part<4x4x64xf32>
  %t3 = tile.store %b2, %y2, %t2 : tensor<4x4x64xf32>, !tile.part<4x4x64xf32>
  tile.return %t3 : !tile.token
}
