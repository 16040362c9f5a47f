// 49 KiB (50176 bytes) of static shared memory in a gpu.module, all of it
// reachable (thread t writes word 392 t + 391, thread 0 reads word 12543
// after the barrier): ptxas and the simulator refuse it
// (gpu-agrees.test, static-smem.mlir).
gpu.module @kernels {
  gpu.func @too_big(%out: memref<1xi32>) workgroup(%buf: memref<12544xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c391 = arith.constant 391 : index
    %c392 = arith.constant 392 : index
    %c12543 = arith.constant 12543 : index
    %t = gpu.thread_id x
    %base = arith.muli %t, %c392 : index
    %i = arith.addi %base, %c391 : index
    %v = arith.index_cast %t : index to i32
    memref.store %v, %buf[%i] : memref<12544xi32, 3>
    gpu.barrier
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %w = memref.load %buf[%c12543] : memref<12544xi32, 3>
      memref.store %w, %out[%c0] : memref<1xi32>
    }
    gpu.return
  }
}
