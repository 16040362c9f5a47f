// The hand-written, untyped twin of ../tile8_reduce.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would: the member mask
// is the group's, 0xff << (laneid & ~7), as cooperative groups'
// thread_block_tile<8> builds it.
gpu.module @kernels {
  gpu.func @tile8_max(%in: memref<32xf32>, %out: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    // Segment of 8 lanes: ((32 - 8) << 8) | 31.
    %clamp = arith.constant 6175 : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %laneid = nvvm.read.ptx.sreg.laneid : i32
    %not7 = arith.constant -8 : i32
    %base = arith.andi %laneid, %not7 : i32
    %bits = arith.constant 255 : i32
    %all = arith.shli %bits, %base : i32
    %c4 = arith.constant 4 : i32
    %x4 = nvvm.shfl.sync bfly %all, %v, %c4, %clamp : f32 -> f32
    %m4 = arith.maxnumf %v, %x4 : f32
    %c2 = arith.constant 2 : i32
    %x2 = nvvm.shfl.sync bfly %all, %m4, %c2, %clamp : f32 -> f32
    %m2 = arith.maxnumf %m4, %x2 : f32
    %c1 = arith.constant 1 : i32
    %x1 = nvvm.shfl.sync bfly %all, %m2, %c1, %clamp : f32 -> f32
    %m1 = arith.maxnumf %m2, %x1 : f32
    memref.store %m1, %out[%lane] : memref<32xf32>
    gpu.return
  }
}
