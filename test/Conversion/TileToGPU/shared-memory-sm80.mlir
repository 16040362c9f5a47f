// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu="chip=sm_80" --verify-diagnostics
//
// The shared-memory limit is the chip's: 163 KiB (166912 bytes) a block
// on sm_80 (docs/TileLowering.md; sm_86: shared-memory-sm86.mlir). Past
// it, a located error at the op whose buffer does not fit; on sm_90 (227
// KiB) this kernel lowers (dynamic-shared-memory.mlir).

// Test: a 128x128 block with K = 256: 64 + 64 KiB of operands fit, the
// epilogue's 64 KiB more do not.
tile.kernel @past_the_chip(%a: !tile.view<128x256xf16>, %b: !tile.view<256x128xf16>,
                           %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<128x256xf16> -> tensor<128x256xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<256x128xf16> -> tensor<256x128xf16>
  %z = tile.constant dense<0.0> : tensor<128x128xf32>
  %d = tile.mma %x, %y, %z : tensor<128x256xf16>, tensor<256x128xf16>, tensor<128x128xf32>
  // expected-error @below {{'tile.store' needs 196608 bytes of shared memory in the kernel, more than the 166912 a block of sm_80 gets (use smaller tiles)}}
  %t1 = tile.store %d, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}
