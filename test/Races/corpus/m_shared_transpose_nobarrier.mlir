// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=8,8 args=f32[128]=iota f32[128]
// The tile transpose without its barrier: thread (1,0) reads s[8], which
// thread (0,1) writes, with nothing ordering them (shared memory, one
// block: R2 within the block).
gpu.module @m {
  gpu.func @transpose(%in: memref<?xf32>, %out: memref<?xf32>)
      workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 8, 8, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %base = arith.muli %bx, %c64 : index
    %r = arith.muli %ty, %c8 : index
    %mine = arith.addi %r, %tx : index
    %gi = arith.addi %base, %mine : index
    %x = memref.load %in[%gi] : memref<?xf32>
    memref.store %x, %s[%mine] : memref<64xf32, #gpu.address_space<workgroup>>

    %c = arith.muli %tx, %c8 : index
    %theirs = arith.addi %c, %ty : index
    %y = memref.load %s[%theirs] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%gi] : memref<?xf32>
    gpu.return
  }
}
