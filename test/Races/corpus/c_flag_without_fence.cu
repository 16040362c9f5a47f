// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=32 args=i32[1] i32[1] i32[1]
// RACE-STATIC: R3-ok
// The volatile flag of c_threadfence_flag.cu without the fences: a relaxed
// flag orders nothing, so block 1's read of data (when it sees the flag) is
// unordered with block 0's write.
__global__ void flag_no_fence(int *data, volatile int *flag, int *copy) {
  if (threadIdx.x != 0)
    return;
  if (blockIdx.x == 0) {
    *data = 42;
    *flag = 1;
  } else if (*flag == 1) {
    *copy = *data;
  }
}
