// A tile kernel and, beside it, a host function on tensors (linalg and
// tensor ops): test/Tools/tensor-dialect.mlir.
tile.kernel @scale(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %ss = tile.broadcast %s : f32 -> tensor<1024xf32>
  %y = arith.mulf %x, %ss : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @reference(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %ss = tensor.splat %s : tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %y = linalg.mul ins(%x, %ss : tensor<4xf32>, tensor<4xf32>)
                  outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
