// CUDA C++ twin of test/ZeroOverhead/inclusive_scan.mlir.
extern "C" __global__ void __launch_bounds__(32) inclusive_scan(const int *in, int *out) {
  unsigned lane = threadIdx.x & 31;
  int x = in[lane];
  for (int d = 1; d < 32; d <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, x, d);
    if (lane >= d)
      x += y;
  }
  out[lane] = x;
}
