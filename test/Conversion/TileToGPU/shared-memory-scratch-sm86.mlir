// RUN: warp-opt %s --convert-tile-to-gpu="chip=sm_86" --verify-diagnostics
// RUN: warp-opt %s --convert-tile-to-gpu="chip=sm_80" | FileCheck %s --check-prefix=SM80
//
// The chip's limit holds for the kernel's shared memory as a whole, the
// buffers allocateShared checks one by one and the reductions' scratch
// placed after them: on sm_86 (99 KiB, 101376 bytes, a block) the 128x128
// GEMM's K step of 64 takes 96 KiB (3 stages of A and B; the epilogue over
// them), each 64-row reduction's scratch 2 KiB more (8 warps x 64 rows x 4
// bytes): two pass it; the error is the kernel's. On sm_80 the same kernel
// lowers (102400 bytes of dynamic shared memory).
// SM80: gpu.func @gemm_then_reduce
// SM80: gpu.dynamic_shared_memory

// expected-error @below {{convert-tile-to-gpu: the kernel needs 102400 bytes of shared memory, more than the 101376 a block of sm_86 gets (use smaller tiles)}}
tile.kernel @gemm_then_reduce(%a: !tile.view<256x128xf16>,
                              %b: !tile.view<128x256xf16>,
                              %c: !tile.part<128x128xf32>,
                              %x: !tile.view<64x1024xf32>,
                              %y: !tile.view<64x1024xf32>,
                              %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 2 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
    %xa = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<128x64xf16>
    %yb = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<64x128xf16>
    %next = tile.mma %xa, %yb, %sum : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32>
    scf.yield %next : tensor<128x128xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  %row = tile.load %x[%c0, %c0] : !tile.view<64x1024xf32> -> tensor<64x1024xf32>
  %max = tile.reduce max %row dim 1 : tensor<64x1024xf32> -> tensor<64x1xf32>
  %sum = tile.reduce add %row dim 1 : tensor<64x1024xf32> -> tensor<64x1xf32>
  %top = arith.addf %max, %sum : tensor<64x1xf32>
  %maxs = tile.broadcast %top : tensor<64x1xf32> -> tensor<64x1024xf32>
  %shifted = arith.subf %row, %maxs : tensor<64x1024xf32>
  tile.return %t1 : !tile.token
}
