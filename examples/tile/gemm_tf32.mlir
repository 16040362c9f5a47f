// GEMM in tf32, C = A x B with A 256x128 f32, B 128x256 f32, C 256x256
// f32: each program owns one 64x64 block of C (a 4 x 4 grid of programs)
// and walks K in steps of 16. The lowering runs tile.mma on f32 operands
// as mma.sync m16n8k8 .tf32 (the tensor core reads the sign, exponent and
// top 10 mantissa bits of each f32; the low 13 bits are dropped, not
// rounded), accumulating in f32; the K loop is a 3-stage cp.async
// pipeline (docs/TileLowering.md).
//
//   warp-opt examples/tile/gemm_tf32.mlir
//   warp-ptx examples/tile/gemm_tf32.mlir

tile.kernel @gemm_tf32(%a: !tile.view<256x128xf32>,
                       %b: !tile.view<128x256xf32>,
                       %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 8 : index  // 128 / 16
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x128xf32> -> tensor<64x16xf32>
    %y = tile.load %b[%k, %n] : !tile.view<128x256xf32> -> tensor<16x64xf32>
    %next = tile.mma %x, %y, %sum : tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<256x128xf32>, %b: memref<128x256xf32>,
                %c: memref<256x256xf32>) {
  %pc = tile.partition %c : memref<256x256xf32> -> !tile.part<64x64xf32>
  tile.launch @gemm_tf32(%a, %b, %pc)
      : (memref<256x128xf32>, memref<128x256xf32>, !tile.part<64x64xf32>)
  return
}
