// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// LLVM #155682 (pattern modelled): a full-warp shuffle written inside the
// branch that uses it.
// CHECK: error: C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)

__global__ void sunk(int *x) {
  unsigned lane = threadIdx.x & 31;
  int v = x[lane];
  if (lane < 16)
    x[lane] = __shfl_xor_sync(0xffffffffu, v, 16);
}
