// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=64 args=i32[129]=iota i32[128] i32:128
// The shift out of place, out[i] = in[i+1]: reads and writes in different
// buffers, one writer per element.
__global__ void shift(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i + 1];
}
