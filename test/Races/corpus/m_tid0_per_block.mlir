// RACE-EXPECT: none
// RACE-LAUNCH: grid=8 block=64 args=i32[8]
// One write per block: thread 0 of block b writes out[b].
gpu.module @m {
  gpu.func @per_block(%out: memref<8xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      %v = arith.index_cast %bid : index to i32
      memref.store %v, %out[%bid] : memref<8xi32>
    }
    gpu.return
  }
}
