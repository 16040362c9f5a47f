// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[200]
// Three writes per thread with a stride of two (3-element records packed
// with the wrong stride): thread i writes 2i, 2i+1 and 2i+2, and thread
// i+1 writes 2i+2 first, so element 2i+2 has two writers (threads 0 and 1
// on element 2: values -1000 and 1).
__global__ void triples(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[2 * i] = i;
  out[2 * i + 1] = i + 500;
  out[2 * i + 2] = -i - 1000;
}
