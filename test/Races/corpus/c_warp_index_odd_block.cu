// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=48 args=i32[4]
// The warp index mixing two numberings: the lane from threadIdx.x, the warp
// from the launch-wide index, with a block of 48 threads (not whole warps).
// Block 0's thread 32 (g = 32) and block 1's thread 0 (g = 48) are both
// "lane 0" and both write out[1] (32/32 = 48/32 = 1), with their g: 32 and
// 48.
__global__ void warp_index_odd(int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if ((threadIdx.x & 31) == 0)
    out[g / 32] = g;
}
