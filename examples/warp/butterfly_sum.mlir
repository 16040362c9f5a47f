// A 32-lane butterfly sum: every lane ends with the sum of all 32 inputs.
// The xor shuffles run on `!warp.warp<all>`, so every lane they read exists.
gpu.module @kernels {
  gpu.func @butterfly_sum(%in: memref<32xf32>, %out: memref<32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %x16 = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, f32
    %s16 = arith.addf %v, %x16 : f32
    %x8 = warp.shuffle xor %w, %s16, 8 : !warp.warp<all>, f32
    %s8 = arith.addf %s16, %x8 : f32
    %x4 = warp.shuffle xor %w, %s8, 4 : !warp.warp<all>, f32
    %s4 = arith.addf %s8, %x4 : f32
    %x2 = warp.shuffle xor %w, %s4, 2 : !warp.warp<all>, f32
    %s2 = arith.addf %s4, %x2 : f32
    %x1 = warp.shuffle xor %w, %s2, 1 : !warp.warp<all>, f32
    %s1 = arith.addf %s2, %x1 : f32
    memref.store %s1, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
