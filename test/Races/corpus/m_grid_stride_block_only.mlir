// RACE-EXPECT: R1
// RACE-LAUNCH: grid=3 block=32 args=f32[1000]=iota f32[1000] i32:1000
// A grid-stride loop whose stride is the block size (gdim forgotten):
// thread t of block 0 handles t, t+32, t+64, ... and thread t of block 1
// starts at 32+t, so both write out[32+t], with different values (each adds
// its block number: in[32] + 0 and in[32] + 1 for t = 0).
gpu.module @m {
  gpu.func @grid_stride(%in: memref<?xf32>, %out: memref<?xf32>, %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %tid = gpu.thread_id x
    %c0s = arith.constant 0 : index
    %o = arith.muli %bid, %bdim : index
    %i0 = arith.addi %o, %tid : index
    %stride = arith.addi %bdim, %c0s : index
    %nn = arith.index_cast %n : i32 to index
    %bf = arith.index_cast %bid : index to i32
    %bv = arith.sitofp %bf : i32 to f32
    scf.for %i = %i0 to %nn step %stride {
      %x = memref.load %in[%i] : memref<?xf32>
      %y = arith.addf %x, %bv : f32
      memref.store %y, %out[%i] : memref<?xf32>
    }
    gpu.return
  }
}
