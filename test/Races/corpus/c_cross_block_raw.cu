// RACE-EXPECT: R2
// RACE-LAUNCH: grid=4 block=64 args=i32[256]=iota i32[256]
// RACE-STATIC: R3-ok
// Cross-block read after write of global memory: each block scales its
// slice of a in place, __syncthreads, then reads its right neighbour's
// first element a[(b+1)*64 mod 256] -- written by another block, which
// no barrier orders (block 0 reads a[64], which block 1 writes).
// (The index is a remainder by blockDim.x*gridDim.x: not affine, so a
// static checker may say it cannot decide, R3.)
__global__ void neighbour_block(int *a, int *out) {
  unsigned t = threadIdx.x, b = blockIdx.x, g = b * blockDim.x + t;
  a[g] = 2 * a[g];
  __syncthreads();
  out[g] = a[g] + a[((b + 1) * blockDim.x) % (blockDim.x * gridDim.x)];
}
