// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2,2 block=4,4 args=f32[64]=iota f32[64]=iota f32[64] i32:6 i32:6 i32:5
// The naive GEMM without the column check (m_gemm_overshoot.mlir in CUDA
// C++): thread (row 0, col 6) and thread (row 1, col 0) both write C[6]
// (sums 240 and 480 with A = B = iota, K = 5).
__global__ void gemm_overshoot(const float *A, const float *B, float *C,
                               int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M) {
    float s = 0;
    for (int k = 0; k < K; ++k)
      s += A[row * K + k] * B[k * N + col];
    C[row * N + col] = s;
  }
}
