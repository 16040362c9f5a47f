// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[64]=iota i32[64]
// RACE-STATIC: R3-ok
// The nearest legal program to m_cross_block_raw: each block reads only
// what its own threads wrote before its barrier (a[g] = 2*in[g]; barrier;
// out[g] = a[bid*32 + (tid+1) % 32], the neighbour within the block).
// ((tid+1) % bdim is not affine in a symbolic block size: a static
// checker may say it cannot decide, R3.)
gpu.module @m {
  gpu.func @cross_block_ok(%a: memref<?xi32>, %out: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %o = arith.muli %bid, %bdim : index
    %g = arith.addi %o, %tid : index
    %x = memref.load %a[%g] : memref<?xi32>
    %y = arith.addi %x, %x : i32
    gpu.barrier
    memref.store %y, %a[%g] : memref<?xi32>
    gpu.barrier
    %t1 = arith.addi %tid, %c1 : index
    %nb = arith.remui %t1, %bdim : index
    %j = arith.addi %o, %nb : index
    %v = memref.load %a[%j] : memref<?xi32>
    memref.store %v, %out[%g] : memref<?xi32>
    gpu.return
  }
}
