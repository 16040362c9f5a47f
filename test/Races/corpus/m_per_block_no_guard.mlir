// RACE-EXPECT: R1
// RACE-LAUNCH: grid=4 block=64 args=i32[4]
// The per-block write with the tid == 0 guard forgotten: the 64 threads of
// block b all write out[b], each its thread number (threads 0 and 1 of
// block 0 write 0 and 1 to out[0]).
gpu.module @m {
  gpu.func @per_block_all(%out: memref<4xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %v = arith.index_cast %tid : index to i32
    memref.store %v, %out[%bid] : memref<4xi32>
    gpu.return
  }
}
