// CUDA C++ twin of test/ZeroOverhead/butterfly_reduce.mlir.
extern "C" __global__ void __launch_bounds__(32) butterfly_reduce(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  float v = in[lane];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  out[lane] = v;
}
