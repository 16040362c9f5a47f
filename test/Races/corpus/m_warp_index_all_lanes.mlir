// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=64 args=i32[4]
// The warp index without the lane check: all 32 lanes of a warp write the
// warp's element, each its own lane number (lanes 0 and 1 of warp 0 write
// 0 and 1 to element 0).
gpu.module @m {
  gpu.func @warp_index_all(%out: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %g = arith.addi %o, %tid : index
    %c32 = arith.constant 32 : index
    %w = arith.divui %g, %c32 : index
    %lane = arith.remui %g, %c32 : index
    %v = arith.index_cast %lane : index to i32
    memref.store %v, %out[%w] : memref<?xi32>
    gpu.return
  }
}
