// RACE-EXPECT: R1
// RACE-LAUNCH: grid=3 block=32 args=f32[1000]=iota f32[1000] i32:1000
// A grid-stride loop striding by blockDim.x only: thread t of block 0 and
// thread t of block 1 both write y[32 + t] (block 1 starts there; block 0
// reaches it on its second trip), each adding its block number.
__global__ void stride_block_only(const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
    y[i] = x[i] + blockIdx.x;
}
