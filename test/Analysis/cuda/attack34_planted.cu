// REQUIRES: clang-cuda
// RUN: %clang-cuda -w %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir 2>/dev/null
// RUN: not warp-opt --warp-check-convergence --error-limit=0 --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: %python %S/Inputs/attack34_rules.py %t.mlir %t.err | FileCheck %s --match-full-lines
//
// Issue 34's adversarial round (attack34): bugs planted in CUB-,
// cooperative-groups- and intrinsic-using code, each caught as compiled
// (the rule each construction breaks, kernel by kernel: a lane branch
// around a full-warp or logical-warp primitive is C1, a barrier under a
// branch C4, a lane outside its own mask C2, a read outside the mask or of
// a lane that does not exist C3), and at run time under --sim below.
//
// CHECK: _Z10p_scan_oddPi: C1
// CHECK-NEXT: _Z10p_wr8_halfPi: C1
// CHECK-NEXT: _Z13p_br128_in100Pi: C3
// CHECK-NEXT: _Z12p_rsort_halfPj: C4
// CHECK-NEXT: _Z14p_shuffle_dataPi: C4
// CHECK-NEXT: _Z11p_mask_exclPi: C3
// CHECK-NEXT: _Z8p_exitedPi: C3
// CHECK-NEXT: _Z15p_syncwarp_maskPi: C2
// CHECK-NEXT: _Z11p_tile_halfPi: C1
// CHECK-NEXT: _Z11p_coal_fullPi: C1
// CHECK-NEXT: _Z9p_wr_loopPii: C1
// CHECK-NEXT: _Z16p_scan_2d_branchPi: C4
// CHECK-NEXT: _Z14p_wexch_branchPi: C1
// CHECK-NEXT: _Z14p_redux_branchPj: C1
// CHECK-NEXT: _Z11p_ballot_c2Pj: C2
// CHECK-NEXT: _Z11p_wr16_in40Pi: C3
// CHECK-NEXT: _Z13p_tile32_in48Pi: C3
// CHECK-NEXT: _Z13p_hist_branchPhPj: C4
// CHECK-NEXT: _Z15p_shuffle_data2Pi: C4
// CHECK-NEXT: _Z12p_tile_half2Pi: C1
// CHECK-NEXT: _Z15p_redux_branch2Pj: C1
// CHECK-NEXT: _Z17p_scan_2d_branch2Pi: C4
// CHECK-NEXT: _Z9ballot_48Pi: C3
// CHECK-NEXT: _Z17ballot_100_reducePi: C3
// CHECK-NEXT: _Z18ballot_100_guardedPi: C3
// CHECK-NOT: {{.}}
//
// At run time. Not run: P5, P9, P12, P14 and P22, where the lanes or warps
// that skip the primitive exit right after it or meet it at another
// __syncthreads: the ISA defines those runs (a .sync collective waits for
// the non-exited lanes of its mask; exiting threads release a barrier; the
// simulator reads `.aligned` per warp, docs/Sim.md), so the simulator
// rightly runs them clean; P19-P21 keep those lanes alive and are caught.
// RUN: sh -c 'for k in _Z10p_scan_oddPi:32 _Z10p_wr8_halfPi:32 _Z13p_br128_in100Pi:100 _Z11p_mask_exclPi:32 _Z8p_exitedPi:32 _Z11p_coal_fullPi:32 _Z14p_wexch_branchPi:32 _Z11p_wr16_in40Pi:40 _Z13p_tile32_in48Pi:48 _Z9ballot_48Pi:48 _Z17ballot_100_reducePi:100 _Z18ballot_100_guardedPi:100; do \
// RUN:   echo "== ${k%%:*}"; warp-run --sim %t.mlir --kernel ${k%%:*} --block ${k##*:} --arg i32[128]=iota; echo "exit $?"; done 2>&1' | FileCheck %s --check-prefix=SOURCE
// SOURCE-LABEL: == _Z10p_scan_oddPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z10p_wr8_halfPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z13p_br128_in100Pi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z11p_mask_exclPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z8p_exitedPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z11p_coal_fullPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z14p_wexch_branchPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z11p_wr16_in40Pi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z13p_tile32_in48Pi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z9ballot_48Pi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z17ballot_100_reducePi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// SOURCE-LABEL: == _Z18ballot_100_guardedPi
// SOURCE: finding (shuffle-source)
// SOURCE: exit 4
// RUN: sh -c 'for k in _Z10p_scan_oddPi:32 _Z10p_wr8_halfPi:32 _Z13p_br128_in100Pi:100 _Z11p_mask_exclPi:32 _Z8p_exitedPi:32 _Z11p_coal_fullPi:32 _Z14p_wexch_branchPi:32 _Z11p_wr16_in40Pi:40 _Z13p_tile32_in48Pi:48 _Z9ballot_48Pi:48 _Z17ballot_100_reducePi:100 _Z18ballot_100_guardedPi:100; do \
// RUN:   warp-run --sim %t.mlir --kernel ${k%%:*} --block ${k##*:} --arg i32[128]=iota > /dev/null 2>&1; echo "exit $?"; done' | FileCheck %s --check-prefix=EXIT4
// EXIT4-COUNT-12: exit 4
// EXIT4-NOT: exit
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z9p_wr_loopPii --block 32 --arg i32[64]=iota --arg i32:40; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: finding (shuffle-source)
// LOOP: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z15p_syncwarp_maskPi --block 32 --arg i32[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=SYNCWARP
// SYNCWARP: finding (collective-mask)
// SYNCWARP: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z11p_ballot_c2Pj --block 32 --arg u32[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=BALLOT
// BALLOT: finding (collective-mask)
// BALLOT: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z12p_rsort_halfPj --block 128 --arg u32[128]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=FOUND
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z13p_hist_branchPhPj --block 64 --arg u8[64]=iota --arg u32[16]; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=FOUND
// FOUND: finding
// FOUND: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z15p_shuffle_data2Pi --block 64 --arg i32[64]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=DIVERGE
// DIVERGE: finding (barrier-divergence)
// DIVERGE: exit 4
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z12p_tile_half2Pi --block 64 --arg i32[64]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// RUN: sh -c 'warp-run --sim %t.mlir --kernel _Z15p_redux_branch2Pj --block 32 --arg u32[32]=iota; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: finding (deadlock)
// DEADLOCK: exit 4

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cub/warp/warp_exchange.cuh>
namespace cg = cooperative_groups;
// P1 WarpScan full warp under lane branch (lane odd)
__global__ void __launch_bounds__(32) p_scan_odd(int *x) {
  using WS = cub::WarpScan<int>;
  __shared__ WS::TempStorage t;
  int v = x[threadIdx.x];
  if (threadIdx.x & 1) WS(t).InclusiveSum(v, v);
  x[threadIdx.x] = v;
}
// P2 WarpReduce<int,8> under lane<4
__global__ void __launch_bounds__(32) p_wr8_half(int *x) {
  using WR = cub::WarpReduce<int, 8>;
  __shared__ WR::TempStorage t[4];
  int v = x[threadIdx.x];
  if ((threadIdx.x % 8) < 4) v = WR(t[threadIdx.x / 8]).Sum(v);
  x[threadIdx.x] = v;
}
// P3 BlockReduce<int,128> launched with __launch_bounds__(100): last warp short
__global__ void __launch_bounds__(100) p_br128_in100(int *x) {
  using BR = cub::BlockReduce<int, 128>;
  __shared__ BR::TempStorage t;
  int s = BR(t).Sum(x[threadIdx.x]);
  if (threadIdx.x == 0) x[0] = s;
}
// P4 BlockRadixSort under tid < 64 in block 128
__global__ void __launch_bounds__(128) p_rsort_half(unsigned *x) {
  using RS = cub::BlockRadixSort<unsigned, 128, 1>;
  __shared__ RS::TempStorage t;
  unsigned k[1] = {x[threadIdx.x]};
  if (threadIdx.x < 64) RS(t).Sort(k);
  x[threadIdx.x] = k[0];
}
// P5 BlockShuffle under a data-dependent branch
__global__ void __launch_bounds__(64) p_shuffle_data(int *x) {
  using BSh = cub::BlockShuffle<int, 64>;
  __shared__ BSh::TempStorage t;
  int v = x[threadIdx.x], o = 0;
  if (v > 0) BSh(t).Offset(v, o, 1);
  x[threadIdx.x] = o;
}
// P6 shfl with a mask that excludes the source lane
__global__ void __launch_bounds__(32) p_mask_excl(int *x) {
  int v = x[threadIdx.x];
  if (threadIdx.x < 16) v = __shfl_sync(0x0000ffff, v, 20);
  x[threadIdx.x] = v;
}
// P7 read of an exited lane
__global__ void __launch_bounds__(32) p_exited(int *x) {
  int v = x[threadIdx.x];
  if (threadIdx.x >= 16) return;
  v += __shfl_down_sync(0x0000ffff, v, 8);
  v += __shfl_xor_sync(0x0000ffff, v, 16);
  x[threadIdx.x] = v;
}
// P8 __syncwarp with a wrong mask: all lanes run it, mask names half
__global__ void __launch_bounds__(32) p_syncwarp_mask(int *x) {
  __shared__ int s[32];
  s[threadIdx.x] = x[threadIdx.x];
  __syncwarp(0x0000ffff);
  x[threadIdx.x] = s[31 - threadIdx.x];
}
// P9 cg tile16 shfl_down under rank<8
__global__ void __launch_bounds__(64) p_tile_half(int *x) {
  auto t = cg::tiled_partition<16>(cg::this_thread_block());
  int v = x[threadIdx.x];
  if (t.thread_rank() < 8) v = cg::reduce(t, v, cg::plus<int>());
  x[threadIdx.x] = v;
}
// P10 full-warp shuffle inside a coalesced group branch
__global__ void __launch_bounds__(32) p_coal_full(int *x) {
  int v = x[threadIdx.x];
  if (v & 1) {
    auto g = cg::coalesced_threads();
    v += __shfl_xor_sync(0xffffffff, v, 1) + g.size();
  }
  x[threadIdx.x] = v;
}
// P11 WarpReduce in a grid-stride loop with lane-varying trips
__global__ void __launch_bounds__(32) p_wr_loop(int *x, int n) {
  using WR = cub::WarpReduce<int>;
  __shared__ WR::TempStorage t;
  int acc = 0;
  for (int i = threadIdx.x; i < n; i += 32) acc += WR(t).Sum(x[i]);
  x[threadIdx.x] = acc;
}
// P12 BlockScan in 2D block under a y-dependent branch (warp-uniform, barrier)
__global__ void __launch_bounds__(64) p_scan_2d_branch(int *x) {
  using BS = cub::BlockScan<int, 32, cub::BLOCK_SCAN_WARP_SCANS, 2>;
  __shared__ BS::TempStorage t;
  int tid = threadIdx.y * 32 + threadIdx.x, e = 0;
  if (threadIdx.y == 0) BS(t).ExclusiveSum(x[tid], e);
  x[tid] = e;
}
// P13 WarpExchange shuffle algorithm under lane branch
__global__ void __launch_bounds__(32) p_wexch_branch(int *x) {
  using WE = cub::WarpExchange<int, 4, 4, cub::WARP_EXCHANGE_SHUFFLE>;
  __shared__ WE::TempStorage t[8];
  int v[4];
  for (int i = 0; i < 4; i++) v[i] = x[threadIdx.x * 4 + i];
  if (threadIdx.x % 4 != 3) WE(t[threadIdx.x / 4]).BlockedToStriped(v, v);
  for (int i = 0; i < 4; i++) x[threadIdx.x * 4 + i] = v[i];
}
// P14 __reduce_add_sync with a full mask in a lane branch
__global__ void __launch_bounds__(32) p_redux_branch(unsigned *x) {
  unsigned v = x[threadIdx.x];
  if (threadIdx.x < 24) v = __reduce_add_sync(0xffffffff, v);
  x[threadIdx.x] = v;
}
// P15 __ballot_sync with a mask missing the executing lane (C2)
__global__ void __launch_bounds__(32) p_ballot_c2(unsigned *x) {
  unsigned v = x[threadIdx.x];
  v = __ballot_sync(0x7fffffff, v & 1);
  x[threadIdx.x] = v;
}
// P16 WarpReduce<int,16> in a 40-thread block (second warp has 8 lanes)
__global__ void __launch_bounds__(40) p_wr16_in40(int *x) {
  using WR = cub::WarpReduce<int, 16>;
  __shared__ WR::TempStorage t[3];
  int s = WR(t[threadIdx.x / 16]).Sum(x[threadIdx.x]);
  if (threadIdx.x % 16 == 0) x[threadIdx.x] = s;
}
// P17 cg tiled_partition<32> in block 48 with shfl_down 8
__global__ void __launch_bounds__(48) p_tile32_in48(int *x) {
  auto t = cg::tiled_partition<32>(cg::this_thread_block());
  int v = x[threadIdx.x];
  v += t.shfl_down(v, 8);
  x[threadIdx.x] = v;
}
// P18 BlockHistogram under a warp-uniform branch
__global__ void __launch_bounds__(64) p_hist_branch(unsigned char *in, unsigned *bins) {
  using H = cub::BlockHistogram<unsigned char, 64, 1, 16>;
  __shared__ H::TempStorage t;
  __shared__ unsigned sm[16];
  unsigned char v[1] = {in[threadIdx.x]};
  if (threadIdx.x < 32) H(t).Histogram(v, sm);
  __syncthreads();
  if (threadIdx.x < 16) bins[threadIdx.x] = sm[threadIdx.x];
}
// P19-P22: P5, P9, P14 and P12 with the lanes that skip the primitive
// kept alive after it (a barrier or __syncwarp), so that at run time they
// never arrive.
__global__ void __launch_bounds__(64) p_shuffle_data2(int *x) {
  using BSh = cub::BlockShuffle<int, 64>;
  __shared__ BSh::TempStorage t;
  int v = x[threadIdx.x], o = 0;
  if (v > 0) BSh(t).Offset(v, o, 1);
  __syncthreads();
  x[threadIdx.x] = o;
}
__global__ void __launch_bounds__(64) p_tile_half2(int *x) {
  auto t = cg::tiled_partition<16>(cg::this_thread_block());
  int v = x[threadIdx.x];
  if (t.thread_rank() < 8) v = cg::reduce(t, v, cg::plus<int>());
  t.sync();
  x[threadIdx.x] = v;
}
__global__ void __launch_bounds__(32) p_redux_branch2(unsigned *x) {
  unsigned v = x[threadIdx.x];
  if (threadIdx.x < 24) v = __reduce_add_sync(0xffffffff, v);
  __syncwarp();
  x[threadIdx.x] = v;
}
__global__ void __launch_bounds__(64) p_scan_2d_branch2(int *x) {
  using BS = cub::BlockScan<int, 32, cub::BLOCK_SCAN_WARP_SCANS, 2>;
  __shared__ BS::TempStorage t;
  int tid = threadIdx.y * 32 + threadIdx.x, e = 0;
  if (threadIdx.y == 0) BS(t).ExclusiveSum(x[tid], e);
  __syncthreads();
  x[tid] = e;
}

