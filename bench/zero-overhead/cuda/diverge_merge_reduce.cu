// CUDA C++ twin of test/ZeroOverhead/diverge_merge_reduce.mlir.
// The block is declared exactly, as the typed kernel's known_block_size
// lowers (.reqntid 32, 1, 1): nvvm.reqntid in the untyped MLIR twin,
// __block_size__ for nvcc. clang has no spelling of .reqntid and keeps
// __launch_bounds__ (.maxntid); the bound on registers is the same.
#if defined(__clang__)
#define WARPTILE_BLOCK_32 __launch_bounds__(32)
#else
#define WARPTILE_BLOCK_32 __block_size__((32, 1, 1))
#endif
extern "C" __global__ void WARPTILE_BLOCK_32 diverge_merge_reduce(const int *in, int *out) {
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
