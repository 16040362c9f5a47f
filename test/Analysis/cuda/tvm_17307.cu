// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// TVM #17307: a 16-lane reduction group's mask with offsets that reach
// past it.
// CHECK: error: C3: shfl.sync down 8 with member mask low(16) (0x0000ffff) reads lanes 16-23 outside the mask (lane 8 reads lane 16)

__global__ void allreduce16(float *x) {
  unsigned lane = threadIdx.x & 31;
  if (lane < 16) {
    float v = x[lane];
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(0x0000ffffu, v, o);
    x[lane] = v;
  }
}
