// RUN: warp-ptx %s | %normalize-ptx > %t.typed
// RUN: warp-ptx %S/Inputs/inclusive_scan.untyped.mlir | %normalize-ptx > %t.untyped
// RUN: diff %t.typed %t.untyped
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Zero overhead: a warp prefix sum is five shfl.up steps, each kept by lanes
// at or above its distance. The typed kernel and the hand-written untyped one
// (Inputs/inclusive_scan.untyped.mlir, upstream gpu/nvvm only) give the same PTX.
gpu.module @kernels {
  gpu.func @inclusive_scan(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %s = warp.scan inclusive add %w, %v : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
