// A transformer MLP's first linear layer, fused: y = gelu(x . W + bias),
// x [M, K] and W [K, N] in f16, accumulated in f32 on the tensor cores,
// bias [N] in f32, y in f16. GELU is the tanh form (GPT-2, Triton's
// tutorials): 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3))).
// 64 x 64 blocks of y, K in steps of 32 (1024 x 1024 x 1024 here).
// Fast math: tanh carries `afn` (its argument's error is already that of
// f16 inputs): one tanh.approx.f32 per element on sm_75 and later (PTX
// ISA: relative error 2^-11, below the f16 output's 2^-11 rounding), where
// Triton's twin calls libdevice's tanh (an ex2 and a rcp).
//
// The bias is loaded straight into the accumulator's column slice (each
// thread the columns of its mma fragment) and added in registers: no
// layout conversion (docs/TileLowering.md, "GEMM epilogues in the
// accumulator's layout"); test/Sim/tile/transformer.test runs it under
// --sim against NumPy.

tile.kernel @linear_gelu(%x: !tile.view<1024x1024xf16>, %w: !tile.view<1024x1024xf16>,
                         %bias: !tile.view<1024xf32>,
                         %y: !tile.part<64x64xf16>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 32 : index  // 1024 / 32
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %a = tile.load %x[%m, %k] : !tile.view<1024x1024xf16> -> tensor<64x32xf16>
    %b = tile.load %w[%k, %n] : !tile.view<1024x1024xf16> -> tensor<32x64xf16>
    %next = tile.mma %a, %b, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %bv = tile.load %bias[%n] : !tile.view<1024xf32> -> tensor<64xf32>
  %bb = tile.broadcast %bv : tensor<64xf32> -> tensor<64x64xf32>
  %v = arith.addf %acc, %bb : tensor<64x64xf32>
  %half = tile.constant dense<0.5> : tensor<64x64xf32>
  %one = tile.constant dense<1.0> : tensor<64x64xf32>
  %k0 = tile.constant dense<0.7978845608> : tensor<64x64xf32>
  %k1 = tile.constant dense<0.044715> : tensor<64x64xf32>
  %v2 = arith.mulf %v, %v : tensor<64x64xf32>
  %v3 = arith.mulf %v2, %v : tensor<64x64xf32>
  %c = arith.mulf %v3, %k1 : tensor<64x64xf32>
  %inner = arith.addf %v, %c : tensor<64x64xf32>
  %arg = arith.mulf %inner, %k0 : tensor<64x64xf32>
  %th = math.tanh %arg fastmath<afn> : tensor<64x64xf32>
  %op = arith.addf %one, %th : tensor<64x64xf32>
  %hv = arith.mulf %half, %v : tensor<64x64xf32>
  %g = arith.mulf %hv, %op : tensor<64x64xf32>
  %g16 = arith.truncf %g : tensor<64x64xf32> to tensor<64x64xf16>
  %t1 = tile.store %g16, %y, %t0 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<1024x1024xf16>, %w: memref<1024x1024xf16>,
                %bias: memref<1024xf32>, %y: memref<1024x1024xf16>) {
  %py = tile.partition %y : memref<1024x1024xf16> -> !tile.part<64x64xf16>
  tile.launch @linear_gelu(%x, %w, %bias, %py)
      : (memref<1024x1024xf16>, memref<1024x1024xf16>, memref<1024xf32>, !tile.part<64x64xf16>)
  return
}
