// RACE-EXPECT: none
// RACE-LAUNCH: grid=3 block=32 args=f32[1000]=iota f32[1000] i32:1000
// A grid-stride loop: thread g = bid*bdim + tid handles g, g + S, g + 2S,
// ... below n with S = bdim*gdim (96 here), so each element has one
// thread: i = g + k*S with 0 <= g < S fixes g = i mod S. Each thread adds
// its block number (the value does not matter to the race).
gpu.module @m {
  gpu.func @grid_stride(%in: memref<?xf32>, %out: memref<?xf32>, %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %i0 = arith.addi %o, %tid : index
    %stride = arith.muli %bdim, %gdim : index
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
