// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=64 args=i32[129]=iota i32:128
// Shift left in place, a[i] = a[i+1]: thread i reads a[i+1], which thread
// i+1 writes, with nothing ordering them (within a warp, across warps and,
// at i = 63, across blocks).
__global__ void shift_inplace(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i + 1];
}
