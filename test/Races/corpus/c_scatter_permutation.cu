// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[64]=iota f32[64]=iota f32[64] i32:64
// RACE-STATIC: R3-ok
// A data-dependent scatter, out[perm[i]] = x[i]: race-free exactly when
// perm is a permutation (iota here), which only the data says.
__global__ void scatter(const int *perm, const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[perm[i]] = x[i];
}
