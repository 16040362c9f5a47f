// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: warp-opt --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// Every collective is read: CUB's shuffles are inline PTX, and the
// snippets count is what the kernels below hold (shfl.sync in
// `shfl.sync.*.b32 $0, ...` and CUB's fused `{ ... shfl.sync ... @p add }`).
// RUN: grep -c 'llvm.inline_asm.*shfl.sync' %t.mlir | FileCheck %s --check-prefix=SNIPPETS
// SNIPPETS: {{^[1-9][0-9]*$}}
//
// A corpus of correct CUDA C++ on CUB 3 (CUDA 13's headers), cooperative
// groups and the warp intrinsics, compiled by clang-22 and imported as the
// project's other CUDA tests are: no finding at all (warnings are errors
// here). test/Sim/cub-cuda.test runs the same kernels in the simulator and
// compares their results with values computed from the definitions.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
namespace cg = cooperative_groups;

// Full-warp WarpReduce of ints and of doubles (64-bit: CUB splits each
// shuffle in two 32-bit ones with a fused add).
__global__ void __launch_bounds__(32) warp_reduce_int(int *x) {
  using WR = cub::WarpReduce<int>;
  __shared__ WR::TempStorage tmp;
  int s = WR(tmp).Sum(x[threadIdx.x]);
  if (threadIdx.x == 0)
    x[0] = s;
}
__global__ void __launch_bounds__(32) warp_reduce_double(double *x) {
  using WR = cub::WarpReduce<double>;
  __shared__ WR::TempStorage tmp;
  double s = WR(tmp).Sum(x[threadIdx.x]);
  if (threadIdx.x == 0)
    x[0] = s;
}
// Logical warps of 16 lanes, with a max.
__global__ void __launch_bounds__(32) warp_reduce_max16(int *x) {
  using WR = cub::WarpReduce<int, 16>;
  __shared__ WR::TempStorage tmp[2];
  int s = WR(tmp[threadIdx.x / 16]).Reduce(x[threadIdx.x], cuda::maximum<>{});
  x[threadIdx.x] = s;
}
// WarpScan: inclusive over ints, exclusive over 64-bit ints.
__global__ void __launch_bounds__(32) warp_scan_int(int *x) {
  using WS = cub::WarpScan<int>;
  __shared__ WS::TempStorage tmp;
  int o;
  WS(tmp).InclusiveSum(x[threadIdx.x], o);
  x[threadIdx.x] = o;
}
__global__ void __launch_bounds__(32) warp_scan_long(long long *x) {
  using WS = cub::WarpScan<long long>;
  __shared__ WS::TempStorage tmp;
  long long o;
  WS(tmp).ExclusiveSum(x[threadIdx.x], o);
  x[threadIdx.x] = o;
}
// BlockReduce in its default algorithm for a block of 100 threads (a
// short last warp of 4 lanes) and in the raking one for 128.
__global__ void __launch_bounds__(100) block_reduce_100(int *x) {
  using BR = cub::BlockReduce<int, 100>;
  __shared__ BR::TempStorage tmp;
  int s = BR(tmp).Sum(x[threadIdx.x]);
  if (threadIdx.x == 0)
    x[0] = s;
}
__global__ void __launch_bounds__(128) block_reduce_raking(int *x) {
  using BR = cub::BlockReduce<int, 128, cub::BLOCK_REDUCE_RAKING>;
  __shared__ BR::TempStorage tmp;
  int s = BR(tmp).Sum(x[threadIdx.x]);
  if (threadIdx.x == 0)
    x[0] = s;
}
// BlockScan (warp scans) and BlockRadixSort.
__global__ void __launch_bounds__(128) block_scan(int *x) {
  using BS = cub::BlockScan<int, 128, cub::BLOCK_SCAN_WARP_SCANS>;
  __shared__ BS::TempStorage tmp;
  int o;
  BS(tmp).ExclusiveSum(x[threadIdx.x], o);
  x[threadIdx.x] = o;
}
__global__ void __launch_bounds__(128) block_radix_sort(unsigned *x) {
  using S = cub::BlockRadixSort<unsigned, 128, 4>;
  __shared__ S::TempStorage tmp;
  unsigned k[4];
  for (int i = 0; i < 4; i++)
    k[i] = x[threadIdx.x * 4 + i];
  S(tmp).Sort(k);
  for (int i = 0; i < 4; i++)
    x[threadIdx.x * 4 + i] = k[i];
}
// Cooperative groups: a coalesced group under a data-dependent branch
// (its ballot calls a full-mask vote only under activemask() ==
// 0xffffffff; its shfl takes the activemask as the mask).
__global__ void __launch_bounds__(32) coalesced(int *x) {
  int v = x[threadIdx.x];
  if (v > 3) {
    cg::coalesced_group g = cg::coalesced_threads();
    x[threadIdx.x] = g.ballot(1) + g.thread_rank() + g.shfl(v, 0);
  }
}
// Intrinsics: match over the active lanes, a redux, __syncthreads_count
// (its result is the same in every thread: bar.red), and a value a
// `threadIdx.x == 0` branch passes unchanged to its join.
__global__ void __launch_bounds__(64) intrinsics(int *x) {
  unsigned m = __activemask();
  int v = x[threadIdx.x];
  int n = __syncthreads_count(v > 3);
  if (n > 10)
    v += __reduce_add_sync(0xffffffffu, v);
  x[threadIdx.x] = __match_any_sync(m, v) + __ffs(v) + n;
}
