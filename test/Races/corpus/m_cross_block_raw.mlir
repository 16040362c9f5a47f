// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=32 args=i32[2]
// Cross-block read after write of global memory with no ordering: thread 0
// of block 0 writes a[0] = 7, thread 0 of block 1 copies a[0] to a[1].
// Nothing orders two blocks (the simulator runs block 0 first: the race
// must still be seen).
gpu.module @m {
  gpu.func @cross_block(%a: memref<2xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lead = arith.cmpi eq, %tid, %c0 : index
    %b0 = arith.cmpi eq, %bid, %c0 : index
    %w = arith.andi %lead, %b0 : i1
    scf.if %w {
      %seven = arith.constant 7 : i32
      memref.store %seven, %a[%c0] : memref<2xi32>
    }
    %b1 = arith.cmpi eq, %bid, %c1 : index
    %r = arith.andi %lead, %b1 : i1
    scf.if %r {
      %v = memref.load %a[%c0] : memref<2xi32>
      memref.store %v, %a[%c1] : memref<2xi32>
    }
    gpu.return
  }
}
