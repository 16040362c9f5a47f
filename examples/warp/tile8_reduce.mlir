// Four independent reductions, one per group of 8 lanes: collectives on a
// tile stay inside its group.
gpu.module @kernels {
  gpu.func @tile8_max(%in: memref<32xf32>, %out: memref<32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %m = warp.reduce max %t, %v : !warp.tile<8>, f32
    memref.store %m, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
