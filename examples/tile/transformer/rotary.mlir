// Rotary position embedding (RoPE, the rotate-half form of GPT-NeoX and
// Llama): for each token t and head h of x[t, h, 0:D], with halves
// x0 = x[..., :D/2] and x1 = x[..., D/2:],
//   y0 = x0 * cos[t] - x1 * sin[t]
//   y1 = x1 * cos[t] + x0 * sin[t]
// Here 4096 tokens, 8 heads of 128 (halves of 64). The buffers are viewed
// as [T, H, 2, D/2]; each program owns one half of one head for 16 tokens
// (a 16 x 1 x 1 x 64 block of y) and reads the other half of x too. cos
// and sin are [T, D/2] tables, passed as [T, 1, 1, D/2] so that their
// tiles have the shape (and so the layout) of x's: a 16 x 64 tile reshaped
// would keep a 2-D layout, and combining the two needs a layout conversion
// the lowering does not do yet.
// Fast math: none needed (multiplies and adds).
//
//   warp-run --sim examples/tile/transformer/rotary.mlir --kernel rotary ...

tile.kernel @rotary(%x: !tile.view<4096x8x2x64xf32>,
                    %cos: !tile.view<4096x1x1x64xf32>, %sin: !tile.view<4096x1x1x64xf32>,
                    %y: !tile.part<16x1x1x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tile.program_id 0 : index
  %h = tile.program_id 1 : index
  %half = tile.program_id 2 : index
  %other = arith.subi %c1, %half : index
  %mine = tile.load %x like %y : !tile.view<4096x8x2x64xf32>, !tile.part<16x1x1x64xf32> -> tensor<16x1x1x64xf32>
  %theirs = tile.load %x[%t, %h, %other, %c0] : !tile.view<4096x8x2x64xf32> -> tensor<16x1x1x64xf32>
  %c4 = tile.load %cos[%t, %c0, %c0, %c0] : !tile.view<4096x1x1x64xf32> -> tensor<16x1x1x64xf32>
  %s4 = tile.load %sin[%t, %c0, %c0, %c0] : !tile.view<4096x1x1x64xf32> -> tensor<16x1x1x64xf32>
  // sign = 2 * half - 1: -1 for the first half, +1 for the second.
  %hi = arith.index_cast %half : index to i32
  %hf = arith.sitofp %hi : i32 to f32
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %h2 = arith.mulf %hf, %two : f32
  %sign = arith.subf %h2, %one : f32
  %signs = tile.broadcast %sign : f32 -> tensor<16x1x1x64xf32>
  %a = arith.mulf %mine, %c4 : tensor<16x1x1x64xf32>
  %b = arith.mulf %theirs, %s4 : tensor<16x1x1x64xf32>
  %sb = arith.mulf %b, %signs : tensor<16x1x1x64xf32>
  %out = arith.addf %a, %sb : tensor<16x1x1x64xf32>
  %t1 = tile.store %out, %y, %t0 : tensor<16x1x1x64xf32>, !tile.part<16x1x1x64xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<4096x8x2x64xf32>, %cos: memref<4096x1x1x64xf32>,
                %sin: memref<4096x1x1x64xf32>, %y: memref<4096x8x2x64xf32>) {
  // A 256 x 8 x 2 grid: blocks of 16 tokens, every head, both halves.
  %py = tile.partition %y : memref<4096x8x2x64xf32> -> !tile.part<16x1x1x64xf32>
  tile.launch @rotary(%x, %cos, %sin, %py)
      : (memref<4096x8x2x64xf32>, memref<4096x1x1x64xf32>, memref<4096x1x1x64xf32>, !tile.part<16x1x1x64xf32>)
  return
}
