// Rows divided by their sums as a persistent kernel: 8 rows of 1024 in
// blocks of one row, 4 programs of 2 rows each (strided). A row's sum goes
// across warps through shared memory, which the next row's sum rewrites:
// only the barrier that ends an iteration keeps those writes after this
// row's reads (persistent.test).
!Y = !tile.mapped_part<1x1024xf32, affine_map<(p, i)[np] -> (i * np + p)>, 2>

tile.kernel @normalize(%x: !tile.view<8x1024xf32>, %y: !Y,
                       %t0: !tile.token) {
  %t = tile.iter_indices %y, %t0 : !Y {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %row = tile.load %x[%m, %n] : !tile.view<8x1024xf32> -> tensor<1x1024xf32>
    %sum = tile.reduce add %row dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
    %sums = tile.broadcast %sum : tensor<1x1xf32> -> tensor<1x1024xf32>
    %p = arith.divf %row, %sums : tensor<1x1024xf32>
    %tok2 = tile.store %p, %y[%idx], %tok : tensor<1x1024xf32>, !Y[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}
