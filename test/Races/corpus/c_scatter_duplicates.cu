// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[64]=const:5 f32[64]=iota f32[64] i32:64
// RACE-STATIC: R3-ok
// The scatter with a "permutation" that repeats an index (all 5): every
// thread writes out[5], each its own x[i] (0, 1, ...).
__global__ void scatter_dup(const int *perm, const float *x, float *out,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[perm[i]] = x[i];
}
