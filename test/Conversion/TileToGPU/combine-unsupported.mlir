// RUN: warp-opt %s --split-input-file --tile-assign-layouts --verify-diagnostics
//
// tile.arg_reduce, tile.scan and tile.transpose of a tile that is not in a
// blocked layout (an mma accumulator, a reduction's slice): a located
// error, never wrong code.

// Test: argmax of an accumulator.
tile.kernel @arg_reduce_mma(%a: !tile.view<64x32xf16>, %w: !tile.view<32x64xf16>, %y: !tile.part<64x1xi32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %b = tile.load %w[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %b, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  // expected-error @+1 {{'tile.arg_reduce' of a tile that is not loaded or computed in a blocked layout (an accumulator, a reduction or a splat) is not supported by the lowering yet}}
  %v, %i = tile.arg_reduce max %d dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>, tensor<64x1xi32>
  %t1 = tile.store %i, %y, %t0 : tensor<64x1xi32>, !tile.part<64x1xi32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a scan of a reduction's result.
tile.kernel @scan_slice(%a: !tile.view<64x256xf32>, %y: !tile.part<64x1xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x256xf32> -> tensor<64x256xf32>
  %r = tile.reduce add %x dim 1 : tensor<64x256xf32> -> tensor<64x1xf32>
  // expected-error @+1 {{'tile.scan' of a tile that is not loaded or computed in a blocked layout (an accumulator, a reduction or a splat) is not supported by the lowering yet}}
  %s = tile.scan add %r dim 0 : tensor<64x1xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<64x1xf32>, !tile.part<64x1xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a transpose of an accumulator.
tile.kernel @transpose_mma(%a: !tile.view<64x32xf16>, %w: !tile.view<32x64xf16>, %y: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %b = tile.load %w[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %b, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  // expected-error @+1 {{'tile.transpose' of a tile that is not loaded or computed in a blocked layout (an accumulator, a reduction or a splat) is not supported by the lowering yet}}
  %e = tile.transpose %d : tensor<64x64xf32> -> tensor<64x64xf32>
  %t1 = tile.store %e, %y, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
