// Two kernels of 30 KiB of static shared memory each: each declares less
// than 48 KiB, though the module's shared globals add up to 60 KiB
// (static-smem.mlir).
gpu.module @kernels {
  gpu.func @first(%out: memref<1xi32>) workgroup(%buf: memref<7680xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c31 = arith.constant 31 : index
    %t = gpu.thread_id x
    %v = arith.index_cast %t : index to i32
    memref.store %v, %buf[%t] : memref<7680xi32, 3>
    gpu.barrier
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %w = memref.load %buf[%c31] : memref<7680xi32, 3>
      memref.store %w, %out[%c0] : memref<1xi32>
    }
    gpu.return
  }
  gpu.func @second(%out: memref<1xi32>) workgroup(%buf: memref<7680xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c7679 = arith.constant 7679 : index
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %seven = arith.constant 7 : i32
      memref.store %seven, %buf[%c7679] : memref<7680xi32, 3>
    }
    gpu.barrier
    %w = memref.load %buf[%c7679] : memref<7680xi32, 3>
    %last = arith.cmpi eq, %t, %c0 : index
    scf.if %last {
      memref.store %w, %out[%c0] : memref<1xi32>
    }
    gpu.return
  }
}
