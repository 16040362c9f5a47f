// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// CCCL #854 (pattern modelled): a 16-lane logical warp whose member mask is
// built with the wrong width (8 lanes) while every lane shuffles.
// CHECK: error: C2: lanes 8-31 execute shfl.sync bfly but are not in its member mask low(8) (0x000000ff)

__global__ void logical_warp16(int *x) {
  unsigned lane = threadIdx.x & 31;
  int v = x[lane];
  v += __shfl_xor_sync(0x000000ffu, v, 8, 16);
  x[lane] = v;
}
