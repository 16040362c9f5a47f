// REQUIRES: clang-cuda
// RUN: %clang-cuda -gline-tables-only %s -o %t.ll
// RUN: %mlir-translate --import-llvm --mlir-print-debuginfo %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t.err
//
// Everyday warp-level CUDA, each idiom once right and once wrong. With line
// tables the diagnostics point into this file (through the intrinsic
// wrappers: "called from"), so each check names the line of the buggy
// collective, and no other kernel may draw an error or a warning.

#define FULL 0xffffffffu

// Correct: a half warp reduces with the mask of its 16 lanes, xor inside
// the half.
__global__ void half_warp_reduce(float *x) {
  unsigned lane = threadIdx.x & 31;
  float v = x[threadIdx.x];
  if (lane < 16) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffu, v, o);
    x[threadIdx.x] = v;
  }
}

// Bug: the same reduction with the whole warp in the mask under lane < 20.
__global__ void partial_full_mask(float *x) {
  float v = x[threadIdx.x];
  // CHECK: error: C1: shfl.sync down names lanes 20-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-19 do)
  // CHECK: warp_idioms.cu:[[@LINE+3]]:{{[0-9]+}}: note: called from
  // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; in a warp, only lanes 0-19 take this path
  if ((threadIdx.x & 31) < 20) {
    v += __shfl_down_sync(FULL, v, 16);
    x[threadIdx.x] = v;
  }
}

// Correct: __ballot_sync + __popc stream compaction, the base broadcast
// from lane 0.
__global__ void ballot_compact(const int *in, int *out, int *count) {
  unsigned lane = threadIdx.x & 31;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  bool keep = v > 0;
  unsigned b = __ballot_sync(FULL, keep);
  int pos = __popc(b & ((1u << lane) - 1));
  int base = 0;
  if (lane == 0)
    base = atomicAdd(count, __popc(b));
  base = __shfl_sync(FULL, base, 0);
  if (keep)
    out[base + pos] = v;
}

// Bug: the ballot moved inside a branch every third lane takes.
__global__ void ballot_in_branch(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: error: C1: vote.sync ballot names lanes 1-2, 4-5, 7-8, {{.*}} in its member mask all (0xffffffff), but they do not execute it (only lanes 0, 3, 6, {{.*}} do)
  // CHECK: warp_idioms.cu:[[@LINE+2]]:{{[0-9]+}}: note: called from
  if ((threadIdx.x & 31) % 3 == 0)
    out[threadIdx.x] = __popc(__ballot_sync(FULL, v > 0));
}

// Correct: a tiled_partition<8>-style reduction (width 8).
__global__ void tile8_reduce(float *x) {
  float v = x[threadIdx.x];
  for (int o = 4; o > 0; o >>= 1)
    v += __shfl_xor_sync(FULL, v, o, 8);
  x[threadIdx.x] = v;
}

// Bug: a tile of 8 lanes with its own mask, but xor 8 at the default width
// reads the next tile.
__global__ void tile8_leaves_tile(float *x) {
  float v = x[threadIdx.x];
  if ((threadIdx.x & 31) < 8) {
    // CHECK: error: C3: shfl.sync bfly 8 with member mask low(8) (0x000000ff) reads lanes 8-15 outside the mask (lane 0 reads lane 8)
    // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: called from
    v += __shfl_xor_sync(0xffu, v, 8);
    x[threadIdx.x] = v;
  }
}

// Bug (the cuda-samples #398 shape): threads past n return before the
// warp's shuffle.
__global__ void early_exit(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // CHECK: error: C1: shfl.sync down runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it
  // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: called from
  float v = in[i] + __shfl_down_sync(FULL, in[i], 16);
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = v;
}

// Correct: no early exit, threads past n contribute 0.
__global__ void no_early_exit(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(FULL, v, o);
  if ((threadIdx.x & 31) == 0 && i < n)
    out[i / 32] = v;
}

