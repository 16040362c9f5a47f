// RACE-EXPECT: R2
// RACE-LAUNCH: grid=4 block=128 args=i32[512]=iota i32[4]
// The block reduction with the loop's __syncthreads dropped: at h = 32
// thread 0 reads s[32], which thread 32 wrote at h = 64 (s[32] += s[96])
// with no barrier between them.
__global__ void __launch_bounds__(128) block_reduce_nobarrier(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned h = blockDim.x / 2; h > 0; h /= 2) {
    if (t < h)
      s[t] += s[t + h];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
