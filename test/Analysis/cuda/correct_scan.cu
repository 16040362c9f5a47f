// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// A correct warp inclusive scan on the whole warp.

__global__ void scan(int *x) {
  unsigned lane = threadIdx.x & 31;
  int v = x[threadIdx.x];
  for (int d = 1; d < 32; d <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d)
      v += y;
  }
  x[threadIdx.x] = v;
}
