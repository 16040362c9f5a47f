// RACE-EXPECT: R2
// RACE-LAUNCH: grid=1 block=2 args=i32[2] i32:100000
// Two threads read a[0]; thread 0 then computes for a while and writes
// a[0], while thread 1 copies what it read to a[1]: thread 0's write races
// with thread 1's read (nothing orders them). The simulator preempts
// thread 0 in its loop, so thread 1's read falls between thread 0's read
// and write: the pattern a one-read shadow forgot (test/Sim/
// global-read-shared.mlir). The loop is a nonlinear recurrence, which
// clang cannot fold away.
__global__ void reread(int *a, int n) {
  int x = a[0];
  if (threadIdx.x == 0) {
    for (int i = 0; i < n; ++i)
      x = x * 1103515245 + 12345;
    a[0] = x;
  } else {
    a[1] = x;
  }
}
