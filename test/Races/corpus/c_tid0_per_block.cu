// RACE-EXPECT: none
// RACE-LAUNCH: grid=8 block=64 args=i32[512]=const:1 i32[8]
// One write per block: every thread reads its input, thread 0 of the block
// writes the block's flag out[blockIdx.x].
__global__ void per_block(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0)
    out[blockIdx.x] = v + blockIdx.x;
}
