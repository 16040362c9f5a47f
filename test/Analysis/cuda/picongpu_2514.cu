// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// PIConGPU #2514: atomicAllInc() under a data-dependent branch votes with
// the full mask; the lanes that branched away never arrive. They go on to
// the warp's next synchronisation (in PIConGPU, the rest of the particle
// loop) instead of exiting: the PTX ISA's vote.sync waits for the
// non-exited lanes of its mask, so the two groups wait for each other.
// (Had they exited, the vote would be defined: the simulator runs that
// clean, and the checker still reports it, since it does not prove that
// the lanes it finds absent have exited.)
// CHECK: error: C1: vote.sync ballot runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it
// CHECK: note: the threads diverge here; the condition depends on the lane

__global__ void count_matches(const int *data, int foo, int *counter) {
  if (data[threadIdx.x] == foo) {
    unsigned leaders = __ballot_sync(0xffffffffu, 1);
    if ((threadIdx.x & 31) == __ffs(leaders) - 1)
      atomicAdd(counter, __popc(leaders));
  }
  __syncwarp();
}
