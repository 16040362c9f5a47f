// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu="chip=sm_86" --verify-diagnostics
//
// The shared-memory limit is the chip's: 99 KiB (101376 bytes) a block on
// sm_86 (and sm_89; docs/TileLowering.md), where sm_80 gets 163 KiB
// (shared-memory-sm80.mlir). Past it, a located error at the op whose
// buffer does not fit.

// Test: a 128x128 block with K = 128: 32 + 32 KiB of operands fit, the
// epilogue's 64 KiB more do not (they would on sm_80).
tile.kernel @past_the_chip(%a: !tile.view<128x128xf16>, %b: !tile.view<128x128xf16>,
                           %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<128x128xf16> -> tensor<128x128xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<128x128xf16> -> tensor<128x128xf16>
  %z = tile.constant dense<0.0> : tensor<128x128xf32>
  %d = tile.mma %x, %y, %z : tensor<128x128xf16>, tensor<128x128xf16>, tensor<128x128xf32>
  // expected-error @below {{'tile.store' needs 131072 bytes of shared memory in the kernel, more than the 101376 a block of sm_86 gets (use smaller tiles)}}
  %t1 = tile.store %d, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}
