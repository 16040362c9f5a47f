gpu.module @kernels {
  gpu.func @cas(%out: memref<4xi64>) kernel {
    %base = memref.extract_aligned_pointer_as_index %out : memref<4xi64> -> index
    %i = arith.index_cast %base : index to i64
    %p = llvm.inttoptr %i : i64 to !llvm.ptr
    %a = llvm.mlir.constant(0 : i128) : i128
    %b = llvm.mlir.constant(1 : i128) : i128
    %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i128
    gpu.return
  }
}
