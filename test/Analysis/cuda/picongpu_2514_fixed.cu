// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors %t.mlir -o /dev/null
//
// The fix: the vote's mask is the ballot of the branch condition.

__global__ void count_matches(const int *data, int foo, int *counter) {
  bool match = data[threadIdx.x] == foo;
  unsigned members = __ballot_sync(0xffffffffu, match);
  if (match) {
    unsigned leaders = __ballot_sync(members, 1);
    if ((threadIdx.x & 31) == __ffs(leaders) - 1)
      atomicAdd(counter, __popc(leaders));
  }
}
