// RACE-EXPECT: none
// RACE-LAUNCH: grid=2,2 block=8,8 args=i32[256] i32:12 i32:12
// cuda-oxide's index_2d with the column check (col < cols and row < rows):
// row*cols + col is injective on the guarded square.
__global__ void index2d(int *out, int rows, int cols) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows && col < cols)
    out[row * cols + col] = row * cols + col;
}
