// RUN: warp-opt %s --convert-tile-to-gpu="chip=sm_75" --verify-diagnostics
//
// The chip's limit holds for the kernel's shared memory as a whole, the
// buffers allocateShared checks one by one and a reduction's scratch
// placed after them: on sm_75 (64 KiB a block) the 128x128 GEMM's 64 KiB
// fit exactly (the epilogue over the pipeline's stages), the row
// reduction's 8 x 4 bytes (16-byte aligned: 32) more do not; the error is
// the kernel's. On sm_90 the same kernel lowers (65568 bytes).

// expected-error @below {{convert-tile-to-gpu: the kernel needs 65568 bytes of shared memory, more than the 65536 a block of sm_75 gets (use smaller tiles)}}
tile.kernel @gemm_then_reduce(%a: !tile.view<256x128xf16>,
                              %b: !tile.view<128x256xf16>,
                              %c: !tile.part<128x128xf32>,
                              %x: !tile.view<1x1024xf32>,
                              %y: !tile.view<1x1024xf32>,
                              %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
    %xa = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<128x32xf16>
    %yb = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<32x128xf16>
    %next = tile.mma %xa, %yb, %sum : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    scf.yield %next : tensor<128x128xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  %row = tile.load %x[%c0, %c0] : !tile.view<1x1024xf32> -> tensor<1x1024xf32>
  %max = tile.reduce max %row dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
  %maxs = tile.broadcast %max : tensor<1x1xf32> -> tensor<1x1024xf32>
  %shifted = arith.subf %row, %maxs : tensor<1x1024xf32>
  tile.return %t1 : !tile.token
}
