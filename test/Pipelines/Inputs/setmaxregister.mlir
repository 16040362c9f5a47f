gpu.module @kernels {
  gpu.func @regs(%out: memref<32xi32>) kernel {
    nvvm.setmaxregister increase 232
    gpu.return
  }
}
