// RACE-EXPECT: R2
// RACE-LAUNCH: grid=1 block=64 args=i32[64]=iota i32[64]
// The pair exchange without __syncwarp: lane 0 reads s[1], which lane 1
// writes, with nothing ordering them (lanes of a warp are not ordered by
// running "together": Volta's independent thread scheduling).
__global__ void __launch_bounds__(64) exchange_racy(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  out[t] = s[t ^ 1];
}
