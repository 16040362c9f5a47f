// RACE-EXPECT: none
// RACE-LAUNCH: grid=2,2 block=8,8 args=i32[256] i32:12 i32:12
// cuda-oxide's index_2d with the column check: row = bid.y*bdim.y+tid.y,
// col = bid.x*bdim.x+tid.x (0..15 for this launch), element row*cols+col
// written only under row < rows and col < cols (cols = rows = 12): the map
// (row, col) -> row*12+col is injective on [0,12)x[0,12).
gpu.module @m {
  gpu.func @index2d(%out: memref<?xi32>, %rows: i32, %cols: i32) kernel {
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
    %cok = arith.cmpi ult, %col, %nc : index
    %ok = arith.andi %rok, %cok : i1
    scf.if %ok {
      %rc = arith.muli %row, %nc : index
      %idx = arith.addi %rc, %col : index
      %v = arith.index_cast %idx : index to i32
      memref.store %v, %out[%idx] : memref<?xi32>
    }
    gpu.return
  }
}
