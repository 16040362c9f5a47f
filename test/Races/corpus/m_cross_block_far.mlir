// RACE-EXPECT: R2
// RACE-LAUNCH: grid=5000 block=64 args=i32[2]
// Blocks that are never resident together: 5000 blocks are more than an
// H100 holds at once (132 SMs x 32 blocks), and the simulator runs them one
// after another; thread 0 of block 0 writes a[0], thread 31 of the last
// block (4999) copies a[0] to a[1]. Nothing orders two blocks, however far
// apart they run: R2.
gpu.module @m {
  gpu.func @far(%a: memref<2xi32>) kernel {
    %bid = gpu.block_id x
    %gdim = gpu.grid_dim x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c31 = arith.constant 31 : index
    %lead = arith.cmpi eq, %tid, %c0 : index
    %b0 = arith.cmpi eq, %bid, %c0 : index
    %w = arith.andi %lead, %b0 : i1
    scf.if %w {
      %seven = arith.constant 7 : i32
      memref.store %seven, %a[%c0] : memref<2xi32>
    }
    %lastb = arith.subi %gdim, %c1 : index
    %bl = arith.cmpi eq, %bid, %lastb : index
    %tl = arith.cmpi eq, %tid, %c31 : index
    %r = arith.andi %tl, %bl : i1
    scf.if %r {
      %v = memref.load %a[%c0] : memref<2xi32>
      memref.store %v, %a[%c1] : memref<2xi32>
    }
    gpu.return
  }
}
