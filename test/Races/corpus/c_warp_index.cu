// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=128 args=i32[8]
// cuda-oxide's warp_index: lane 0 of each warp writes the warp's element.
// The lane is threadIdx.x & 31 and the warp (blockIdx.x*blockDim.x +
// threadIdx.x) / 32: one writer per warp only when blockDim.x is a multiple
// of 32 (with blockDim.x = 1 every thread is a lane 0 and threads of blocks
// 0 and 1 both write out[0]), so the kernel declares its block size.
__global__ void __launch_bounds__(128) warp_index(int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if ((threadIdx.x & 31) == 0)
    out[g / 32] = g / 32;
}
