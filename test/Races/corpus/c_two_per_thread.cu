// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[128]
// Two writes per thread at 2i and 2i+1 (as a complex or pair store).
__global__ void pairs(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[2 * i] = i;
  out[2 * i + 1] = -i;
}
