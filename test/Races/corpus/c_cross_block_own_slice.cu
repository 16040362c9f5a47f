// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=i32[256]=iota i32[256]
// The nearest legal program to c_cross_block_raw: after the barrier each
// block reads the first element of its own slice.
__global__ void own_block(int *a, int *out) {
  unsigned t = threadIdx.x, b = blockIdx.x, g = b * blockDim.x + t;
  a[g] = 2 * a[g];
  __syncthreads();
  out[g] = a[g] + a[b * blockDim.x];
}
