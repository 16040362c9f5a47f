// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=64 args=i32[128]=iota i32[4]
// A warp sum by shuffles, lane 0 writing the warp's result: one writer per
// warp's element (the other lanes only shuffle).
// Safe only when blockDim.x is a multiple of 32 (the lane is threadIdx.x %
// 32, the warp a global number): the kernel declares its block size.
__global__ void __launch_bounds__(64) warp_sum(const int *in, int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0)
    out[g / 32] = v;
}
