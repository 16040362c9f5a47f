// CUDA C++ twins of kernels of test/Sim/{exit,barriers,activemask}.mlir,
// for sync-cuda.test: clang-22 emits llvm.nvvm.exit for __nvvm_exit(),
// inline PTX for bar.arrive (CUDA has no builtin for it), the non-aligned
// llvm.nvvm.barrier.cta.sync.count for __nvvm_barrier_sync_cnt and
// llvm.nvvm.activemask for __activemask().

__device__ __noinline__ void maybe_exit(int t) {
  if (t & 1)
    __nvvm_exit();
}

// Odd threads exit inside maybe_exit (as exit.mlir's @exit_in_function).
__global__ void exit_in_function(int *out) {
  int t = threadIdx.x;
  out[t] = 7;
  maybe_exit(t);
  out[64 + t] = t + 1;
  __syncthreads();
  out[128 + t] = __reduce_add_sync(0xffffffffu, 1);
}

// The PTX ISA's producer/consumer (as barriers.mlir's).
__global__ void producer_consumer(const int *in, int *out) {
  __shared__ int buf[32];
  int lane = threadIdx.x % 32;
  for (int round = 0; round < 3; ++round) {
    if (threadIdx.x < 32) {
      if (round)
        __nvvm_barrier_sync_cnt(2, 64);
      buf[lane] = in[round * 32 + lane] * 2;
      asm volatile("bar.arrive %0, %1;" ::"r"(1), "r"(64) : "memory");
    } else {
      __nvvm_barrier_sync_cnt(1, 64);
      out[round * 32 + lane] = buf[lane];
      asm volatile("bar.arrive %0, %1;" ::"r"(2), "r"(64) : "memory");
    }
  }
}

// CUB's pattern in both arms of a divergent branch: a broadcast from the
// arm's first lane and a reduction over the arm, of mask = __activemask().
__global__ void activemask_cuda(int *out, int *aux) {
  int lane = threadIdx.x % 32;
  int x = lane * 10, r;
  if (lane < 12) {
    aux[lane] = 12; // the arms differ: the activemask stays in each
    unsigned m = __activemask();
    r = __shfl_sync(m, x, 0) + __reduce_add_sync(m, lane);
  } else {
    unsigned m = __activemask();
    r = __shfl_sync(m, x, 12) + __reduce_add_sync(m, lane);
  }
  out[lane] = r;
}