// Bug: a grid-stride loop with a shuffle inside; the lanes of a warp leave
// the loop at different trips.
__global__ void grid_stride_shuffle(const float *in, float *out, int n) {
  float acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    // CHECK: error: C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it
    // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: called from
    acc += in[i] + __shfl_xor_sync(FULL, in[i], 1);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// Correct: the same grid-stride loop with its bound rounded up to whole
// warps: the lanes of a warp leave it together, and those past n add 0.
__global__ void grid_stride_rounded(const float *in, float *out, int n) {
  int rounded = (n + 31) & ~31;
  float acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < rounded;
       i += blockDim.x * gridDim.x) {
    float v = i < n ? in[i] : 0.0f;
    acc += v + __shfl_xor_sync(FULL, v, 1);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// Correct: a half warp shuffles down at width 16, inside its segment.
__global__ void width16_down(float *x) {
  float v = x[threadIdx.x];
  if ((threadIdx.x & 31) < 16) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffu, v, o, 16);
    x[threadIdx.x] = v;
  }
}

// Bug: the same half warp at the default width 32: lane 15 reads lane 16.
__global__ void width32_down(float *x) {
  float v = x[threadIdx.x];
  if ((threadIdx.x & 31) < 16) {
    // CHECK: error: C3: shfl.sync down 1 with member mask low(16) (0x0000ffff) reads lanes 16 outside the mask (lane 15 reads lane 16)
    // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: called from
    v += __shfl_down_sync(0xffffu, v, 1);
    x[threadIdx.x] = v;
  }
}

// Correct: __syncwarp with the mask of the lanes that reach it.
__global__ void syncwarp_half(int *x) {
  if ((threadIdx.x & 31) < 16) {
    x[threadIdx.x] += 1;
    __syncwarp(0xffffu);
    x[threadIdx.x] += x[threadIdx.x ^ 1];
  }
}

// Bug: __syncwarp() names the whole warp; the upper half never arrives.
__global__ void syncwarp_full_in_branch(int *x) {
  if ((threadIdx.x & 31) < 16) {
    x[threadIdx.x] += 1;
    // CHECK: error: C1: bar.warp.sync names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)
    // CHECK: warp_idioms.cu:[[@LINE+1]]:{{[0-9]+}}: note: called from
    __syncwarp();
    x[threadIdx.x] += x[threadIdx.x ^ 1];
  }
}

// Bug: __all_sync under a data-dependent branch.
__global__ void vote_in_data_branch(const int *in, int *out) {
  int v = in[threadIdx.x];
  // CHECK: error: C1: vote.sync all runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it
  // CHECK: warp_idioms.cu:[[@LINE+2]]:{{[0-9]+}}: note: called from
  if (v > 0)
    out[threadIdx.x] = __all_sync(FULL, v > 10);
}

// Bug: __reduce_add_sync (redux.sync) reached by the even lanes only.
__global__ void redux_even_lanes(int *x) {
  int v = x[threadIdx.x];
  // CHECK: error: C1: redux.sync names lanes 1, 3, 5, {{.*}} in its member mask all (0xffffffff), but they do not execute it (only lanes 0, 2, 4, {{.*}} do)
  // CHECK: warp_idioms.cu:[[@LINE+2]]:{{[0-9]+}}: note: called from
  if ((threadIdx.x & 1) == 0)
    x[threadIdx.x] = __reduce_add_sync(FULL, v);
}

// Correct: __match_any_sync on the whole warp, then each group's leader
// broadcasts.
__global__ void match_leader(const int *key, int *out) {
  int k = key[threadIdx.x];
  unsigned peers = __match_any_sync(FULL, k);
  out[threadIdx.x] = __shfl_sync(FULL, k, __ffs(peers) - 1);
}

// Correct: the branch is on the warp index, so warps stay whole.
__global__ void first_warp_reduces(float *x) {
  float v = x[threadIdx.x];
  if (threadIdx.x / 32 == 0) {
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(FULL, v, o);
    x[threadIdx.x] = v;
  }
}

// Correct: warp specialization; the first four warps meet at barrier 1,
// counted for their 128 threads.
__global__ void producer_warps(float *x) {
  if (threadIdx.x < 128) {
    x[threadIdx.x] += 1;
    __barrier_sync_count(1, 128);
    x[threadIdx.x] += x[127 - threadIdx.x];
  }
}

// Bug: __syncthreads under a thread branch.
__global__ void syncthreads_in_branch(float *x) {
  // CHECK: warp_idioms.cu:[[@LINE+3]]:{{[0-9]+}}: error: C4: block barrier under control flow that not every thread of the block takes
  if (threadIdx.x < 100) {
    x[threadIdx.x] *= 2;
    __syncthreads();
  }
}
