// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[128]
// Two writes per thread at disjoint offsets: 2i and 2i+1 (i the launch-wide
// thread number), even and odd elements never shared.
gpu.module @m {
  gpu.func @two(%out: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %i = arith.addi %o, %tid : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %e = arith.muli %i, %c2 : index
    %od = arith.addi %e, %c1 : index
    %v = arith.index_cast %i : index to i32
    %zero = arith.constant 0 : i32
    %nv = arith.subi %zero, %v : i32
    memref.store %v, %out[%e] : memref<?xi32>
    memref.store %nv, %out[%od] : memref<?xi32>
    gpu.return
  }
}
