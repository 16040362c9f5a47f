// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: the mask is every lane that runs it; width 16 makes the groups.

__global__ void logical_warp16(int *x) {
  unsigned lane = threadIdx.x & 31;
  int v = x[lane];
  v += __shfl_xor_sync(0xffffffffu, v, 8, 16);
  x[lane] = v;
}
