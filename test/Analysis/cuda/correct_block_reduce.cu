// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// A correct block reduction: warp sums, one store per warp, a barrier every
// thread reaches, and warp 0 finishing.

__global__ void block_reduce(const float *in, float *out) {
  __shared__ float partial[32];
  unsigned lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float p = lane < blockDim.x / 32 ? partial[lane] : 0.0f;
    for (int o = 16; o > 0; o >>= 1)
      p += __shfl_xor_sync(0xffffffffu, p, o);
    if (lane == 0)
      out[blockIdx.x] = p;
  }
}
