// Kernels that declare their block (block-shape.test).
gpu.module @kernels {
  gpu.func @known(%x: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %c = arith.constant 1 : i32
    memref.store %c, %x[%t] : memref<64xi32>
    gpu.return
  }
  gpu.func @required(%x: memref<64xi32>) kernel
      attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
    %t = gpu.thread_id x
    %c = arith.constant 1 : i32
    memref.store %c, %x[%t] : memref<64xi32>
    gpu.return
  }
  gpu.func @bounded(%x: memref<64xi32>) kernel
      attributes {nvvm.maxntid = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %c = arith.constant 1 : i32
    memref.store %c, %x[%t] : memref<64xi32>
    gpu.return
  }
}
