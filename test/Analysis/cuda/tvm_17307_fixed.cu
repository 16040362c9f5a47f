// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: every lane takes part; width 16 keeps each group's reads inside it.

__global__ void allreduce16(float *x) {
  unsigned lane = threadIdx.x & 31;
  float v = x[lane];
  for (int o = 8; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o, 16);
  x[lane] = v;
}
