// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// PIConGPU #2514: atomicAllInc() under a data-dependent branch votes with
// the full mask; the lanes that branched away never arrive.
// CHECK: error: C1: vote.sync ballot runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it
// CHECK: note: the threads diverge here; the condition depends on the lane

__global__ void count_matches(const int *data, int foo, int *counter) {
  if (data[threadIdx.x] == foo) {
    unsigned leaders = __ballot_sync(0xffffffffu, 1);
    if ((threadIdx.x & 31) == __ffs(leaders) - 1)
      atomicAdd(counter, __popc(leaders));
  }
}
