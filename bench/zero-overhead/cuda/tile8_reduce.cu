// CUDA C++ twin of test/ZeroOverhead/tile8_reduce.mlir.
extern "C" __global__ void __launch_bounds__(32) tile8_max(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  float v = in[lane];
  for (int o = 4; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o, 8));
  out[lane] = v;
}
