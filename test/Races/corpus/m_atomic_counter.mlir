// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=i32[1] i32[256]
// Atomics are exempt: every thread adds 1 to out[0] with memref.atomic_rmw
// (an atom.add), and writes the old value (a ticket) to its own tickets[g].
gpu.module @m {
  gpu.func @counter(%out: memref<1xi32>, %tickets: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %g = arith.addi %o, %tid : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<1xi32>) -> i32
    memref.store %old, %tickets[%g] : memref<?xi32>
    gpu.return
  }
}
