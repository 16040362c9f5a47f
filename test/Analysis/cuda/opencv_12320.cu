// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// OpenCV #12320: the block scan's top warp scans under `tid < 8` with the
// full mask; lanes 8-31 go on to the block's barrier instead of exiting,
// so the PTX ISA's shfl.sync waits for them (the simulator finds the
// deadlock).
// CHECK: error: C1: shfl.sync up names lanes 8-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-7 do)
// CHECK: note: the threads diverge here; in a warp, only lanes 0-7 take this path

__global__ void block_scan_top(int *s) {
  unsigned tid = threadIdx.x;
  if (tid < 8) {
    int v = s[tid];
    for (int d = 1; d < 8; d <<= 1) {
      int y = __shfl_up_sync(0xffffffffu, v, d);
      if (tid >= d)
        v += y;
    }
    s[tid] = v;
  }
  __syncthreads();
}
