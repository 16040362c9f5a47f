tile.kernel @k(%y: !tile.part<64xi8>, %t0: !tile.token) {
  %n = tile.constant dense<[1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8]> : tensor<64xi4>
  %m = tile.constant dense<[true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true]> : tensor<64xi1>
  %m2 = tile.constant dense<[true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true]> : tensor<64xi1>
  %e = arith.extsi %n : tensor<64xi4> to tensor<64xi8>
  %z = tile.constant dense<0> : tensor<64xi8>
  %s = arith.select %m, %e, %z : tensor<64xi1>, tensor<64xi8>
  %s2 = arith.select %m2, %s, %z : tensor<64xi1>, tensor<64xi8>
  %t1 = tile.store %s2, %y, %t0 : tensor<64xi8>, !tile.part<64xi8>
  tile.return %t1 : !tile.token
}

