// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu="chip=sm_75" --verify-diagnostics
// RUN: not warp-ptx --chip sm_75 %s 2>&1 | FileCheck %s --check-prefix=PTX
//
// tile.mma lowers to mma.sync m16n8k16 (m16n8k8 for tf32, m16n8k32 for
// i8) and its K loops to cp.async pipelines, all of sm_80 and later: before
// it a located error, not the NVPTX backend's abort ("Cannot select").
// PTX: error: convert-tile-to-gpu: 'tile.mma' lowers to mma.sync and cp.async of sm_80 and later; the chip is sm_75
// PTX-NOT: LLVM ERROR

// Test: a single product.
tile.kernel @one(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                 %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @below {{convert-tile-to-gpu: 'tile.mma' lowers to mma.sync and cp.async of sm_80 and later; the chip is sm_75}}
  %d = tile.mma %x, %y, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a GEMM's K loop, which from sm_80 on is a cp.async pipeline.
tile.kernel @k_loop(%a: !tile.view<64x128xf16>, %b: !tile.view<128x64xf16>,
                    %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %c4 step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%c0, %k] : !tile.view<64x128xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %c0] : !tile.view<128x64xf16> -> tensor<32x64xf16>
    // expected-error @below {{convert-tile-to-gpu: 'tile.mma' lowers to mma.sync and cp.async of sm_80 and later; the chip is sm_75}}
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
