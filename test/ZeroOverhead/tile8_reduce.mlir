// RUN: warp-ptx %s | %normalize-ptx > %t.typed
// RUN: warp-ptx %S/Inputs/tile8_reduce.untyped.mlir | %normalize-ptx > %t.untyped
// RUN: diff %t.typed %t.untyped
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Zero overhead: a max over each group of 8 lanes is three xor shuffles with
// the 8-lane clamp 6175 on the group's member mask. The typed kernel and the hand-written untyped one
// (Inputs/tile8_reduce.untyped.mlir, upstream gpu/nvvm only) give the same PTX.
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
