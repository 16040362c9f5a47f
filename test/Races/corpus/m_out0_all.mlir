// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[1]
// R1 at its plainest: every thread of the launch writes out[0], each its
// own thread number (threads 0 and 1 of block 0 write 0 and 1).
gpu.module @m {
  gpu.func @out0(%out: memref<1xi32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %v = arith.index_cast %tid : index to i32
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
