// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: every lane runs every trip; the vote's mask is the ballot of the
// bounds check, taken before the branch.

__global__ void count_radix(const int *keys, int slice, int trips, int digit, int *counts) {
  int count = 0;
  for (int it = 0; it < trips; ++it) {
    int i = it * blockDim.x + threadIdx.x;
    bool in = i < slice;
    unsigned mask = __ballot_sync(0xffffffffu, in);
    if (in)
      count += __popc(__ballot_sync(mask, keys[i] == digit));
  }
  counts[threadIdx.x] = count;
}
