// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=128 args=i32[8]
// cuda-oxide's warp_index: lane 0 of each warp writes the element of its
// warp, (bid*bdim + tid) / 32; 8 warps, 8 elements, one writer each.
gpu.module @m {
  gpu.func @warp_index(%out: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %g = arith.addi %o, %tid : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %w = arith.divui %g, %c32 : index
    %lane = arith.remui %g, %c32 : index
    %lead = arith.cmpi eq, %lane, %c0 : index
    scf.if %lead {
      %v = arith.index_cast %w : index to i32
      memref.store %v, %out[%w] : memref<?xi32>
    }
    gpu.return
  }
}
