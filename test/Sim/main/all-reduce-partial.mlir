// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 5 %s | FileCheck %s
// gpu.all_reduce over blocks that are not whole warps (6, 35 and 104
// threads), with add, and, or and xor, through gpu.launch_func on the
// simulator behind the mgpu* ABI. Thread t holds t + 1.
// CHECK: {{\[\[}}21, 630, 5460],
// CHECK-NEXT: {{\[}}0, 0, 0],
// CHECK-NEXT: {{\[}}7, 63, 127],
// CHECK-NEXT: {{\[}}7, 0, 104]]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%out: memref<4x3xi32>, %slot: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %t = gpu.thread_id x
      %one = arith.constant 1 : i32
      %ti = arith.index_cast %t : index to i32
      %v = arith.addi %ti, %one : i32
      %add = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
      %and = gpu.all_reduce and %v uniform {} : (i32) -> (i32)
      %or = gpu.all_reduce or %v uniform {} : (i32) -> (i32)
      %xor = gpu.all_reduce xor %v uniform {} : (i32) -> (i32)
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %add, %out[%c0, %slot] : memref<4x3xi32>
        memref.store %and, %out[%c1, %slot] : memref<4x3xi32>
        memref.store %or, %out[%c2, %slot] : memref<4x3xi32>
        memref.store %xor, %out[%c3, %slot] : memref<4x3xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c35 = arith.constant 35 : index
    %c104 = arith.constant 104 : index
    %host = memref.alloc() : memref<4x3xi32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<4x3xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c6, %c1, %c1) args(%dev : memref<4x3xi32>, %c0 : index)
    %t3 = gpu.launch_func async [%t2] @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c35, %c1, %c1) args(%dev : memref<4x3xi32>, %c1 : index)
    %t4 = gpu.launch_func async [%t3] @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c104, %c1, %c1) args(%dev : memref<4x3xi32>, %c2 : index)
    %t5 = gpu.memcpy async [%t4] %host, %dev : memref<4x3xi32>, memref<4x3xi32>
    %t6 = gpu.dealloc async [%t5] %dev : memref<4x3xi32>
    gpu.wait [%t6]
    %u = memref.cast %host : memref<4x3xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %host : memref<4x3xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
