// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: the whole warp reduces; lanes past the extent contribute 0.

template <unsigned blockSize>
__global__ void reduce7_final(const float *sdata, float *out) {
  unsigned tid = threadIdx.x;
  const unsigned extent = (blockSize / 32) > 0 ? (blockSize / 32) : 1;
  float sum = tid < extent ? sdata[tid] : 0.0f;
  for (int offset = 16; offset > 0; offset /= 2)
    sum += __shfl_down_sync(0xffffffffu, sum, offset);
  if (tid == 0)
    out[0] = sum;
}
template __global__ void reduce7_final<32>(const float *, float *);
