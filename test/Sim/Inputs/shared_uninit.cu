// Reads of shared memory no thread wrote (test/Sim/shared-uninit-cuda.test).
// The first four kernels are correct CUB 3 that reads such memory on
// purpose and discards the value, then the nearest legal hand-written
// programs; the others plant a bug where the value read is used.
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_merge_sort.cuh>

// BlockScan<int, 33>: the raking grid's padding cell (Upsweep's unguarded
// CopySegment when BLOCK_THREADS % 32 != 0).
template <cub::BlockScanAlgorithm A> __device__ void scan33(int *x) {
  using BS = cub::BlockScan<int, 33, A>;
  __shared__ typename BS::TempStorage t;
  int v = x[threadIdx.x], e;
  BS(t).InclusiveSum(v, e);
  x[threadIdx.x] = e;
}
__global__ void __launch_bounds__(33) scan33_raking(int *x) { scan33<cub::BLOCK_SCAN_RAKING>(x); }
__global__ void __launch_bounds__(33) scan33_warp(int *x) { scan33<cub::BLOCK_SCAN_WARP_SCANS>(x); }

// BlockScan<int, 100>::ExclusiveScan with an initial value: lane 0 reads
// the warp scan's halo, then selects it away.
__global__ void __launch_bounds__(100) scan100_init(int *x) {
  using BS = cub::BlockScan<int, 100>;
  __shared__ BS::TempStorage t;
  int v = x[threadIdx.x], e, agg;
  BS(t).ExclusiveScan(v, e, -1000, cuda::maximum<>{}, agg);
  x[threadIdx.x] = e * 1000 + agg;
}

// WarpMergeSort on logical warps of 16: the merge's padding key.
__global__ void __launch_bounds__(32) msort16(int *x) {
  using WS = cub::WarpMergeSort<int, 2, 16>;
  __shared__ WS::TempStorage t[2];
  int v[2] = {x[threadIdx.x * 2], x[threadIdx.x * 2 + 1]};
  WS(t[threadIdx.x / 16]).Sort(v, cuda::std::less<>{});
  x[threadIdx.x * 2] = v[0];
  x[threadIdx.x * 2 + 1] = v[1];
}

// The nearest legal programs: the value is read, then selected away by a
// clean condition, or never used.
__global__ void selected_away(int *x, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  // volatile: the read stays a read (clang would otherwise select the
  // address and never load the unwritten word).
  int hi = ((volatile int *)s)[t + 32];
  x[t] = n > 0 ? s[t] : hi * 3;
}
__global__ void never_used(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  volatile int *vs = s;
  int dead = vs[t + 32];
  (void)dead;
  x[t] = s[t] * 2;
}

// Planted: the value read is summed into the result (stored), decides a
// branch, is an address, goes to a vote, is returned through a shuffle,
// or moves through shared memory into the result.
__global__ void summed(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  x[t] = s[t] + s[t + 32];
}
__global__ void branched(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  if (s[t + 32] > 0)
    x[t] = 7;
}
__global__ void addressed(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  x[s[t + 32] & 31] = t;
}
__global__ void voted(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  x[t] = __ballot_sync(~0u, s[t + 32] > 0);
}
__global__ void shuffled(int *x) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  int v = __shfl_xor_sync(~0u, s[t + 32], 1);
  x[t] = v;
}
__global__ void moved(int *x) {
  __shared__ int s[64];
  __shared__ int s2[32];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  s2[t] = s[t + 32];
  __syncthreads();
  x[t] = s2[(t + 1) & 31] + 1;
}

// Lane 31 reads s[32], which no thread writes; `t < n &` decides the result
// where n <= 31 (a defined false absorbs it: clean), not where n is 32
// (planted: the unwritten word decides what lane 31 stores).
__global__ void anded(int *x, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  int v = ((volatile int *)s)[t + 1];
  x[t] = (t < n) & (v > 0);
}
