// RUN: warp-run --main --sim %s | FileCheck %s
// Two gpu.modules, two launches forked from one token and joined by one
// gpu.wait, and printf from the device, through the mgpu* ABI on the
// simulator.
// CHECK-DAG: first module, thread 0
// CHECK-DAG: first module, thread 3
// CHECK-DAG: second module, block 1 thread 1: 2.5
// CHECK: {{\[}}10, 11, 12, 13, 14, 15, 16, 17]

module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @fill(%buf: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      gpu.printf "first module, thread %lld\n", %t : index
      %ti = arith.index_cast %t : index to i32
      %c10 = arith.constant 10 : i32
      %v = arith.addi %ti, %c10 : i32
      memref.store %v, %buf[%t] : memref<8xi32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @talk() kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %f = arith.constant 2.5 : f32
      gpu.printf "second module, block %lld thread %lld: %.1f\n", %b, %t, %f : index, index, f32
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %host = memref.alloc() : memref<8xi32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<8xi32>
    %ta = gpu.launch_func async [%t1] @first::@fill blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%dev : memref<8xi32>)
    %tb = gpu.launch_func async [%t1] @second::@talk blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
    %tj = gpu.wait async [%ta, %tb]
    %t2 = gpu.memcpy async [%tj] %host, %dev : memref<8xi32>, memref<8xi32>
    %t3 = gpu.dealloc async [%t2] %dev : memref<8xi32>
    gpu.wait [%t3]
    %u = memref.cast %host : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %host : memref<8xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
