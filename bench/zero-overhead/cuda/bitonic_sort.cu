// CUDA C++ twin of test/ZeroOverhead/bitonic_sort.mlir.
extern "C" __global__ void __launch_bounds__(32) bitonic_sort(const int *in, int *out) {
  unsigned lane = threadIdx.x & 31;
  int x = in[lane];
#pragma unroll
  for (int k = 2; k <= 32; k <<= 1) {
    bool up = (lane & k) == 0;
#pragma unroll
    for (int j = k >> 1; j > 0; j >>= 1) {
      int p = __shfl_xor_sync(0xffffffffu, x, j);
      bool lower = (lane & j) == 0;
      x = (lower == up) ? min(x, p) : max(x, p);
    }
  }
  out[lane] = x;
}
