// RACE-EXPECT: R1 R2
// RACE-LAUNCH: grid=4 block=64 args=i32[256]=iota i32[16] i32:256
// RACE-STATIC: R3-ok
// The histogram with a plain read-modify-write (bins[b]++) instead of
// atomicAdd: threads 0 and 16 both update bin 0 (iota input), each reading
// what the other may be writing. The bin is data-dependent, so a static R3
// counts; a sound checker reporting R1 or R2 is right too.
__global__ void histogram_plain(const int *in, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bins[in[i] % 16]++;
}
