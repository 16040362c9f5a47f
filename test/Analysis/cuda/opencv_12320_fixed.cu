// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix (#13658): the scan's mask is the lanes that run it.

__global__ void block_scan_top(int *s) {
  unsigned tid = threadIdx.x;
  unsigned mask = __ballot_sync(0xffffffffu, tid < 8);
  if (tid < 8) {
    int v = s[tid];
    for (int d = 1; d < 8; d <<= 1) {
      int y = __shfl_up_sync(mask, v, d);
      if (tid >= d)
        v += y;
    }
    s[tid] = v;
  }
}
