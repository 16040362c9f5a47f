// cp.async through clang's builtins (the llvm.nvvm.cp.async.* intrinsics
// of imported LLVM IR), for tensor-core-cuda.test. Each thread copies 16
// bytes of `in` to shared memory and, after a barrier, reads what its
// neighbour copied. The unwaited kernel forgets cp.async.wait_group: the
// barrier alone does not wait for the copies.
#define SHARED(p) ((__attribute__((address_space(3))) void *)(p))
#define GLOBAL(p) ((__attribute__((address_space(1))) const void *)(p))

__global__ void waited(const float *in, float *out) {
  __shared__ __attribute__((aligned(16))) float tile[128];
  unsigned t = threadIdx.x;
  __nvvm_cp_async_ca_shared_global_16(SHARED(tile + 4 * t), GLOBAL(in + 4 * t));
  __nvvm_cp_async_commit_group();
  __nvvm_cp_async_wait_group(0);
  __syncthreads();
  out[t] = tile[(4 * t + 4) % 128];
}

__global__ void unwaited(const float *in, float *out) {
  __shared__ __attribute__((aligned(16))) float tile[128];
  unsigned t = threadIdx.x;
  __nvvm_cp_async_cg_shared_global_16(SHARED(tile + 4 * t), GLOBAL(in + 4 * t));
  __nvvm_cp_async_commit_group();
  __syncthreads();
  out[t] = tile[(4 * t + 4) % 128];
}
