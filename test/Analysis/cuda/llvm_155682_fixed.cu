// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: shuffle where every lane runs; guard only the use.

__global__ void sunk(int *x) {
  unsigned lane = threadIdx.x & 31;
  int v = x[lane];
  int s = __shfl_xor_sync(0xffffffffu, v, 16);
  if (lane < 16)
    x[lane] = s;
}
