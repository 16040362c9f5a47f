// CUDA C++ twin of test/ZeroOverhead/broadcast.mlir.
extern "C" __global__ void __launch_bounds__(32) broadcast(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  out[lane] = __shfl_sync(0xffffffffu, in[lane], 7);
}
