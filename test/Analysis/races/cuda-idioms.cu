// REQUIRES: clang-cuda
// RUN: %clang-cuda %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir
// RUN: not warp-opt --warp-check-races --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: FileCheck %s < %t.err
//
// The kernel shapes of issue 31 in CUDA C++, as clang -O2 lowers them
// (loops become branches with block arguments, the reduction is unrolled).
// The safe kernels must get no diagnostic at all; each racy one an error at
// its store. Verdicts worked out by hand.
// CHECK-NOT: {{R[123]:}}

__global__ void vecadd(float *out, const float *a, const float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] + b[i];
}

__global__ void index2d(float *out, int rows, int cols) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows && col < cols)
    out[row * cols + col] = 1.0f;
}

__global__ void gridstride(float *out, const float *in, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = 2.0f * in[i];
}

__global__ void perwarp(int *out) {
  unsigned lane = threadIdx.x % 32;
  if (lane == 0)
    out[threadIdx.x / 32] = 1;
}

__global__ void perblock(int *out) {
  if (threadIdx.x == 0)
    out[blockIdx.x] = 1;
}

__global__ void twoeach(int *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  out[2 * t] = 1;
  out[2 * t + 1] = 2;
}

__global__ void gemm(const float *A, const float *B, float *C, int M, int N,
                     int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N) {
    float acc = 0;
    for (int k = 0; k < K; ++k)
      acc += A[row * K + k] * B[k * N + col];
    C[row * N + col] = acc;
  }
}

__global__ void reduce(float *out, const float *in) {
  __shared__ float sh[256];
  unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      sh[t] += sh[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = sh[0];
}

// Racy kernels. The 2-D index without the column check: with cols = 1,
// threads (row 0, col 1) and (row 1, col 0) both write element 1.
// CHECK: error: R1: two threads write one element; threads
__global__ void index2d_overshoot(float *out, int rows, int cols) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows)
    out[row * cols + col] = 1.0f;
}

// Every thread of a block writes out[blockIdx.x].
// CHECK: error: R1: two threads write one element; threads (b=([[B:[0-9]+]],0,0), t=({{[0-9]+}},0,0)) and (b=([[B]],0,0), t=({{[0-9]+}},0,0)) both write element [[B]] of argument 0
__global__ void perblock_noguard(int *out) { out[blockIdx.x] = 1; }

// Every thread writes out[0].
// CHECK: error: R1: two threads write one element; threads {{.*}} both write element 0 of argument 0
__global__ void all_zero(int *out) { out[0] = threadIdx.x; }

// The reduction's first step without the barrier after the load: thread t
// reads sh[t + 128], which thread t + 128 is still writing.
// CHECK: error: R2: a thread reads an element another thread writes with no barrier between
// CHECK-NOT: {{R[123]:}}
__global__ void reduce_missing_barrier(float *out, const float *in) {
  __shared__ float sh[256];
  unsigned t = threadIdx.x;
  sh[t] = in[blockIdx.x * 256 + t];
  if (t < 128)
    sh[t] += sh[t + 128];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = sh[0];
}
