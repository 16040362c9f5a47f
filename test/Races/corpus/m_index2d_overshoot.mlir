// RACE-EXPECT: R1
// RACE-LAUNCH: grid=2,2 block=8,8 args=i32[256] i32:16 i32:12
// cuda-oxide's book bug: the 2-D index without the column check. The grid
// covers 16 columns but a row holds 12, so the thread at (row, col=12)
// writes element row*12+12, which the thread at (row+1, col=0) writes too:
// e.g. block (1,0) thread (4,0) [row 0, col 12] and block (0,0) thread
// (0,1) [row 1, col 0] both write element 12, with different values (their
// linear thread numbers 12 and 16). Only the row is checked (rows = 16).
gpu.module @m {
  gpu.func @index2d_overshoot(%out: memref<?xi32>, %rows: i32, %cols: i32) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %c0 = arith.muli %bx, %dx : index
    %col = arith.addi %c0, %tx : index
    %nr = arith.index_cast %rows : i32 to index
    %nc = arith.index_cast %cols : i32 to index
    %rok = arith.cmpi ult, %row, %nr : index
    scf.if %rok {
      %rc = arith.muli %row, %nc : index
      %idx = arith.addi %rc, %col : index
      %c16 = arith.constant 16 : index
      %lin = arith.muli %row, %c16 : index
      %me = arith.addi %lin, %col : index
      %v = arith.index_cast %me : index to i32
      memref.store %v, %out[%idx] : memref<?xi32>
    }
    gpu.return
  }
}
