// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=f32[256]=iota f32[256]=const:2 f32[256] i32:250
// cuda-oxide's vecadd in CUDA C++: index_1d under i < n.
__global__ void vecadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
