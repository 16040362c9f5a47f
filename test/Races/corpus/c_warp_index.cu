// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=128 args=i32[8]
// cuda-oxide's warp_index: lane 0 of each warp writes the warp's element.
__global__ void warp_index(int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if ((threadIdx.x & 31) == 0)
    out[g / 32] = g / 32;
}
