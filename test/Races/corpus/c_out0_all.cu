// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[1]
// "Last writer wins": every thread stores its global index to out[0].
__global__ void last_writer(int *out) {
  out[0] = blockIdx.x * blockDim.x + threadIdx.x;
}
