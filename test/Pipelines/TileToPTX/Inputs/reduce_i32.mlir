// Integer row reductions: y = sum(x) + max(x) - min(x) per row of 1024 i32.
tile.kernel @reduce_i32(%x: !tile.view<?x1024xi32>, %y: !tile.part<1x1024xi32>,
                        %t0: !tile.token) {
  %row = tile.load %x like %y : !tile.view<?x1024xi32>, !tile.part<1x1024xi32> -> tensor<1x1024xi32>
  %sum = tile.reduce add %row dim 1 : tensor<1x1024xi32> -> tensor<1x1xi32>
  %max = tile.reduce max %row dim 1 : tensor<1x1024xi32> -> tensor<1x1xi32>
  %min = tile.reduce min %row dim 1 : tensor<1x1024xi32> -> tensor<1x1xi32>
  %a = arith.addi %sum, %max : tensor<1x1xi32>
  %r = arith.subi %a, %min : tensor<1x1xi32>
  %rs = tile.broadcast %r : tensor<1x1xi32> -> tensor<1x1024xi32>
  %t1 = tile.store %rs, %y, %t0 : tensor<1x1024xi32>, !tile.part<1x1024xi32>
  tile.return %t1 : !tile.token
}
