tile.kernel @k(%a: !tile.view<?x?xf16>, %cv: !tile.view<?x?xf32>, %c: !tile.part<64x64xf32>, %p: i1, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?x?xf16>, !tile.part<64x64xf32> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s = scf.if %p -> (tensor<64x64xf32>) {
    %d = tile.mma %x, %x, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  } else {
    %y = tile.load %cv like %c : !tile.view<?x?xf32>, !tile.part<64x64xf32> -> tensor<64x64xf32>
    scf.yield %y : tensor<64x64xf32>
  }
  %t1 = tile.store %s, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
