// Tile coordinates outside the view, as constants: `0 - 1` (which
// --canonicalize folds into -1), a coordinate past a static end, and one
// whose start overflows 64 bits. Each is legal and reads only its padding,
// as the same coordinate does at run time (outside-coordinates.test).
tile.kernel @outside(%x: !tile.view<512xf32>, %d: !tile.view<?xf32>,
                     %y: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %huge = arith.constant 4611686018427387904 : index
  %m1 = arith.subi %c0, %c1 : index
  %a = tile.load %x[%m1] {padding = 1.0 : f32} : !tile.view<512xf32> -> tensor<128xf32>
  %b = tile.load %x[%c4] {padding = 10.0 : f32} : !tile.view<512xf32> -> tensor<128xf32>
  %c = tile.load %d[%huge] {padding = 100.0 : f32} : !tile.view<?xf32> -> tensor<128xf32>
  %e = tile.load %d[%m1] {padding = 1000.0 : f32} : !tile.view<?xf32> -> tensor<128xf32>
  %in = tile.load %x[%c1] : !tile.view<512xf32> -> tensor<128xf32>
  %ab = arith.addf %a, %b : tensor<128xf32>
  %ce = arith.addf %c, %e : tensor<128xf32>
  %s = arith.addf %ab, %ce : tensor<128xf32>
  %r = arith.addf %s, %in : tensor<128xf32>
  %t1 = tile.store %r, %y, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}
