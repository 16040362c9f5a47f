// RACE-EXPECT: none
// RACE-LAUNCH: grid=5000 block=64 args=i32[2]
// m_cross_block_far.mlir with both accesses of a[0] atomic (block 0's
// thread 0 adds 7, the last block's thread 31 adds 0 and keeps the old
// value): atomics are exempt. a[1] has one writer.
gpu.module @m {
  gpu.func @far_atomic(%a: memref<2xi32>) kernel {
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
      %old = memref.atomic_rmw addi %seven, %a[%c0] : (i32, memref<2xi32>) -> i32
    }
    %lastb = arith.subi %gdim, %c1 : index
    %bl = arith.cmpi eq, %bid, %lastb : index
    %tl = arith.cmpi eq, %tid, %c31 : index
    %r = arith.andi %tl, %bl : i1
    scf.if %r {
      %zero = arith.constant 0 : i32
      %v = memref.atomic_rmw addi %zero, %a[%c0] : (i32, memref<2xi32>) -> i32
      memref.store %v, %a[%c1] : memref<2xi32>
    }
    gpu.return
  }
}
