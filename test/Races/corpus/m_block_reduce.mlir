// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=64 args=f32[256]=const:1 f32[4]
// cuda-oxide's block reduction with one writer: a shared-memory tree, a
// barrier after the load and after every halving step (every thread takes
// part), thread 0 writes the block's sum to out[bid].
gpu.module @m {
  gpu.func @block_reduce(%in: memref<?xf32>, %out: memref<?xf32>)
      workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %o = arith.muli %bid, %bdim : index
    %i = arith.addi %o, %tid : index
    %x = memref.load %in[%i] : memref<?xf32>
    memref.store %x, %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %last = scf.while (%h = %c32) : (index) -> index {
      %more = arith.cmpi ugt, %h, %c0 : index
      scf.condition(%more) %h : index
    } do {
    ^bb0(%h: index):
      %act = arith.cmpi ult, %tid, %h : index
      scf.if %act {
        %j = arith.addi %tid, %h : index
        %a = memref.load %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
        %b = memref.load %s[%j] : memref<64xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %a, %b : f32
        memref.store %sum, %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %half = arith.shrui %h, %c1 : index
      scf.yield %half : index
    }
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %t = memref.load %s[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%bid] : memref<?xf32>
    }
    gpu.return
  }
}
