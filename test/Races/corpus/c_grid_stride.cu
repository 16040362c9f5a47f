// RACE-EXPECT: none
// RACE-LAUNCH: grid=3 block=32 args=f32[1000]=iota f32[1000] i32:1000
// The grid-stride loop of CUDA C++: i = g, g + blockDim.x*gridDim.x, ...
__global__ void saxpy_stride(const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = 2.0f * x[i] + 1.0f;
}
