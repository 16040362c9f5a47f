// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=f32[256]=iota f32[256]=const:2 f32[256] i32:250
// cuda-oxide's vecadd (index_1d under i < n): thread i of the launch
// (i = bid.x * bdim.x + tid.x, distinct for distinct threads of a 1-D
// launch) writes c[i] only; n = 250 leaves the last 6 threads idle.
gpu.module @m {
  gpu.func @vecadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %i = arith.addi %o, %tid : index
    %nn = arith.index_cast %n : i32 to index
    %in = arith.cmpi ult, %i, %nn : index
    scf.if %in {
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<?xf32>
    }
    gpu.return
  }
}
