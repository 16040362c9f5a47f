// REQUIRES: clang-cuda
// RUN: %clang-cuda -w %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir 2>/dev/null
// RUN: warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: not grep -E "error:|warning:" %t.err
// RUN: grep -c 'llvm.func .*ptx_kernelcc @_Z' %t.mlir | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^11$}}
//
// More of the corpus (issue 34): CUB 3's data-movement primitives
// (BlockLoad/BlockStore and WarpLoad/WarpStore by transposition),
// BlockAdjacentDifference, BlockMergeSort, a 64-bit BlockReduce, BlockScan
// with a running-prefix callback over tiles (CUB's documented example),
// and the CUDA Programming Guide's idioms: warp-aggregated atomics
// (__activemask, __ffs, __popc, __shfl_sync), __reduce_add_sync with
// __match_any_sync, __syncthreads_count/and/or, cooperative groups'
// labeled_partition and tiles of 2. All correct: no error and no
// warning. labeled_partition's reduction is a redux.sync whose member mask
// is the lane's own __match_any_sync group over the whole warp: a class of
// a partition of the lanes that execute it (test/Analysis/
// partition-masks.mlir); binary_partition's ballot-built masks
// (cub_more.cu, cub_algorithms.cu) are still C5.
//
// The simulator runs each as compiled against NumPy
// (Inputs/cub_idioms_expected.py), under two schedules.
// RUN: %python %S/Inputs/cub_idioms_expected.py %t
// RUN: sh -c 'for seed in 0 6; do \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z16block_load_storePiS_ --block 64 --arg i32[256]=file:%t.in256.npy --arg i32[256] --expect 1=%t.block_load_store.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z19adjacent_differencePiS_ --block 64 --arg i32[256]=file:%t.in256.npy --arg i32[256] --expect 1=%t.adjacent_difference.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z16block_merge_sortPi --block 64 --arg i32[128]=file:%t.in128.npy --expect 0=%t.block_merge_sort.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z15warp_load_storePiS_ --block 64 --arg i32[256]=file:%t.in256.npy --arg i32[256] --expect 1=%t.warp_load_store.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z18block_reduce_int64PiPx --block 96 --arg i32[96]=file:%t.in96.npy --arg i64[1] --expect 1=%t.block_reduce_int64.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z17scan_running_tilePi --block 64 --arg i32[256]=file:%t.in256.npy --expect 0=%t.scan_running_tile.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z11redux_matchPi --block 64 --arg i32[64]=file:%t.in64.npy --expect 0=%t.redux_match.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z11block_votesPi --block 128 --arg i32[128]=file:%t.in128.npy --expect 0=%t.block_votes.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z17labeled_partitionPi --block 64 --arg i32[64]=file:%t.in64.npy --expect 0=%t.labeled_partition.npy; echo "exit $?"; \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z8cg_tile2Pi --block 64 --arg i32[64]=file:%t.in64.npy --expect 0=%t.cg_tile2.npy; echo "exit $?"; \
// RUN: done 2>&1' | FileCheck %s --check-prefix=SIM
// SIM-NOT: finding
// SIM-COUNT-20: warp-run: 1 result match
// SIM-NOT: finding
// SIM-NOT: exit {{[1-9]}}
//
// Warp-aggregated atomics hand out places in an order the schedule picks:
// the count must be NumPy's and the places a permutation of the positive
// items (checked on the written buffers), under three schedules.
// RUN: sh -c 'for seed in 0 2 5; do \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel _Z15aggregated_pushPKiPiS1_ --grid 2 --block 96 --arg i32[192]=file:%t.in192.npy --arg i32[192] --arg i32[1] --expect 2=%t.agg_count.npy --out 1=%t.agg_out$seed.npy; echo "exit $?"; \
// RUN:   %python %S/Inputs/cub_idioms_expected.py %t check-aggregated %t.agg_out$seed.npy; \
// RUN: done 2>&1' | FileCheck %s --check-prefix=AGG
// AGG-NOT: finding
// AGG-COUNT-3: a permutation of the positive items
// AGG-NOT: exit {{[1-9]}}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>
namespace cg = cooperative_groups;

// BlockLoad and BlockStore by warp transposition (64 threads x 4 items).
__global__ void __launch_bounds__(64) block_load_store(int *in, int *out) {
  using L = cub::BlockLoad<int, 64, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using S = cub::BlockStore<int, 64, 4, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  __shared__ typename L::TempStorage load;
  __shared__ typename S::TempStorage store;
  int v[4];
  L(load).Load(in, v);
  for (int i = 0; i < 4; i++)
    v[i] = 2 * v[i] + i;
  S(store).Store(out, v);
}

// BlockAdjacentDifference: each item minus its left neighbour (the first
// item kept).
__global__ void __launch_bounds__(64) adjacent_difference(int *in, int *out) {
  using D = cub::BlockAdjacentDifference<int, 64>;
  __shared__ typename D::TempStorage tmp;
  int v[4], d[4];
  cub::LoadDirectBlocked(threadIdx.x, in, v);
  D(tmp).SubtractLeft(v, d, cuda::std::minus<>{});
  cub::StoreDirectBlocked(threadIdx.x, out, d);
}

