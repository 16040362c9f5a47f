// CUDA C++ twin of test/ZeroOverhead/bitonic_sort.mlir.
// The block is declared exactly, as the typed kernel's known_block_size
// lowers (.reqntid 32, 1, 1): nvvm.reqntid in the untyped MLIR twin,
// __block_size__ for nvcc. clang has no spelling of .reqntid and keeps
// __launch_bounds__ (.maxntid); the bound on registers is the same.
#if defined(__clang__)
#define WARPTILE_BLOCK_32 __launch_bounds__(32)
#else
#define WARPTILE_BLOCK_32 __block_size__((32, 1, 1))
#endif
extern "C" __global__ void WARPTILE_BLOCK_32 bitonic_sort(const int *in, int *out) {
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
