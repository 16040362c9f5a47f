// Vector add, c = a + b, over a buffer of any length: each program owns one
// block of 1024 elements of c and reads the same block of a and b. The
// partition is `masked`, so the last block may hang over the end.
//
//   warp-opt examples/tile/vector_add.mlir

tile.kernel @vector_add(%a: !tile.view<?xf32>, %b: !tile.view<?xf32>,
                        %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %y = tile.load %b like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %sum = arith.addf %x, %y : tensor<1024xf32>
  %t1 = tile.store %sum, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @vector_add(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
  return
}
