// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=64 args=i32[128]=iota i32[2]
// The block reduction, correct up to its last line, where every thread
// writes out[blockIdx.x] what it sees in s[t] (the one-writer guard
// forgotten): thread 0 the block's sum (2016 for block 0 with iota input),
// thread 1 a partial sum (s[1] + s[33] + s[17] + ... = 1+33+17+49+...,
// not the total).
__global__ void __launch_bounds__(64) block_reduce_all(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned h = blockDim.x / 2; h > 0; h /= 2) {
    if (t < h)
      s[t] += s[t + h];
    __syncthreads();
  }
  out[blockIdx.x] = s[t];
}
