// GEMM in i8, C = A x B with A 256x256 i8, B 256x256 i8, C 256x256 i32:
// each program owns one 64x64 block of C (a 4 x 4 grid of programs) and
// walks K in steps of 64. The lowering runs tile.mma on i8 operands as
// mma.sync m16n8k32 .s32.s8.s8.s32 (signed; .satfinite: a sum past the
// i32 range clamps), the K loop as a 3-stage cp.async pipeline
// (docs/TileLowering.md).
//
//   warp-opt examples/tile/gemm_i8.mlir
//   warp-ptx examples/tile/gemm_i8.mlir

tile.kernel @gemm_i8(%a: !tile.view<256x256xi8>, %b: !tile.view<256x256xi8>,
                     %c: !tile.part<64x64xi32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index  // 256 / 64
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0> : tensor<64x64xi32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xi32>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x256xi8> -> tensor<64x64xi8>
    %y = tile.load %b[%k, %n] : !tile.view<256x256xi8> -> tensor<64x64xi8>
    %next = tile.mma %x, %y, %sum : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>
    scf.yield %next : tensor<64x64xi32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<256x256xi8>, %b: memref<256x256xi8>,
                %c: memref<256x256xi32>) {
  %pc = tile.partition %c : memref<256x256xi32> -> !tile.part<64x64xi32>
  tile.launch @gemm_i8(%a, %b, %pc)
      : (memref<256x256xi8>, memref<256x256xi8>, !tile.part<64x64xi32>)
  return
}
