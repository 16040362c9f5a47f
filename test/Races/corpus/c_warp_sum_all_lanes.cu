// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=64 args=i32[128]=iota i32[4]
// The warp sum with the lane-0 guard dropped: every lane writes out[warp]
// its partial sum after __shfl_down_sync (lane 0 holds the warp's total,
// lane 31 only its own element: 0+...+31 = 496 against 31 for warp 0).
__global__ void warp_sum_all(const int *in, int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  out[g / 32] = v;
}
