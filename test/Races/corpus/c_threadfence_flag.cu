// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[1] i32[1] i32[1]
// RACE-STATIC: R3-ok
// Message passing between blocks, CUDA style: block 0 writes data,
// __threadfence(), then sets a volatile flag; block 1 reads the flag and,
// when set, __threadfence() and reads data (fence.sc / membar.gl around
// relaxed, volatile, accesses: a release and an acquire pattern).
__global__ void fence_flag(int *data, volatile int *flag, int *copy) {
  if (threadIdx.x != 0)
    return;
  if (blockIdx.x == 0) {
    *data = 42;
    __threadfence();
    *flag = 1;
  } else if (*flag == 1) {
    __threadfence();
    *copy = *data;
  }
}
