// REQUIRES: clang-cuda
// RUN: %clang-cuda -w %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir 2>/dev/null
// RUN: warp-opt --warp-check-convergence --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s --check-prefix=CHECKER --implicit-check-not=error: < %t.err
//
// Device-wide CUB 3 (CUDA 13's headers) in the algorithms that
// bench/complexity/cub_device.cu (Reduce, Scan, RadixSort,
// RunLengthEncode) leaves out: DeviceHistogram, DeviceSelect (and the
// three-way partition its headers instantiate), DeviceSegmentedReduce and
// DeviceSegmentedSort, compiled by clang-22 as the project's other CUDA
// tests are (11 kernels, about 33k lines of MLIR; about 23 s to compile,
// 2 s to check). The host functions only instantiate the kernels.
// RUN: grep -c 'llvm.func .*ptx_kernelcc @_ZN3cub' %t.mlir | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^11$}}
//
// No error. The only warnings are 10 bar.warp.syncs of the segmented
// sort's small- and medium-segment kernels, each with its reason: the mask
// is a logical warp's (0xffff << (laneid & -16)), known at each lane, but
// the loop over the segments it runs in is decided by offsets loaded from
// memory, which the checker does not follow. (There were 12: the two in
// the merge passes' loop, whose counter doubles each pass, are decided
// since issue 27 round 58 h5: a loop entered straight from a branch keeps
// that branch's lanes, and its counter is not chosen by branches it does
// not join.)
// RUN: grep -c "warning: C5" %t.err | FileCheck %s --check-prefix=TWELVE
// TWELVE: {{^10$}}
// RUN: grep "warning:" %t.err | not grep -v "warning: C5: the member mask of bar.warp.sync is known at each lane, but which lanes execute it depends on values the checker cannot follow"
// CHECKER: warning: C5: the member mask of bar.warp.sync is known at each lane
//
// The race checker finds no error in these kernels either (R3 warnings
// where it cannot decide).
// RUN: warp-opt --warp-check-races --error-limit=0 --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.races
// RUN: not grep "error:" %t.races
//
// The simulator runs, as compiled, against NumPy:
// * DeviceSelect::If (odd items): DeviceCompactInitKernel, then
//   DeviceSelectSweepKernel on 3 tiles of 384 x 17 items (sm90_tuning)
//   passing counts by decoupled look-back. Its ScanTileState, the
//   predicate, the streaming context {first, last, total, previous,
//   selected in, selected out} and vsmem go by value (struct{...}); the
//   tile descriptors are a --buffer.
// RUN: %python -c "import numpy as np; n = 14056; x = ((np.arange(n) * 2654435761) %% 1000 - 500).astype(np.int32); s = x[(x & 1) == 1]; o = np.zeros(n, np.int32); o[:len(s)] = s; np.save('%t.sel_in.npy', x); np.save('%t.sel_out.npy', o); np.save('%t.sel_n.npy', np.array([len(s)], np.int32)); d = np.zeros((35, 2), np.uint32); d[32:, 0] = 99; np.save('%t.sel_desc.npy', d.reshape(-1))"
// RUN: sh -c 'C=$(grep -o "@_ZN3cub[^( ]*DeviceCompactInitKernel[^( ]*" %t.mlir | head -1 | tr -d @); \
// RUN:   S=$(grep -o "@_ZN3cub[^( ]*DeviceSelectSweepKernel[^( ]*" %t.mlir | head -1 | tr -d @); \
// RUN:   warp-run --sim %t.mlir --kernel "$C" --block 128 --arg "struct{&3}" --arg i32:3 --arg i32[1]=const:7 --buffer u32[70] --expect 3=%t.sel_desc.npy; echo "exit $?"; \
// RUN:   for seed in 0 4; do \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel "$S" --grid 3 --block 384 --arg i32[14056]=file:%t.sel_in.npy --arg i8[1] --arg i32[14056] --arg i32[1] --arg "struct{&11}" --arg "struct{u8:0}" --arg "struct{u8:0}" --arg i32:14056 --arg i32:3 --arg "struct{u8:1,u8:1,i64:14056,i64:0,&12,&3}" --arg "struct{u64:0}" --buffer u32[70]=file:%t.sel_desc.npy --buffer i32[1] --expect 2=%t.sel_out.npy --expect 3=%t.sel_n.npy; echo "exit $?"; \
// RUN:   done 2>&1' | FileCheck %s --check-prefix=SELECT
// SELECT-NOT: finding
// SELECT: warp-run: 1 result match
// SELECT-NEXT: exit 0
// SELECT-COUNT-2: warp-run: 2 results match
// SELECT-NOT: finding
// SELECT-NOT: exit {{[1-9]}}
//
// * DeviceSegmentedReduce::Sum, one block of 256 per segment, with empty
//   segments (first, middle) and init 5 (the reduction of an empty
//   segment is the initial value).
// RUN: %python -c "import numpy as np; x = ((np.arange(5000) * 40503) %% 2001 - 1000).astype(np.int32); b = np.array([0, 0, 7, 300, 4100, 4100, 4999], np.int32); e = np.array([0, 7, 300, 4100, 4100, 4999, 5000], np.int32); np.save('%t.sr_in.npy', x); np.save('%t.sr_b.npy', b); np.save('%t.sr_e.npy', e); np.save('%t.sr_out.npy', np.array([x[i:j].sum() + 5 for i, j in zip(b, e)], np.int32))"
// RUN: sh -c 'G=$(grep -o "@_ZN3cub[^( ]*DeviceSegmentedReduceKernel[^( ]*" %t.mlir | head -1 | tr -d @); \
// RUN:   warp-run --sim %t.mlir --kernel "$G" --grid 7 --block 256 --arg i32[5000]=file:%t.sr_in.npy --arg i32[7] --arg i32[7]=file:%t.sr_b.npy --arg i32[7]=file:%t.sr_e.npy --arg "struct{u8:0}" --arg i32:5 --expect 1=%t.sr_out.npy; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=SEGREDUCE
// SEGREDUCE-NOT: finding
// SEGREDUCE: warp-run: 1 result match
// SEGREDUCE-NEXT: exit 0
//
// * DeviceHistogram::HistogramEven on bytes as CUB's dispatch launches it:
//   DeviceHistogramInitKernel zeroes the output bins and the tile queue's
//   drain counter (GridQueue::ResetDrain: d_counters[1] = 0), then
//   DeviceHistogramSweepKernel (sm90_tuning: 768 threads x 12 bytes a
//   tile, privatized in shared memory over all 256 byte values, CUB's
//   one-byte ThreadLoad `{ .reg .u8 datum; ld.global.nc.u8 datum, [$1];
//   cvt.u16.u8 $0, datum; }`) on 2 blocks for 3 tiles of 20000 bytes (the
//   last partial; block 0 takes tiles 0 and 2), adding each privatized bin
//   into the output bin the ScaleTransform {max, min, {bins, range}} gives
//   it with atomicAdd. Two level sets: 17 levels over [0, 256) (16 bins of
//   16 values) and 11 levels over [10, 210) (10 bins of 20; bytes outside
//   dropped). The oracle is NumPy's bincount of (x - lo) * bins // range
//   over the bytes with lo <= x < hi (CUB's half-open range).
// RUN: %python -c "import numpy as np; n = 20000; x = ((np.arange(n) * 2654435761 + 7) %% 251).astype(np.uint8); np.save('%t.h_in.npy', x); np.save('%t.h_zero.npy', np.zeros(16, np.int32)); np.save('%t.h_queue.npy', np.array([5, 0], np.int32)); v = x.astype(np.int64); k = lambda lo, hi, b: np.bincount((v[(v >= lo) & (v < hi)] - lo) * b // (hi - lo), minlength=b).astype(np.int32); np.save('%t.h_16.npy', k(0, 256, 16)); np.save('%t.h_10.npy', k(10, 210, 10))"
// RUN: sh -c 'I=$(grep -o "@_ZN3cub[^( ]*DeviceHistogramInitKernel[^( ]*" %t.mlir | head -1 | tr -d @); \
// RUN:   S=$(grep -o "@_ZN3cub[^( ]*DeviceHistogramSweepKernel[^( ]*" %t.mlir | head -1 | tr -d @); \
// RUN:   warp-run --sim %t.mlir --kernel "$I" --block 256 --arg "struct{i32:16}" --arg "struct{&3}" --arg "struct{&4}" --buffer i32[16]=const:7 --buffer i32[2]=const:5 --expect 3=%t.h_zero.npy --expect 4=%t.h_queue.npy; echo "exit $?"; \
// RUN:   for seed in 0 2; do \
// RUN:   warp-run --sim --sim-seed $seed %t.mlir --kernel "$S" --grid 2 --block 768 --arg u8[20000]=file:%t.h_in.npy --arg "struct{i32:16}" --arg "struct{i32:256}" --arg "struct{&12}" --arg "struct{&13}" --arg "struct{i32:256,i32:0,i32:16,i32:256}" --arg "struct{u8:0}" --arg i32:20000 --arg i32:1 --arg i32:20000 --arg i32:3 --arg "struct{&14}" --buffer i32[16] --buffer i32[512] --buffer i32[2] --expect 12=%t.h_16.npy; echo "exit $?"; \
// RUN:   done; \
// RUN:   warp-run --sim %t.mlir --kernel "$S" --grid 2 --block 768 --arg u8[20000]=file:%t.h_in.npy --arg "struct{i32:10}" --arg "struct{i32:256}" --arg "struct{&12}" --arg "struct{&13}" --arg "struct{i32:210,i32:10,i32:10,i32:200}" --arg "struct{u8:0}" --arg i32:20000 --arg i32:1 --arg i32:20000 --arg i32:3 --arg "struct{&14}" --buffer i32[10] --buffer i32[512] --buffer i32[2] --expect 12=%t.h_10.npy; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=HISTOGRAM
// HISTOGRAM-NOT: finding
// HISTOGRAM: warp-run: 2 results match
// HISTOGRAM-NEXT: exit 0
// HISTOGRAM-COUNT-3: warp-run: 1 result match
// HISTOGRAM-NOT: finding
// HISTOGRAM-NOT: exit {{[1-9]}}

#include <cub/device/device_histogram.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cub/device/device_segmented_sort.cuh>
#include <cub/device/device_select.cuh>

struct Odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

void histogram(const unsigned char *in, int *bins, int n, void *tmp,
               size_t bytes) {
  cub::DeviceHistogram::HistogramEven(tmp, bytes, in, bins, 17, 0, 256, n);
}
void select_if(const int *in, int *out, int *n_out, int n, void *tmp,
               size_t bytes) {
  cub::DeviceSelect::If(tmp, bytes, in, out, n_out, n, Odd{});
}
void segmented_sum(const int *in, int *out, int segments, const int *begin,
                   const int *end, void *tmp, size_t bytes) {
  cub::DeviceSegmentedReduce::Sum(tmp, bytes, in, out, segments, begin, end);
}
void segmented_sort(const int *in, int *out, int n, int segments,
                    const int *begin, const int *end, void *tmp,
                    size_t bytes) {
  cub::DeviceSegmentedSort::SortKeys(tmp, bytes, in, out, n, segments, begin,
                                     end);
}
