// Row softmax, y = exp(x - max(x)) / sum(exp(x - max(x))) per row of 1024:
// each program owns one row of y (any number of rows) and reads the same
// row of x.
//
//   warp-opt examples/tile/softmax.mlir

tile.kernel @softmax(%x: !tile.view<?x1024xf32>, %y: !tile.part<1x1024xf32>,
                     %t0: !tile.token) {
  %row = tile.load %x like %y : !tile.view<?x1024xf32>, !tile.part<1x1024xf32> -> tensor<1x1024xf32>
  %max = tile.reduce max %row dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
  %maxs = tile.broadcast %max : tensor<1x1xf32> -> tensor<1x1024xf32>
  %shifted = arith.subf %row, %maxs : tensor<1x1024xf32>
  %e = math.exp %shifted : tensor<1x1024xf32>
  %sum = tile.reduce add %e dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
  %sums = tile.broadcast %sum : tensor<1x1xf32> -> tensor<1x1024xf32>
  %p = arith.divf %e, %sums : tensor<1x1024xf32>
  %t1 = tile.store %p, %y, %t0 : tensor<1x1024xf32>, !tile.part<1x1024xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<?x1024xf32>, %y: memref<?x1024xf32>) {
  // Blocks one row tall divide any number of rows: no `masked` needed.
  %py = tile.partition %y : memref<?x1024xf32> -> !tile.part<1x1024xf32>
  tile.launch @softmax(%x, %py) : (memref<?x1024xf32>, !tile.part<1x1024xf32>)
  return
}
