// The index-swap race of the cuTile paper, written as in cuTile Python: the
// store names its destination block, with `m` and `h2` swapped, so several
// programs write one block. In the tile dialect a store into a partition
// has no index, and the verifier rejects this one (T1). The fixed kernel is
// examples/tile/permute_heads.mlir.
//
//   warp-opt examples/bugs/permute_heads_swapped_store.mlir   # exits 1

tile.kernel @permute_heads(%src: !tile.view<4x8x256x64xf32>,
                           %dst: !tile.part<1x64x1x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.program_id 0 : index
  %m = tile.program_id 1 : index
  %h2 = tile.program_id 2 : index
  %x = tile.load %src[%b, %h2, %m, %c0] : !tile.view<4x8x256x64xf32> -> tensor<1x1x64x64xf32>
  %y = tile.reshape %x : tensor<1x1x64x64xf32> -> tensor<1x64x1x64xf32>
  %t1 = tile.store %y, %dst[%b, %h2, %m, %c0], %t0 : tensor<1x64x1x64xf32>, !tile.part<1x64x1x64xf32>[index, index, index, index]
  tile.return %t1 : !tile.token
}
