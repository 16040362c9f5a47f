// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=i32[256]=iota i32[16] i32:256
// A histogram by atomicAdd: every thread adds 1 to bin in[i] % 16; atomics
// are exempt from the race rules (morally strong).
__global__ void histogram(const int *in, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[in[i] % 16], 1);
}