// BlockMergeSort of 64 threads x 2 keys, ascending.
__global__ void __launch_bounds__(64) block_merge_sort(int *x) {
  using M = cub::BlockMergeSort<int, 64, 2>;
  __shared__ typename M::TempStorage tmp;
  int v[2];
  cub::LoadDirectBlocked(threadIdx.x, x, v);
  M(tmp).Sort(v, cuda::std::less<>{});
  cub::StoreDirectBlocked(threadIdx.x, x, v);
}

// WarpLoad and WarpStore by transposition, two warps of 4 items a lane.
__global__ void __launch_bounds__(64) warp_load_store(int *in, int *out) {
  using L = cub::WarpLoad<int, 4, cub::WARP_LOAD_TRANSPOSE>;
  using S = cub::WarpStore<int, 4, cub::WARP_STORE_TRANSPOSE>;
  __shared__ typename L::TempStorage load[2];
  __shared__ typename S::TempStorage store[2];
  int w = threadIdx.x / 32, lane = threadIdx.x % 32, v[4];
  L(load[w]).Load(in + 128 * w, v);
  for (int i = 0; i < 4; i++)
    v[i] += lane;
  S(store[w]).Store(out + 128 * w, v);
}

// A 64-bit BlockReduce (max) in a block of 96.
__global__ void __launch_bounds__(96) block_reduce_int64(int *in,
                                                          long long *out) {
  using R = cub::BlockReduce<long long, 96>;
  __shared__ typename R::TempStorage tmp;
  long long m = R(tmp).Reduce(in[threadIdx.x] * 1000000007LL,
                              cuda::maximum<>{});
  if (threadIdx.x == 0)
    out[0] = m;
}

// BlockScan over 4 tiles of 64 with a running-prefix callback (CUB's
// documented BlockPrefixCallbackOp): an exclusive sum of all 256 items.
struct RunningTotal {
  int total;
  __device__ int operator()(int aggregate) {
    int old = total;
    total += aggregate;
    return old;
  }
};
__global__ void __launch_bounds__(64) scan_running_tile(int *x) {
  using BS = cub::BlockScan<int, 64>;
  __shared__ typename BS::TempStorage tmp;
  RunningTotal prefix{0};
  for (int tile = 0; tile < 256; tile += 64) {
    int v = x[tile + threadIdx.x];
    BS(tmp).ExclusiveSum(v, v, prefix);
    __syncthreads();
    x[tile + threadIdx.x] = v;
  }
}

// Warp-aggregated atomics (the Programming Guide's atomicAggInc): the
// lanes that push together take one atomic, led by the lowest.
__device__ int aggregated_increment(int *counter) {
  unsigned mask = __activemask();
  int leader = __ffs(mask) - 1, lane = threadIdx.x % 32, base = 0;
  if (lane == leader)
    base = atomicAdd(counter, __popc(mask));
  base = __shfl_sync(mask, base, leader);
  return base + __popc(mask & ((1u << lane) - 1));
}
__global__ void aggregated_push(const int *in, int *out, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  if (v > 0)
    out[aggregated_increment(count)] = v;
}

// __reduce_add_sync and __match_any_sync: the warp's sum, plus, at the
// lowest lane of each group of equal v & 7, the group's size.
__global__ void __launch_bounds__(64) redux_match(int *x) {
  int v = x[threadIdx.x], lane = threadIdx.x % 32;
  int s = __reduce_add_sync(0xffffffffu, v);
  unsigned m = __match_any_sync(0xffffffffu, v & 7);
  x[threadIdx.x] = s + (lane == __ffs(m) - 1 ? __popc(m) : 0);
}

// __syncthreads_count/and/or: block-wide votes every thread receives.
__global__ void __launch_bounds__(128) block_votes(int *x) {
  int v = x[threadIdx.x];
  int c = __syncthreads_count(v > 0);
  int a = __syncthreads_and(v > -50);
  int o = __syncthreads_or(v == 7);
  x[threadIdx.x] = c * 4 + a * 2 + o;
}

// labeled_partition: the lanes of a warp grouped by v & 3, each group
// reduced; the group's sum * 100 plus the lane's rank in it.
__global__ void __launch_bounds__(64) labeled_partition(int *x) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int v = x[threadIdx.x];
  auto g = cg::labeled_partition(warp, v & 3);
  x[threadIdx.x] = cg::reduce(g, v, cg::plus<int>()) * 100 + g.thread_rank();
}

// Tiles of 2: the partner's value plus the rank.
__global__ void __launch_bounds__(64) cg_tile2(int *x) {
  auto t = cg::tiled_partition<2>(cg::this_thread_block());
  int v = x[threadIdx.x];
  x[threadIdx.x] = t.shfl_xor(v, 1) * 10 + t.thread_rank() + t.shfl(v, 0);
}
