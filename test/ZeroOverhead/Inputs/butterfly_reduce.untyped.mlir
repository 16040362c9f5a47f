// The hand-written, untyped twin of ../butterfly_reduce.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would.
gpu.module @kernels {
  gpu.func @butterfly_reduce(%in: memref<32xf32>, %out: memref<32xf32>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c32 = arith.constant 32 : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %c16 = arith.constant 16 : i32
    %x16, %ok16 = gpu.shuffle xor %v, %c16, %c32 : f32
    %s16 = arith.addf %v, %x16 : f32
    %c8 = arith.constant 8 : i32
    %x8, %ok8 = gpu.shuffle xor %s16, %c8, %c32 : f32
    %s8 = arith.addf %s16, %x8 : f32
    %c4 = arith.constant 4 : i32
    %x4, %ok4 = gpu.shuffle xor %s8, %c4, %c32 : f32
    %s4 = arith.addf %s8, %x4 : f32
    %c2 = arith.constant 2 : i32
    %x2, %ok2 = gpu.shuffle xor %s4, %c2, %c32 : f32
    %s2 = arith.addf %s4, %x2 : f32
    %c1 = arith.constant 1 : i32
    %x1, %ok1 = gpu.shuffle xor %s2, %c1, %c32 : f32
    %s1 = arith.addf %s2, %x1 : f32
    memref.store %s1, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
