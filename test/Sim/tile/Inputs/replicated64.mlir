// A 64-float tile over the kernel's 4 warps: 16 positions of 4 floats,
// every thread holds one (lanes 16-31 and warps 1-3 copies); y = 3 x.
tile.kernel @bias4(%x: !tile.view<?xf32>, %y: !tile.part<64xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 4 : i64} {
  %a = tile.load %x like %y : !tile.view<?xf32>, !tile.part<64xf32> -> tensor<64xf32>
  %three = tile.constant dense<3.0> : tensor<64xf32>
  %b = arith.mulf %a, %three : tensor<64xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<64xf32>, !tile.part<64xf32>
  tile.return %t1 : !tile.token
}