// P23: a mask that is the ballot of every executing lane, in a 48-thread
// block: in the short warp it names lanes 0-15, and xor 16 reads lanes
// 16-31, which do not exist (C3; attack34_corpus.cu's ballot_48_ok, xor 8,
// is the nearest legal program). The checker took the ballot's lanes as
// the whole warp here and passed it.
__global__ void __launch_bounds__(48) ballot_48(int *x) {
  int v = x[threadIdx.x];
  unsigned mask = __ballot_sync(0xffffffff, 1);
  v += __shfl_xor_sync(mask, v, 16);
  x[threadIdx.x] = v;
}
// P24: the same in a 100-thread block, a shuffle-down reduction (warp 3
// has 4 lanes and reads lanes 4-19).
__global__ void __launch_bounds__(100) ballot_100_reduce(int *x) {
  int v = x[threadIdx.x];
  unsigned mask = __ballot_sync(0xffffffff, 1);
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(mask, v, o);
  x[threadIdx.x] = v;
}
// P25: as P24 with the undefined values selected away: the reads of lanes
// that do not exist are still reads the ISA leaves undefined (C3, and
// shuffle-source at run time), as for a constant full mask.
__global__ void __launch_bounds__(100) ballot_100_guarded(int *x) {
  int v = x[threadIdx.x];
  unsigned mask = __ballot_sync(0xffffffff, 1);
  for (int o = 16; o > 0; o >>= 1) {
    int y = __shfl_down_sync(mask, v, o);
    if ((threadIdx.x % 32) + o < 32 && threadIdx.x + o < 100)
      v += y;
  }
  x[threadIdx.x] = v;
}
