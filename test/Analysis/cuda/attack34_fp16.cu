// REQUIRES: clang-cuda
// RUN: %clang-cuda -w %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir 2>/dev/null
// RUN: not warp-opt --warp-check-convergence --error-limit=0 --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t.err
//
// CUDA's own __shfl_*_sync for __half, __half2 and __nv_bfloat16
// (cuda_fp16.hpp, cuda_bf16.hpp) compute the shuffle's clamp from the
// warp size they read with inline PTX, `mov.u32 $0, WARP_SZ;`: PTX's
// predefined identifier for the threads of a warp (32). The inline-PTX
// reader did not know it, so the checker gave each a C5 and the simulator
// refused the kernel (issue 34, attack34). Correct kernels: clean, and run
// against NumPy under two schedules; the nearest wrong one (a full-mask
// __half shuffle under a lane branch, reading the lanes that skip it): C1,
// and a finding at run time.

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void __launch_bounds__(32) half_shfl(__half *h, __nv_bfloat16 *b) {
  __half v = h[threadIdx.x];
  __nv_bfloat16 w = b[threadIdx.x];
  h[threadIdx.x] = __shfl_xor_sync(0xffffffff, v, 1);
  b[threadIdx.x] = __shfl_down_sync(0xffffffff, w, 2);
}

__global__ void __launch_bounds__(32) half2_shfl(__half2 *h) {
  __half2 v = h[threadIdx.x];
  h[threadIdx.x] = __shfl_sync(0xffffffff, v, 31 - threadIdx.x, 16);
}

// CHECK: error: C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)
__global__ void __launch_bounds__(32) half_shfl_half_warp(__half *h) {
  __half v = h[threadIdx.x];
  if (threadIdx.x < 16)
    v = __shfl_xor_sync(0xffffffff, v, 16);
  h[threadIdx.x] = v;
}

// Lane l of half_shfl reads lane l ^ 1 (f16) and lane l + 2 (bf16, its own
// value in lanes 30-31); lane l of half2_shfl reads lane 15 - (l % 16) of
// its 16-lane segment (31 - l clamped to the segment, PTX's idx rule), both
// halves.
// RUN: %python -c "import numpy as np; l = np.arange(32); \
// RUN:   np.save('%t.h.npy', ((l ^ 1) * 0.5).astype(np.float16)); \
// RUN:   np.save('%t.b.npy', (np.minimum(l + 2, np.where(l >= 30, l, 99)).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)); \
// RUN:   s = (l // 16) * 16 + 15 - l % 16; h2 = np.stack([2 * s, 2 * s + 1], 1).reshape(-1); \
// RUN:   np.save('%t.h2.npy', (h2 * 0.25).astype(np.float16)); \
// RUN:   np.save('%t.hin.npy', (l * 0.5).astype(np.float16)); np.save('%t.h2in.npy', (np.arange(64) * 0.25).astype(np.float16))"
// RUN: sh -c 'for seed in 0 3; do \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z9half_shflP6__halfP13__nv_bfloat16 --block 32 --arg f16[32]=file:%t.hin.npy --arg bf16[32]=iota --expect 0=%t.h.npy --expect 1=%t.b.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z10half2_shflP7__half2 --block 32 --arg f16[64]=file:%t.h2in.npy --expect 0=%t.h2.npy; echo "exit $?"; \
// RUN: done 2>&1' | FileCheck %s --check-prefix=SIM
// SIM-NOT: finding
// SIM: warp-run: 2 results match
// SIM-NEXT: exit 0
// SIM-NEXT: warp-run: 1 result match
// SIM-NEXT: exit 0
// SIM-NEXT: warp-run: 2 results match
// SIM-NEXT: exit 0
// SIM-NEXT: warp-run: 1 result match
// SIM-NEXT: exit 0
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z19half_shfl_half_warpP6__half --block 32 --arg f16[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=BUG
// BUG: finding (shuffle-source)
// BUG: exit 4
