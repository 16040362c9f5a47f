// RUN: warp-opt %s --split-input-file --tile-assign-layouts --verify-diagnostics
//
// What the layouts (and so the lowering) do not cover yet: each is a
// located error that names the op, never a crash.

// Test: i8 multiplies with mma.sync m16n8k32: K must be a multiple of 32.
tile.kernel @mma_i8_k16(%a: !tile.view<64x16xi8>, %b: !tile.view<16x64xi8>,
                        %c: !tile.part<64x64xi32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x16xi8> -> tensor<64x16xi8>
  %y = tile.load %b[%c0, %c0] : !tile.view<16x64xi8> -> tensor<16x64xi8>
  %z = tile.constant dense<0> : tensor<64x64xi32>
  // expected-error @below {{'tile.mma' with K = 16, not a multiple of 32 (mma.sync m16n8k32 for i8), is not supported by the lowering}}
  %d = tile.mma %x, %y, %z : tensor<64x16xi8>, tensor<16x64xi8>, tensor<64x64xi32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}

// -----

// Test: tf32 multiplies with mma.sync m16n8k8: K must be a multiple of 8.
tile.kernel @mma_tf32_k12(%a: !tile.view<64x12xf32>, %b: !tile.view<12x64xf32>,
                          %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x12xf32> -> tensor<64x12xf32>
  %y = tile.load %b[%c0, %c0] : !tile.view<12x64xf32> -> tensor<12x64xf32>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @below {{'tile.mma' with K = 12, not a multiple of 8 (mma.sync m16n8k8 for tf32), is not supported by the lowering}}
  %d = tile.mma %x, %y, %z : tensor<64x12xf32>, tensor<12x64xf32>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a constant whose value is not dense elements (a resource blob)
// has no elements to put in a table.
tile.kernel @constant_not_dense(%c: !tile.part<4xf32>, %t0: !tile.token) {
  // expected-error @below {{'tile.constant' whose value is not dense elements is not supported by the lowering}}
  %z = tile.constant dense_resource<blob> : tensor<4xf32>
  %t1 = tile.store %z, %c, %t0 : tensor<4xf32>, !tile.part<4xf32>
  tile.return %t1 : !tile.token
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000000000000803F0000004000004040"
    }
  }
#-}

// -----

// Test: a reshape that moves elements between threads.
tile.kernel @reshape_moves(%a: !tile.view<?xf32>, %c: !tile.part<16x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0] : !tile.view<?xf32> -> tensor<1024xf32>
  // expected-error @below {{'tile.reshape' other than adding, removing or moving dimensions of size 1}}
  %y = tile.reshape %x : tensor<1024xf32> -> tensor<16x64xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<16x64xf32>, !tile.part<16x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a tile smaller than a warp's lanes times 16 bytes whose thread
// positions (3 runs of 8 halves) do not divide the 32 lanes has no
// replicated layout (a 16-float tile has: assign-layouts-replicated.mlir).
tile.kernel @too_small(%a: !tile.view<?xf16>, %c: !tile.part<24xf16>, %t0: !tile.token) {
  // expected-error @below {{a tile of type tensor<24xf16> is too small to give each of 32 threads its own elements, and its thread positions do not divide the threads (no replicated layout)}}
  %x = tile.load %a like %c : !tile.view<?xf16>, !tile.part<24xf16> -> tensor<24xf16>
  %t1 = tile.store %x, %c, %t0 : tensor<24xf16>, !tile.part<24xf16>
  tile.return %t1 : !tile.token
}

// -----

// Test: a loop-carried tile must keep one layout: here the initial value
// is a load that is also used after the loop (so it keeps its blocked
// layout) and the yielded value an mma accumulator. (A load used only as
// the initial accumulator is loaded in the mma layout: gemm-epilogues.test.)
tile.kernel @loop(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                  %d: !tile.view<64x64xf32>, %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = tile.load %d[%c0, %c0] : !tile.view<64x64xf32> -> tensor<64x64xf32>
  %s = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %z) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%c0, %i] : !tile.view<64x32xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%i, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
    // expected-error @below {{'tile.mma' whose accumulator is not in the mma layout (a layout conversion) is not supported by the lowering yet}}
    %n = tile.mma %x, %y, %acc : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %n : tensor<64x64xf32>
  }
  %w = arith.subf %s, %z : tensor<64x64xf32>
  %t1 = tile.store %w, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: an scf.if whose branches yield a row statistic (a slice layout)
// and a loaded column (blocked) would need a conversion from the slice.
tile.kernel @branch_slice(%a: !tile.view<?x128xf32>, %c: !tile.part<4x1xf32>, %p: i1, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<?x128xf32> -> tensor<4x128xf32>
  // expected-error @below {{'scf.if' yielding tiles whose layouts meet only through a conversion from a '#tile.slice' layout or into a '#tile.mma' one, which the lowering does not support yet}}
  %s = scf.if %p -> (tensor<4x1xf32>) {
    %r = tile.reduce add %x dim 1 : tensor<4x128xf32> -> tensor<4x1xf32>
    scf.yield %r : tensor<4x1xf32>
  } else {
    %y = tile.load %a[%c0, %c0] : !tile.view<?x128xf32> -> tensor<4x1xf32>
    scf.yield %y : tensor<4x1xf32>
  }
  %t1 = tile.store %s, %c, %t0 : tensor<4x1xf32>, !tile.part<4x1xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a broadcast along a dimension the source's layout spreads over
// threads needs a layout conversion.
tile.kernel @broadcast_converts(%a: !tile.view<?x128xf32>, %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<?x128xf32> -> tensor<128x128xf32>
  %r = tile.reduce add %x dim 1 : tensor<128x128xf32> -> tensor<128xf32>
  // expected-error @below {{'tile.broadcast' that needs a tile's elements in other threads}}
  %b = tile.broadcast %r : tensor<128xf32> -> tensor<128x128xf32>
  %t1 = tile.store %b, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: num-warps must be a power of two.
// RUN: not warp-opt %s --split-input-file --tile-assign-layouts=num-warps=3 2>&1 | FileCheck %s --check-prefix=WARPS
// WARPS: tile-assign-layouts: num-warps is 0 or a power of two up to 32, not 3
tile.kernel @warps(%c: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
