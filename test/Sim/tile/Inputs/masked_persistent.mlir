// A mapped partition whose blocks overhang its buffer: 7 rows in blocks
// of 2 (warp-run partitions it masked), 4 blocks, 2 programs of 2; the
// last block's second row is outside and neither read nor written
// (persistent.test).
!Y = !tile.mapped_part<2x1024xf32, affine_map<(p, i)[np] -> (i * np + p)>, 2>
tile.kernel @scale(%x: !tile.view<7x1024xf32>, %y: !Y, %t0: !tile.token) {
  %t = tile.iter_indices %y, %t0 : !Y {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %row = tile.load %x[%m, %n] : !tile.view<7x1024xf32> -> tensor<2x1024xf32>
    %p = arith.addf %row, %row : tensor<2x1024xf32>
    %tok2 = tile.store %p, %y[%idx], %tok : tensor<2x1024xf32>, !Y[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}
