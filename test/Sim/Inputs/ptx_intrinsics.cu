// CUDA C++ for test/Sim/ptx-intrinsics-cuda.test: the per-thread
// intrinsics of lib/Sim/PtxScalar.cpp and wmma (nvcuda::wmma, m16n16k16
// half with a float accumulator) as clang compiles them.
#include <cuda_fp16.h>
#include <mma.h>

// Thread t: __byte_perm (prmt) and rcp.approx.ftz through its builtin.
// (CUDA's __dp4a and __dp2a_* are inline PTX, which the simulator refuses;
// their intrinsics are in Inputs/ptx-intrinsics.mlir.)
__global__ void scalars(const unsigned *a, const unsigned *b,
                        const unsigned *c, const unsigned *r,
                        unsigned *out) {
  unsigned t = threadIdx.x;
  out[0 * 32 + t] = __byte_perm(a[t], b[t], c[t]);
  float q = __nvvm_rcp_approx_ftz_f(__uint_as_float(r[t]));
  out[1 * 32 + t] = __float_as_uint(q);
}

// One warp: D = A * B + C, A row-major, B column-major, C and D row-major.
__global__ void wmma_f32(const half *a, const half *b, const float *c,
                         float *d) {
  using namespace nvcuda;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
}
