// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=128 args=i32[512]=iota i32[4]
// cuda-oxide's block reduction with one writer, in CUDA C++: a shared tree
// with __syncthreads after the load and after every step; thread 0 writes
// out[blockIdx.x].
__global__ void __launch_bounds__(128) block_reduce(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned h = blockDim.x / 2; h > 0; h /= 2) {
    if (t < h)
      s[t] += s[t + h];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
