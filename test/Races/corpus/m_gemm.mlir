// RACE-EXPECT: none
// RACE-LAUNCH: grid=2,2 block=4,4 args=f32[64]=iota f32[64]=iota f32[64] i32:6 i32:6 i32:5
// cuda-oxide's naive GEMM, C (M x N) = A (M x K) B (K x N), M = N = 6,
// K = 5: thread (row, col) of an 8 x 8 cover writes C[row*N + col] under
// row < M and col < N, one writer per element; A and B are only read.
gpu.module @m {
  gpu.func @gemm(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %M: i32, %N: i32, %K: i32) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %c0i = arith.muli %bx, %dx : index
    %col = arith.addi %c0i, %tx : index
    %m = arith.index_cast %M : i32 to index
    %n = arith.index_cast %N : i32 to index
    %k = arith.index_cast %K : i32 to index
    %rok = arith.cmpi ult, %row, %m : index
    %cok = arith.cmpi ult, %col, %n : index
    %ok = arith.andi %rok, %cok : i1
    scf.if %ok {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %acc = scf.for %kk = %c0 to %k step %c1 iter_args(%s = %zero) -> f32 {
        %ar = arith.muli %row, %k : index
        %ai = arith.addi %ar, %kk : index
        %br = arith.muli %kk, %n : index
        %bi = arith.addi %br, %col : index
        %x = memref.load %a[%ai] : memref<?xf32>
        %y = memref.load %b[%bi] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %s2 = arith.addf %s, %p : f32
        scf.yield %s2 : f32
      }
      %cr = arith.muli %row, %n : index
      %ci = arith.addi %cr, %col : index
      memref.store %acc, %c[%ci] : memref<?xf32>
    }
    gpu.return
  }
}
