// Two tile.constants added: --canonicalize folds them into one
// arith.constant splat of the tile type (tile values are builtin tensors,
// so folding applies), which the lowering must take as it takes a
// tile.constant (canonicalized-constants.test).
tile.kernel @shift(%x: !tile.view<?x256xf32>, %y: !tile.part<2x256xf32>,
                   %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x256xf32>, !tile.part<2x256xf32> -> tensor<2x256xf32>
  %one = tile.constant dense<1.5> : tensor<2x256xf32>
  %two = tile.constant dense<2.0> : tensor<2x256xf32>
  %c = arith.addf %one, %two : tensor<2x256xf32>
  %b = arith.mulf %a, %c : tensor<2x256xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<2x256xf32>, !tile.part<2x256xf32>
  tile.return %t1 : !tile.token
}
