// REQUIRES: clang-cuda
// RUN: %clang-cuda -gline-tables-only %s -o %t.ll
// RUN: %mlir-translate --import-llvm --mlir-print-debuginfo %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
//
// Bugs planted in CUB-using code, caught as compiled: CUB's shuffles are
// inline PTX, which the checker reads (warptile/Ptx/InlineAsm.h).
// test/Sim/cub-cuda.test runs the same kernels in the simulator, which
// catches each at run time.

#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>

// A full-warp WarpReduce under a lane branch: lanes 16-31 never arrive.
__global__ void __launch_bounds__(32) half_warp_reduce(int *x) {
  using WR = cub::WarpReduce<int>;
  __shared__ WR::TempStorage tmp;
  int v = x[threadIdx.x];
  // Each of the five shuffle steps:
  // CHECK-COUNT-5: error: C1: shfl.sync down names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)
  // CHECK: cub_planted_bugs.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; in a warp, only lanes 0-15 take this path
  if (threadIdx.x < 16)
    v = WR(tmp).Sum(v);
  x[threadIdx.x] = v;
}

// A full-warp WarpReduce in a block of 48 threads: the second warp has 16
// lanes, and its lanes read lanes 16-31, which do not exist.
// CHECK-COUNT-5: error: C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync down reads lane 16, which does not exist (lane {{[0-9]+}} reads it); its value is undefined
__global__ void __launch_bounds__(48) short_warp_reduce(int *x) {
  using WR = cub::WarpReduce<int>;
  __shared__ WR::TempStorage tmp[2];
  int s = WR(tmp[threadIdx.x / 32]).Sum(x[threadIdx.x]);
  x[threadIdx.x] = s;
}

// A block primitive (its __syncthreads) under a branch half the block
// takes.
__global__ void __launch_bounds__(128) half_block_reduce(int *x) {
  using BR = cub::BlockReduce<int, 128>;
  __shared__ BR::TempStorage tmp;
  int v = x[threadIdx.x];
  // CHECK: error: C4: block barrier under control flow that not every thread of the block takes; the threads that branch around it never arrive
  // CHECK: cub_planted_bugs.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here
  if (threadIdx.x < 64)
    v = BR(tmp).Sum(v);
  x[threadIdx.x] = v;
}
