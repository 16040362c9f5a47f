// A kernel taking a 16-byte-aligned struct by value (the static map's
// seed's fourth bug: such a struct passed at 8-byte alignment read garbage
// pointers). PTX declares it `.param .align 16 .b8 fill_param_1[16]`,
// after a 4-byte parameter: in the kernel's parameter space it starts at
// offset 16, not 4 or 8. Lane i < s.n writes tag + i * s.step to
// s.out[i]; lane 0 also writes where the struct is, modulo 16, to
// s.out[s.n] (0: the alignment held).
struct alignas(16) Span {
  unsigned long long *out;
  unsigned int n, step;
};

extern "C" __global__ void fill(unsigned int tag, Span s) {
  unsigned i = threadIdx.x;
  if (i < s.n)
    s.out[i] = tag + (unsigned long long)i * s.step;
  if (i == 0)
    s.out[s.n] = (unsigned long long)(__UINTPTR_TYPE__)&s % 16;
}
