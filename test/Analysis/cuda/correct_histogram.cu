// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// A correct warp-aggregated histogram: match.any groups equal keys, the
// leader of each group adds the group's count.

__global__ void histogram(const int *keys, int *bins) {
  int k = keys[blockIdx.x * blockDim.x + threadIdx.x] & 255;
  unsigned peers = __match_any_sync(0xffffffffu, k);
  unsigned lane = threadIdx.x & 31;
  if (lane == __ffs(peers) - 1)
    atomicAdd(&bins[k], __popc(peers));
}
