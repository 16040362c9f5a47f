// The hand-written, untyped twin of ../broadcast.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would.
gpu.module @kernels {
  gpu.func @broadcast(%in: memref<32xf32>, %out: memref<32xf32>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %c7 = arith.constant 7 : i32
    %c31 = arith.constant 31 : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %b = nvvm.shfl.sync idx %all, %v, %c7, %c31 : f32 -> f32
    memref.store %b, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
