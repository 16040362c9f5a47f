// REQUIRES: clang-cuda
// RUN: %clang-cuda -w -gline-tables-only %s -o %t.ll
// RUN: %mlir-translate --import-llvm --mlir-print-debuginfo %t.ll -o %t.mlir 2>/dev/null
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t.err
//
// Bugs planted in the algorithms of cub_algorithms.cu, caught as compiled.
// Each kernel is its correct twin there with one change; the expected
// lanes follow from the PTX ISA's rule for shfl.sync (every lane of the
// member mask must execute it; a lane reads lane `lane + delta` of its
// logical warp) and CUDA's for __syncthreads (every thread of the block).
//
// And each is caught at run time (exit 4) under the simulator, as
// compiled: the half block's scan reads warp aggregates that warps 2 and 3
// never wrote (shared-uninit; the barrier itself completes, as bar.sync
// does once the other warps exit); the partial WarpScan's lanes 0-19 wait
// at the full-mask shuffle while lanes 20-31 wait at __syncwarp (deadlock);
// the short logical warp reads lane 24, which does not exist
// (shuffle-source); the half tile's redux waits for lanes 8-15 and 24-31,
// which wait at the tile's sync (deadlock).
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z15half_block_scanPi --block 128 --arg i32[128]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RUN-SCAN
// RUN-SCAN: warp-run: finding (shared-uninit): {{.*}} warp 1 lane {{[0-9]+}}: reads 4 bytes at shared memory offset {{8|12}} that no thread of the block has written
// RUN-SCAN: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z17partial_warp_scanPi --block 32 --arg i32[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RUN-WSCAN
// RUN-WSCAN: warp-run: finding (deadlock): {{.*}} warp 0 lanes 0-19 wait at inline asm '{{.*}}shfl.sync.up.b32{{.*}}' {{.*}}(member mask 0xffffffff) for lanes 20-31
// RUN-WSCAN: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z18short_logical_warpPi --block 24 --arg i32[24]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RUN-SHORT
// RUN-SHORT: warp-run: finding (shuffle-source): {{.*}} lane 2{{[023]}} reads lane 24, which has exited (or does not exist)
// RUN-SHORT: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z16half_tile_reducePi --block 32 --arg i32[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RUN-TILE
// RUN-TILE: warp-run: finding (deadlock): {{.*}} warp 0 lanes 0-7 wait at nvvm.redux.sync add {{.*}}(member mask 0x0000ffff) for lanes 8-15
// RUN-TILE: exit 4

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
namespace cg = cooperative_groups;

// BlockScan (warp scans) taken by the first two of four warps: its
// __syncthreads waits for warps 2 and 3, which never come (the scan's one
// barrier, reported once).
__global__ void __launch_bounds__(128) half_block_scan(int *x) {
  using BS = cub::BlockScan<int, 128, cub::BLOCK_SCAN_WARP_SCANS>;
  __shared__ BS::TempStorage tmp;
  int v = x[threadIdx.x], total = 0;
  // CHECK: error: C4: block barrier under control flow that not every thread of the block takes; the threads that branch around it never arrive
  // CHECK: cub_algorithm_bugs.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; the condition differs between the warps of a block
  if (threadIdx.x < 64)
    BS(tmp).ExclusiveSum(v, v, total);
  x[threadIdx.x] = v + total;
}

// A full-warp WarpScan (five shfl.sync up steps, mask 0xffffffff) where
// only lanes 0-19 take the branch: lanes 20-31 of its mask never arrive.
__global__ void __launch_bounds__(32) partial_warp_scan(int *x) {
  using WS = cub::WarpScan<int>;
  __shared__ WS::TempStorage tmp;
  int v = x[threadIdx.x];
  // CHECK-COUNT-5: error: C1: shfl.sync up names lanes 20-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-19 do)
  // CHECK: cub_algorithm_bugs.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; in a warp, only lanes 0-19 take this path
  if (threadIdx.x < 20)
    WS(tmp).InclusiveSum(v, v);
  __syncwarp();
  x[threadIdx.x] = v;
}

// A 16-lane logical WarpReduce in a block of 24 threads: the second
// logical warp has lanes 16-23 only, and its four shuffle steps (offsets
// 1, 2, 4, 8) read lanes up to 23 + 8 = 31 of a warp that ends at 23. The
// first lane to read a missing one, step by step: lane 23 (23 + 1), 22
// (22 + 2), 20 (20 + 4), 16 (16 + 8), each reading lane 24.
// CHECK: error: C3: in warp 0 (24 lanes: the block's last warp is short), shfl.sync down reads lane 24, which does not exist (lane 23 reads it); its value is undefined
// CHECK: error: C3: in warp 0 (24 lanes: the block's last warp is short), shfl.sync down reads lane 24, which does not exist (lane 22 reads it); its value is undefined
// CHECK: error: C3: in warp 0 (24 lanes: the block's last warp is short), shfl.sync down reads lane 24, which does not exist (lane 20 reads it); its value is undefined
// CHECK: error: C3: in warp 0 (24 lanes: the block's last warp is short), shfl.sync down reads lane 24, which does not exist (lane 16 reads it); its value is undefined
__global__ void __launch_bounds__(24) short_logical_warp(int *x) {
  using WR = cub::WarpReduce<int, 16>;
  __shared__ WR::TempStorage tmp[2];
  x[threadIdx.x] = WR(tmp[threadIdx.x / 16]).Sum(x[threadIdx.x]);
}

// A tile of 16 whose reduction only half of each tile runs: on sm_90
// cg::reduce of ints is one redux.sync whose mask is the tile's 16 lanes
// (0xffff in the first tile), and lanes 8-15 of it (24-31 of the second)
// do not run it.
__global__ void __launch_bounds__(32) half_tile_reduce(int *x) {
  auto t = cg::tiled_partition<16>(cg::this_thread_block());
  int v = x[threadIdx.x];
  // CHECK: error: C1: in warp 0, redux.sync names lanes 8-15 in its member mask low(16) (0x0000ffff), but only lanes 0-7, 16-23 execute it
  // thread_rank() reads tid.y/z and ntid: under __launch_bounds__(32) the
  // block may be any shape of 32 (docs/Convergence.md, Block sizes), so the
  // branch is decided thread by thread in each; its lanes are the same in
  // every shape (the rank in a tile of 16 is the lane's low four bits).
  // CHECK: cub_algorithm_bugs.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; in a warp, only lanes 0-7, 16-23 take this path
  if (t.thread_rank() < 8)
    v = cg::reduce(t, v, cg::plus<int>());
  t.sync();
  x[threadIdx.x] = v;
}
