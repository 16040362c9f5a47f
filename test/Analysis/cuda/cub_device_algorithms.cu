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
// No error. The only warnings are the 12 bar.warp.syncs of the segmented
// sort's small- and medium-segment kernels, each with its reason: the mask
// is a logical warp's (0xffff << (laneid & -16)), known at each lane, but
// the loop over the segments it runs in is decided by offsets loaded from
// memory, which the checker does not follow.
// RUN: grep -c "warning: C5" %t.err | FileCheck %s --check-prefix=TWELVE
// TWELVE: {{^12$}}
// RUN: grep "warning:" %t.err | not grep -v "warning: C5: the member mask of bar.warp.sync is known at each lane, but which lanes execute it depends on values the checker cannot follow"
// CHECKER: warning: C5: the member mask of bar.warp.sync is known at each lane
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
