gpu.module @kernels {
  gpu.func @aggr(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %v = nvvm.read.ptx.sreg.aggr.smem.size : i32
    memref.store %v, %out[%c0] : memref<32xi32>
    gpu.return
  }
}
