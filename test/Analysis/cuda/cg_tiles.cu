// REQUIRES: clang-cuda
// RUN: %clang-cuda -gline-tables-only %s -o %t.ll
// RUN: %mlir-translate --import-llvm --mlir-print-debuginfo %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t.err
//
// Cooperative groups, as CUDA's own header implements them: a tile's
// shuffles take the mask of the caller's tile, `0xffff << (laneid & ~15)`,
// with %laneid read by inline assembly. Each lane's mask is a function of
// the lane, so the checker decides them lane by lane instead of giving up
// (C5); thread_rank() of a tile is the linear thread index's low bits.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Correct: every lane of each 16-lane tile reduces with its tile.
__global__ void tile_reduce(float *x) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  float v = x[block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2)
    v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0)
    x[block.thread_rank()] = v;
}

// Bug: half of each tile shuffles with the whole tile's mask.
__global__ void half_tile_shuffles(float *x) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  float v = x[block.thread_rank()];
  // CHECK: error: C1: at lane 0, shfl.sync down names lanes 8-15 in its member mask low(16) (0x0000ffff), but only lanes 0-7, 16-23 execute it
  // CHECK: cg_tiles.cu:[[@LINE+3]]:{{[0-9]+}}: note: called from
  // CHECK: cg_tiles.cu:[[@LINE+1]]:{{[0-9]+}}: note: the threads diverge here; in a warp, only lanes 0-7, 16-23 take this path
  if (tile.thread_rank() < 8)
    v += tile.shfl_down(v, 4);
  x[block.thread_rank()] = v;
}
