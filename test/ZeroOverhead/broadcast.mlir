// RUN: warp-ptx %s | %normalize-ptx > %t.typed
// RUN: warp-ptx %S/Inputs/broadcast.untyped.mlir | %normalize-ptx > %t.untyped
// RUN: diff %t.typed %t.untyped
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Zero overhead: a broadcast from lane 7 is one shfl.idx. The typed kernel and the hand-written untyped one
// (Inputs/broadcast.untyped.mlir, upstream gpu/nvvm only) give the same PTX.
gpu.module @kernels {
  gpu.func @broadcast(%in: memref<32xf32>, %out: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %b = warp.broadcast %w, %v, 7 : !warp.warp<all>, f32
    memref.store %b, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
