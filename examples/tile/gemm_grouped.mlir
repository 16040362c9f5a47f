// GEMM, C = A x B (A 512x256 f16, B 256x512 f16, C 512x512 f32) with the
// programs in a grouped order: program p takes block q of C's 8 x 8 grid
// of 64x64 blocks, visiting 4 block rows at a time column by column (as
// Triton's GROUP_M), so programs running together share rows of A and
// columns of B in L2. The map uses floordiv and mod, so T2 checks it at
// tile.partition on the buffer's grid: every program its own block.
//
//   warp-opt examples/tile/gemm_grouped.mlir
//   warp-run --sim examples/tile/gemm_grouped.mlir --arg 'f16[512x256]=random:1' \
//       --arg 'f16[256x512]=random:2' --arg 'f32[512x512]' --print

// q = p: block row (q floordiv 32) * 4 + q mod 4, block column
// (q mod 32) floordiv 4, row-major index row * 8 + column.
!C = !tile.mapped_part<64x64xf32, affine_map<(p, i)[np] -> (((p floordiv 32) * 4 + p mod 4) * 8 + (p mod 32) floordiv 4)>, 1>

tile.kernel @gemm(%a: !tile.view<512x256xf16>, %b: !tile.view<256x512xf16>,
                  %c: !C, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 8 : index  // 256 / 32
  %t = tile.iter_indices %c, %t0 : !C {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %zero = tile.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k = %c0 to %k_tiles step %c1
        iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
      %x = tile.load %a[%m, %k] : !tile.view<512x256xf16> -> tensor<64x32xf16>
      %y = tile.load %b[%k, %n] : !tile.view<256x512xf16> -> tensor<32x64xf16>
      %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
      scf.yield %next : tensor<64x64xf32>
    }
    %tok2 = tile.store %acc, %c[%idx], %tok : tensor<64x64xf32>, !C[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}

func.func @main(%a: memref<512x256xf16>, %b: memref<256x512xf16>,
                %c: memref<512x512xf32>) {
  %pc = tile.partition %c : memref<512x512xf32> -> !C
  tile.launch @gemm(%a, %b, %pc) : (memref<512x256xf16>, memref<256x512xf16>, !C)
  return
}
