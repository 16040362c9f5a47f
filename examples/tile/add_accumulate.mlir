// Fused add-accumulate, c += a + b: each program reads its own block of c
// and writes it back. The read and the write are one token chain, so the
// write cannot be hoisted above the read, and no other program touches the
// block.
//
//   warp-opt examples/tile/add_accumulate.mlir

tile.kernel @add_accumulate(%a: !tile.view<4096x512xf32>,
                            %b: !tile.view<4096x512xf32>,
                            %c: !tile.part<64x128xf32>, %t0: !tile.token) {
  %old, %t1 = tile.load_mut %c, %t0 : !tile.part<64x128xf32> -> tensor<64x128xf32>
  %x = tile.load %a like %c : !tile.view<4096x512xf32>, !tile.part<64x128xf32> -> tensor<64x128xf32>
  %y = tile.load %b like %c : !tile.view<4096x512xf32>, !tile.part<64x128xf32> -> tensor<64x128xf32>
  %xy = arith.addf %x, %y : tensor<64x128xf32>
  %new = arith.addf %old, %xy : tensor<64x128xf32>
  %t2 = tile.store %new, %c, %t1 : tensor<64x128xf32>, !tile.part<64x128xf32>
  tile.return %t2 : !tile.token
}

func.func @main(%a: memref<4096x512xf32>, %b: memref<4096x512xf32>,
                %c: memref<4096x512xf32>) {
  // A 64 x 4 grid of programs.
  %pc = tile.partition %c : memref<4096x512xf32> -> !tile.part<64x128xf32>
  tile.launch @add_accumulate(%a, %b, %pc)
      : (memref<4096x512xf32>, memref<4096x512xf32>, !tile.part<64x128xf32>)
  return
}
