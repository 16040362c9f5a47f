// RACE-EXPECT: R2
// RACE-LAUNCH: grid=4 block=64 args=i32[1] i32[4]
// An atomic and a plain access of one word conflict unless ordered: every
// thread adds 1 to out[0] atomically, then thread 0 of each block reads
// out[0] with a plain load after its block's barrier, which orders its own
// block's adds but not the other blocks': thread 0 of block 0 reads out[0]
// while the threads of block 1 may still update it (whichever block runs
// first, one block's plain read meets the other block's atomics).
gpu.module @m {
  gpu.func @atomic_plain(%out: memref<1xi32>, %seen: memref<4xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<1xi32>) -> i32
    gpu.barrier
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      %v = memref.load %out[%c0] : memref<1xi32>
      memref.store %v, %seen[%bid] : memref<4xi32>
    }
    gpu.return
  }
}
