// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2 block=32 args=i32[64]=const:3 i32[64] i32:64
// RACE-STATIC: R3-ok
// The same scatter with idx all 3: every thread writes out[3], each its
// own number g (threads 0 and 1 of block 0 write 0 and 1). A static
// checker cannot see the data: an R3 counts as caught.
gpu.module @m {
  gpu.func @scatter(%idx: memref<?xi32>, %out: memref<?xi32>, %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %g = arith.addi %o, %tid : index
    %nn = arith.index_cast %n : i32 to index
    %in = arith.cmpi ult, %g, %nn : index
    scf.if %in {
      %j = memref.load %idx[%g] : memref<?xi32>
      %ji = arith.index_cast %j : i32 to index
      %v = arith.index_cast %g : index to i32
      memref.store %v, %out[%ji] : memref<?xi32>
    }
    gpu.return
  }
}
