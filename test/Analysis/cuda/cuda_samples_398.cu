// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// cuda-samples #398: reduce7's final warp with a 32-thread block; lane 0
// alone is in the mask and shuffles down from lanes 16, 8, 4, 2, 1.
// CHECK: error: C3: shfl.sync down 16 with member mask lane(0) (0x00000001) reads lanes 16 outside the mask
// CHECK: note: the threads diverge here; in a warp, only lanes 0 take this path
// CHECK: error: C3: shfl.sync down 1 with member mask lane(0) (0x00000001) reads lanes 1 outside the mask

template <unsigned blockSize>
__global__ void reduce7_final(const float *sdata, float *out) {
  unsigned tid = threadIdx.x;
  const unsigned extent = (blockSize / 32) > 0 ? (blockSize / 32) : 1;
  const unsigned mask = __ballot_sync(0xffffffffu, tid < extent);
  if (tid < extent) {
    float sum = sdata[tid];
    for (int offset = 16; offset > 0; offset /= 2)
      sum += __shfl_down_sync(mask, sum, offset);
    out[tid] = sum;
  }
}
template __global__ void reduce7_final<32>(const float *, float *);
