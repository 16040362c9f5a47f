// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --verify-diagnostics
//
// tile.mma the lowering cannot handle: a located error naming the op and
// what is unsupported, never a crash or wrong code.

// Test: hand-written layouts: tf32 multiplies with mma.sync m16n8k8, so
// its accumulator layout's instrShape is [16, 8, 8], not f16's.
tile.kernel @tf32_instr(%a: !tile.view<64x32xf32>, %b: !tile.view<32x64xf32>,
                        %c: !tile.part<64x64xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x32xf32> -> tensor<64x32xf32>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<32x64xf32> -> tensor<32x64xf32>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<0.0> : tensor<64x64xf32>
  // expected-error @below {{'tile.mma' of 'f32' operands multiplies with mma.sync m16n8k8; its layout's instrShape is [16, 8, 16]}}
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: hand-written layouts: i8 multiplies with mma.sync m16n8k32, so K
// must be a multiple of 32.
tile.kernel @i8_k16(%a: !tile.view<64x16xi8>, %b: !tile.view<16x64xi8>,
                    %c: !tile.part<64x64xi32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x16xi8> -> tensor<64x16xi8>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<16x64xi8> -> tensor<16x64xi8>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 32]>} dense<0> : tensor<64x64xi32>
  // expected-error @below {{'tile.mma' of shape 64x64x16 does not divide into the layout's 16x16x32 pieces per warp}}
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 32]>} : tensor<64x16xi8>, tensor<16x64xi8>, tensor<64x64xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: K must be a multiple of mma.sync's 16.
tile.kernel @k8(%a: !tile.view<64x8xf16>, %b: !tile.view<8x64xf16>,
                %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x8xf16> -> tensor<64x8xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<8x64xf16> -> tensor<8x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @below {{'tile.mma' with K = 8, not a multiple of 16 (mma.sync m16n8k16 for f16), is not supported by the lowering}}
  %d = tile.mma %x, %y, %z : tensor<64x8xf16>, tensor<8x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a layout written by hand that does not split the tile into 16x16
// pieces over the warps (16x16 fills one warp only).
tile.kernel @too_small(%a: !tile.view<16x16xf16>, %b: !tile.view<16x16xf16>,
                       %c: !tile.part<16x16xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<16x16xf16> -> tensor<16x16xf16>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<16x16xf16> -> tensor<16x16xf16>
  // expected-error @below {{the '#tile.mma' layout of 'tile.constant' does not divide its 'tensor<16x16xf32>' into 16x16 pieces per warp}}
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<0.0> : tensor<16x16xf32>
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: an accumulator read from memory that is also used otherwise (so
// it keeps its blocked layout) would need a layout conversion to the mma
// layout. (Used only as the accumulator it is loaded in the mma layout:
// gemm-epilogues.test, epilogue_f16_acc.mlir.)
tile.kernel @acc_blocked(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                         %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %old, %t1 = tile.load_mut %c, %t0 : !tile.part<64x64xf32> -> tensor<64x64xf32>
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  // expected-error @below {{'tile.mma' whose accumulator is not in the mma layout (a layout conversion) is not supported by the lowering yet}}
  %d = tile.mma %x, %y, %old : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  %e = arith.subf %d, %old : tensor<64x64xf32>
  %t2 = tile.store %e, %c, %t1 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t2 : !tile.token
}

// -----

// Test: a 128x128 block with K = 384 needs 96 + 96 KiB for the operands
// and 64 KiB for the epilogue's conversion, more than the 227 KiB a block
// of sm_90 (the default chip) gets even with dynamic shared memory.
tile.kernel @too_much_shared(%a: !tile.view<128x384xf16>, %b: !tile.view<384x128xf16>,
                             %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<128x384xf16> -> tensor<128x384xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<384x128xf16> -> tensor<384x128xf16>
  %z = tile.constant dense<0.0> : tensor<128x128xf32>
  %d = tile.mma %x, %y, %z : tensor<128x384xf16>, tensor<384x128xf16>, tensor<128x128xf32>
  // expected-error @below {{'tile.store' needs 262144 bytes of shared memory in the kernel, more than the 232448 a block of sm_90 gets (use smaller tiles)}}
  %t1 = tile.store %d, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: an accumulator's row sum is its mma slice (gemm-epilogues.test
// runs it); a reduction of that slice again is not lowered.
tile.kernel @reduce_acc(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                        %c: !tile.part<1x1xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  %s = tile.reduce add %d dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
  // expected-error @below {{'tile.reduce' of a tile that is itself a reduction or a splat is not supported by the lowering yet}}
  %u = tile.reduce add %s dim 0 : tensor<64x1xf32> -> tensor<1x1xf32>
  %t1 = tile.store %u, %c, %t0 : tensor<1x1xf32>, !tile.part<1x1xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: hand-written layouts: the accumulator must be in the mma's own
// layout.
tile.kernel @acc_layout(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                        %c: !tile.part<64x64xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} dense<0.0> : tensor<64x64xf32>
  // expected-error @below {{'tile.mma' lowers blocked operands into an accumulator of its own '#tile.mma' layout; these layouts are not supported}}
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: hand-written layouts: an mma layout belongs to tile.mma, the
// elementwise ops on its result, the broadcasts into it and the loads of
// an epilogue's operands (a load of C into the accumulator's fragment),
// not to an iota.
tile.kernel @iota_mma(%c: !tile.part<64x64xi32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  // expected-error @below {{'tile.iota' with a '#tile.mma' layout is not supported by the lowering yet}}
  %x = tile.iota {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64xi32>
  tile.return %t0 : !tile.token
}

// -----

// Test: the mma layout's instruction shape is one of mma.sync's m16n8k8,
// m16n8k16 and m16n8k32.
// expected-error @below {{an mma layout's instrShape is [16, 8, K] with K = 8, 16 or 32 (mma.sync m16n8k8, m16n8k16, m16n8k32)}}
tile.kernel @instr(%c: !tile.part<64x64xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64, bad = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 4]>} {
  tile.return %t0 : !tile.token
}

// -----

// Test: hand-written layouts: an elementwise op on an accumulator and a
// blocked tile would need a layout conversion.
tile.kernel @mixed(%a: !tile.view<64x64xf32>, %c: !tile.part<64x64xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x64xf32> -> tensor<64x64xf32>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<1.0> : tensor<64x64xf32>
  %w = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<2.0> : tensor<64x64xf32>
  %zw = arith.addf %z, %w {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64x64xf32>
  // expected-error @below {{'arith.addf' on tiles of different layouts (a layout conversion) is not supported by the lowering yet}}
  %s = arith.addf %zw, %x {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64x64xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: hand-written layouts: a loop must yield its tile in the layout it
// carries.
tile.kernel @yield_layout(%a: !tile.view<?x64xf32>, %c: !tile.part<64x64xf32>, %n: index, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<0.0> : tensor<64x64xf32>
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%k, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<?x64xf32> -> tensor<64x64xf32>
    // expected-error @below {{'scf.yield' of a tile in another layout than the loop carries (a layout conversion) is not supported by the lowering yet}}
    scf.yield %x : tensor<64x64xf32>
  }
  tile.return %t0 : !tile.token
}
