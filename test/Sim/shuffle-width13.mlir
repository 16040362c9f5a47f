// RUN: warp-run --sim %s --block 13 --arg f32[32] --print | FileCheck %s
// RUN: warp-run --sim --sim-seed 2 %s --block 13 --arg f32[32] --print | FileCheck %s
// gpu.shuffle xor 4 with width 13 on a 13-thread block (upstream lowers it
// to shfl.sync bfly with mask 0x1fff and clamp 12): a lane whose partner is
// past lane 12 gets the invalid flag (-1 here); lanes 13-31 do not exist.
// CHECK: arg 0 f32[32]: 4 5 6 7 0 1 2 3 12 -1 -1 -1 8 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
gpu.module @kernels {
  gpu.func @shuffle13(%out: memref<32xf32>) kernel {
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %v = arith.sitofp %ti : i32 to f32
    %c4 = arith.constant 4 : i32
    %w = arith.constant 13 : i32
    %s, %ok = gpu.shuffle xor %v, %c4, %w : f32
    %m1 = arith.constant -1.0 : f32
    %r = arith.select %ok, %s, %m1 : f32
    memref.store %r, %out[%t] : memref<32xf32>
    gpu.return
  }
}
