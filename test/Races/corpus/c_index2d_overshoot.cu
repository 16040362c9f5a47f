// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2,2 block=8,8 args=i32[256] i32:16 i32:12
// cuda-oxide's book bug in CUDA C++: the grid covers 16 columns, a row holds
// 12, and only the row is checked: (row, col=12) and (row+1, col=0) both
// write element row*12 + 12 (e.g. block (1,0) thread (4,0) and block (0,0)
// thread (0,1) on element 12), with values 12 and 16 (row*16 + col).
__global__ void index2d_overshoot(int *out, int rows, int cols) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows)
    out[row * cols + col] = row * 16 + col;
}
