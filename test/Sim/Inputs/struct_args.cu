// Kernels taking structs by value, for warp-run's struct{...} arguments
// (test/Sim/struct-arguments.test). By the C ABI (NVPTX's data layout):
// Mixed has tag at 0, n at 4, s at 8, out at 16, d at 24 (32 bytes);
// Outer has in.p at 0, in.k at 8, m at 16 (Inner's 16 bytes include 4 of
// tail padding; 24 bytes).
struct Mixed {
  unsigned char tag;
  int n;
  short s;
  long long *out;
  double d;
};
struct Inner {
  int *p;
  int k;
};
struct Outer {
  Inner in;
  int m;
};

extern "C" __global__ void mixed(Mixed m) {
  if (threadIdx.x == 0) {
    m.out[0] = m.tag;
    m.out[1] = m.n;
    m.out[2] = m.s;
    m.out[3] = (long long)(m.d * 2);
  }
}

extern "C" __global__ void nested(Outer o, const int *q) {
  int i = threadIdx.x;
  if (i < o.in.k)
    o.in.p[i] = o.m + i + q[i];
}
