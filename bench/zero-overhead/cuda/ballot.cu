// CUDA C++ twin of test/ZeroOverhead/ballot.mlir.
extern "C" __global__ void __launch_bounds__(32) ballot_low_half(unsigned *out) {
  unsigned lane = threadIdx.x & 31;
  out[lane] = __ballot_sync(0xffffffffu, lane < 16);
}
