// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// PyTorch #98157: a grid-stride loop whose last trip only some lanes take
// votes with the full mask; the lanes that left the loop go on to the
// block's barrier (the histogram's next phase) instead of exiting, so the
// PTX ISA's vote.sync waits for them (the simulator finds the deadlock).
// CHECK: error: C1: vote.sync ballot runs under lane-dependent control flow
// CHECK: note: the threads diverge here; the condition depends on the lane

__global__ void count_radix(const int *keys, int slice, int digit, int *counts) {
  int count = 0;
  for (int i = threadIdx.x; i < slice; i += blockDim.x)
    count += __popc(__ballot_sync(0xffffffffu, keys[i] == digit));
  __syncthreads();
  counts[threadIdx.x] = count;
}
