// A host function launching a kernel that requires a (32,2,1) block with a
// (64,1,1) one (block-shape.test).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @required(%buf: memref<64xf32>) kernel
        attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %t = gpu.thread_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %buf[%t] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<64xf32>
    %t2 = gpu.launch_func async [%t1] @kernels::@required
        blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%d : memref<64xf32>)
    %t3 = gpu.dealloc async [%t2] %d : memref<64xf32>
    gpu.wait [%t3]
    return
  }
}
