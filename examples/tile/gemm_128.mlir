// GEMM over 128x128 blocks, C = A x B with A 256x128 f16, B 128x256 f16,
// C 256x256 f32 (a 2 x 2 grid of programs), K in steps of 32. A 128x128
// block takes 8 warps (each 32x64 of C, 64 accumulators per thread) and
// more shared memory than the 48 KiB a block gets without opting in: the
// 3-stage cp.async pipeline's 48 KiB, then the epilogue's 64 KiB in the
// same memory, 64 KiB of dynamic shared memory, which the launch passes
// and the runtime opts in to (docs/TileLowering.md).
//
//   warp-ptx examples/tile/gemm_128.mlir
//   warp-run --sim examples/tile/gemm_128.mlir --main \
//       --arg 'f16[256x128]=random:1' --arg 'f16[128x256]=random:2' \
//       --arg 'f32[256x256]' --print

tile.kernel @gemm_128(%a: !tile.view<256x128xf16>,
                      %b: !tile.view<128x256xf16>,
                      %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index  // 128 / 32
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<128x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<32x128xf16>
    %next = tile.mma %x, %y, %sum : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    scf.yield %next : tensor<128x128xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<256x128xf16>, %b: memref<128x256xf16>,
                %c: memref<256x256xf32>) {
  %pc = tile.partition %c : memref<256x256xf32> -> !tile.part<128x128xf32>
  tile.launch @gemm_128(%a, %b, %pc)
      : (memref<256x128xf16>, memref<128x256xf16>, !tile.part<128x128xf32>)
  return
}
