// RACE-EXPECT: R2
// RACE-LAUNCH: grid=1 block=64 args=i32[64]
// A barrier in divergent code: warp 0 fills s[0..31], then only warp 0
// reaches the __syncthreads (inside threadIdx.x < 32); warp 1 reads s[t-32]
// without taking part in any barrier, so its reads are unordered with warp
// 0's writes (thread 32 reads s[0] that thread 0 wrote). A barrier orders
// only the threads that take part in it. (CUDA also calls a
// __syncthreads that not every thread reaches undefined; the simulator
// counts threads that exited as arrived, docs/Sim.md, and the race is real
// whatever the barrier does: warp 1 never waits for warp 0.)
__global__ void __launch_bounds__(64) divergent_barrier(int *out) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  if (t < 32) {
    s[t] = t * 3;
    __syncthreads();
    out[t] = s[31 - t];
  } else {
    out[t] = s[t - 32];
  }
}
