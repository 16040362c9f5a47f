// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=i32[256]
// A barrier under a branch that is uniform in the block (blockIdx.x even):
// every thread of such a block takes part, so its writes of s before it
// are ordered with the reads after it; odd blocks touch no shared memory.
__global__ void __launch_bounds__(64) uniform_barrier(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  if (blockIdx.x % 2 == 0) {
    s[t] = t * 3;
    __syncthreads();
    out[g] = s[63 - t];
  } else {
    out[g] = -1;
  }
}
