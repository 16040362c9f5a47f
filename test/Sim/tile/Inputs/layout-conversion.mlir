// Kernels whose tiles meet in different layouts (issue 33): tile-assign-
// layouts inserts a tile.convert_layout, lowered through shared memory.
// Run by ../layout-conversion.test against NumPy.

// f32 arithmetic on an f16 input: the f16 load's layout holds 8 elements
// per thread, the f32 load's 4.
tile.kernel @mixed(%x: !tile.view<?xf16>, %y: !tile.view<?xf32>,
                   %z: !tile.part<1024xf32>, %t0: !tile.token) {
  %h = tile.load %x like %z : !tile.view<?xf16>, !tile.part<1024xf32> -> tensor<1024xf16>
  %w = arith.extf %h : tensor<1024xf16> to tensor<1024xf32>
  %f = tile.load %y like %z : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %s = arith.addf %w, %f : tensor<1024xf32>
  %p = arith.mulf %s, %f : tensor<1024xf32>
  %t1 = tile.store %p, %z, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// The same on 2-D blocks with a row tail, the f32 operand first.
tile.kernel @mixed2d(%x: !tile.view<?x128xf16>, %y: !tile.view<?x128xf32>,
                     %z: !tile.part<8x128xf32>, %t0: !tile.token) {
  %h = tile.load %x like %z : !tile.view<?x128xf16>, !tile.part<8x128xf32> -> tensor<8x128xf16>
  %w = arith.extf %h : tensor<8x128xf16> to tensor<8x128xf32>
  %f = tile.load %y like %z : !tile.view<?x128xf32>, !tile.part<8x128xf32> -> tensor<8x128xf32>
  %s = arith.subf %f, %w : tensor<8x128xf32>
  %t1 = tile.store %s, %z, %t0 : tensor<8x128xf32>, !tile.part<8x128xf32>
  tile.return %t1 : !tile.token
}

// A GEMM epilogue: C + A x B with C loaded and added after the K loop (the
// accumulator goes from the mma layout to C's blocked one).
tile.kernel @gemm_add_c(%a: !tile.view<?x64xf16>, %b: !tile.view<64x?xf16>,
                        %cin: !tile.view<?x?xf32>,
                        %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 2 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x64xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<64x?xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  // A hand-written blocked layout keeps C out of the accumulator's
  // fragment, so that the accumulator is converted (without it C is loaded
  // in the mma layout: gemm-epilogues.test).
  %old = tile.load %cin like %c {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<?x?xf32>, !tile.part<64x64xf32> -> tensor<64x64xf32>
  %r = arith.addf %acc, %old : tensor<64x64xf32>
  %t1 = tile.store %r, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
