// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[128]
// Two writes per thread at i and i+1 (2i forgotten): thread i's second
// write and thread i+1's first both hit element i+1, with values -i-1000 and
// i+1 (threads 0 and 1 of block 0 on element 1: -1000 and 1).
gpu.module @m {
  gpu.func @two_overlap(%out: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %i = arith.addi %o, %tid : index
    %c1 = arith.constant 1 : index
    %n = arith.addi %i, %c1 : index
    %v = arith.index_cast %i : index to i32
    %zero = arith.constant 0 : i32
    %nv = arith.subi %zero, %v : i32
    %k = arith.constant 1000 : i32
    %nv2 = arith.subi %nv, %k : i32
    memref.store %v, %out[%i] : memref<?xi32>
    memref.store %nv2, %out[%n] : memref<?xi32>
    gpu.return
  }
}
