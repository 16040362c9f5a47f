// CUDA C++ twin of test/ZeroOverhead/broadcast.mlir.
// The block is declared exactly, as the typed kernel's known_block_size
// lowers (.reqntid 32, 1, 1): nvvm.reqntid in the untyped MLIR twin,
// __block_size__ for nvcc. clang has no spelling of .reqntid and keeps
// __launch_bounds__ (.maxntid); the bound on registers is the same.
#if defined(__clang__)
#define WARPTILE_BLOCK_32 __launch_bounds__(32)
#else
#define WARPTILE_BLOCK_32 __block_size__((32, 1, 1))
#endif
extern "C" __global__ void WARPTILE_BLOCK_32 broadcast(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  out[lane] = __shfl_sync(0xffffffffu, in[lane], 7);
}
