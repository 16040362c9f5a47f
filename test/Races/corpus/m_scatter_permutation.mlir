// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[64]=iota i32[64] i32:64
// RACE-STATIC: R3-ok
// A data-dependent scatter out[idx[g]] = g: race-free exactly when idx
// holds no value twice, which only the data says (here idx = iota, a
// permutation), so a static checker may only say it cannot decide (R3).
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
