// Head permutation of an attention tensor, dst[b, m, h, :] = src[b, h, m, :]
// with src of shape (B, H, M, D) = (4, 8, 256, 64). This is the kernel of
// the cuTile paper's index-swap race: written with a store index, swapping
// `m` and `h` in it makes several programs write one block. Here dst is
// partitioned, program (b, m-block, h) owns dst[b, m-block, h, :], and the
// store has no index to get wrong; the permutation lives in the load, where
// a mistake reads the wrong data but cannot race. The attempts to write the
// bug, and their errors, are in test/Dialect/Tile/index-swap-race.mlir.
//
//   warp-opt examples/tile/permute_heads.mlir

tile.kernel @permute_heads(%src: !tile.view<4x8x256x64xf32>,
                           %dst: !tile.part<1x64x1x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.program_id 0 : index
  %m = tile.program_id 1 : index
  %h = tile.program_id 2 : index
  %x = tile.load %src[%b, %h, %m, %c0] : !tile.view<4x8x256x64xf32> -> tensor<1x1x64x64xf32>
  %y = tile.reshape %x : tensor<1x1x64x64xf32> -> tensor<1x64x1x64xf32>
  %t1 = tile.store %y, %dst, %t0 : tensor<1x64x1x64xf32>, !tile.part<1x64x1x64xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%src: memref<4x8x256x64xf32>, %dst: memref<4x256x8x64xf32>) {
  // A 4 x 4 x 8 x 1 grid: one program per (batch, block of 64 rows, head).
  %pd = tile.partition %dst : memref<4x256x8x64xf32> -> !tile.part<1x64x1x64xf32>
  tile.launch @permute_heads(%src, %pd)
      : (memref<4x8x256x64xf32>, !tile.part<1x64x1x64xf32>)
  return
}
