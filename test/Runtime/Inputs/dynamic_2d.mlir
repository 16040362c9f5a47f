// A kernel over a matrix of any shape (memref<?x?xf32>): each thread of
// row r adds r to its row.
gpu.module @kernels {
  gpu.func @rows(%m: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    %r = gpu.thread_id x
    %inside = arith.cmpi ult, %r, %rows : index
    scf.if %inside {
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      scf.for %c = %c0 to %cols step %c1 {
        %v = memref.load %m[%r, %c] : memref<?x?xf32>
        %w = arith.addf %v, %rf : f32
        memref.store %w, %m[%r, %c] : memref<?x?xf32>
      }
    }
    gpu.return
  }
}
