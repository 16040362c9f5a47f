// CUDA C++ twin of test/ZeroOverhead/diverge_merge_reduce.mlir.
extern "C" __global__ void __launch_bounds__(32) diverge_merge_reduce(const int *in, int *out) {
  unsigned lane = threadIdx.x & 31;
  int v = in[lane];
  int partner;
  if ((lane & 1) == 0)
    partner = __shfl_xor_sync(0x55555555u, v, 2);
  else
    partner = __shfl_xor_sync(0xaaaaaaaau, v, 2);
  int twice = __reduce_add_sync(0xffffffffu, v + partner);
  out[lane] = (unsigned)twice >> 1;
}
