// RACE-EXPECT: none
// RACE-LAUNCH: grid=2,2 block=4,4 args=f32[64]=iota f32[64]=iota f32[64] i32:6 i32:6 i32:5
// cuda-oxide's naive GEMM in CUDA C++ with both checks.
__global__ void gemm(const float *A, const float *B, float *C, int M, int N,
                     int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N) {
    float s = 0;
    for (int k = 0; k < K; ++k)
      s += A[row * K + k] * B[k * N + col];
    C[row * N + col] = s;
  }
}
