// Inline PTX that the simulator runs through warptile/Ptx/InlineAsm.h
// (test/Sim/inline-asm-cuda.test); Inputs/inline_asm_expected.py computes
// each value from the PTX ISA's definitions.
__global__ void asm_scalar(unsigned *out) {
  unsigned t = threadIdx.x, r;
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r) : "r"(t & 7), "r"(t >> 1));
  out[t * 6 + 0] = r;
  asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(r) : "r"(t * 3), "r"(t * 5));
  out[t * 6 + 1] = r;
  asm("bfind.u32 %0, %1;" : "=r"(r) : "r"(t * 2654435761u));
  out[t * 6 + 2] = r;
  asm("bfind.shiftamt.s32 %0, %1;" : "=r"(r) : "r"(0x40000000u - t * 0x3000000u));
  out[t * 6 + 3] = r;
  asm("prmt.b32 %0, %1, %2, %3;"
      : "=r"(r)
      : "r"(0x83020100u + t), "r"(0x07F60504u), "r"(t * 0x1357u + 0x8));
  out[t * 6 + 4] = r;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
  out[t * 6 + 5] = r;
}

// A warp-wide vote and shuffle written as inline PTX.
__global__ void asm_collectives(unsigned *out) {
  unsigned t = threadIdx.x, ballot, shfl;
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
               : "=r"(ballot) : "r"(t % 3));
  asm volatile("shfl.sync.bfly.b32 %0, %1, 5, 31, 0xffffffff;" : "=r"(shfl) : "r"(t * 7));
  out[t * 2 + 0] = ballot;
  out[t * 2 + 1] = shfl;
}

// An instruction the reader does not know: refused by name.
__global__ void asm_unknown(unsigned *out) {
  unsigned r;
  asm volatile("fns.b32 %0, %1, 0, 1;" : "=r"(r) : "r"(threadIdx.x));
  out[threadIdx.x] = r;
}
