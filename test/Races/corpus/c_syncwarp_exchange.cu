// RACE-EXPECT: none
// RACE-LAUNCH: grid=1 block=64 args=i32[64]=iota i32[64]
// Lanes exchange pairs through shared memory with __syncwarp between the
// store and the load (bar.warp.sync orders the lanes of its mask).
__global__ void __launch_bounds__(64) exchange(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  __syncwarp();
  out[t] = s[t ^ 1];
}
