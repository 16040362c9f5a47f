// GEMM in f16 with f16 accumulators, C = A x B with A 256x128 f16, B
// 128x256 f16, C 256x256 f16: each program owns one 64x64 block of C (a
// 4 x 4 grid of programs) and walks K in steps of 32. The lowering runs
// tile.mma as mma.sync m16n8k16 .f16.f16.f16.f16 (each thread's
// accumulators two halves per register), the K loop as a 3-stage cp.async
// pipeline (docs/TileLowering.md).
//
//   warp-opt examples/tile/gemm_f16acc.mlir
//   warp-ptx examples/tile/gemm_f16acc.mlir

tile.kernel @gemm_f16acc(%a: !tile.view<256x128xf16>,
                         %b: !tile.view<128x256xf16>,
                         %c: !tile.part<64x64xf16>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index  // 128 / 32
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf16>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf16>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf16>
    scf.yield %next : tensor<64x64xf16>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<256x128xf16>, %b: memref<128x256xf16>,
                %c: memref<256x256xf16>) {
  %pc = tile.partition %c : memref<256x256xf16> -> !tile.part<64x64xf16>
  tile.launch @gemm_f16acc(%a, %b, %pc)
      : (memref<256x128xf16>, memref<128x256xf16>, !tile.part<64x64xf16>)
  return
}
