// GEMM, C = A x B with A 512x256 f16, B 256x512 f16, C 512x512 f32: each
// program owns one 64x64 block of C (an 8 x 8 grid of programs) and walks
// K in steps of 32, accumulating tile.mma products in f32. The lowering
// (tile-to-ptx) runs it on tensor cores: mma.sync m16n8k16 fed by
// ldmatrix from swizzled shared memory (docs/TileLowering.md).
//
//   warp-opt examples/tile/gemm.mlir
//   warp-ptx examples/tile/gemm.mlir

tile.kernel @gemm(%a: !tile.view<512x256xf16>, %b: !tile.view<256x512xf16>,
                  %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 8 : index  // 256 / 32
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<512x256xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<256x512xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<512x256xf16>, %b: memref<256x512xf16>,
                %c: memref<512x512xf32>) {
  %pc = tile.partition %c : memref<512x512xf32> -> !tile.part<64x64xf32>
  tile.launch @gemm(%a, %b, %pc)
      : (memref<512x256xf16>, memref<256x512xf16>, !tile.part<64x64xf32>)
  return
}
