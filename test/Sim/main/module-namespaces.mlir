// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --sim %s --kernel second::fill --block 4 --arg 'i32[4]' --print | FileCheck %s --check-prefix=QUALIFIED
// RUN: not warp-run --sim %s --kernel fill --arg 'i32[4]' 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// Each gpu.module is a namespace, as on the GPU: two modules define
// @fill, and a launch (gpu.launch_func @module::@kernel) runs its own
// module's. warp-run --sim --kernel names such a kernel module::kernel
// (a plain name that two modules define is not a kernel it knows).
// CHECK: [1, 1, 1, 1]
// CHECK: [2, 2, 2, 2]
// QUALIFIED: arg 0 i32[4]: 2 2 2 2
// AMBIGUOUS: warp-run: no kernel 'fill' in '{{.*}}module-namespaces.mlir' (it has: first::fill, second::fill)

module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @fill(%out: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = arith.constant 1 : i32
      memref.store %v, %out[%t] : memref<4xi32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @fill(%out: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = arith.constant 2 : i32
      memref.store %v, %out[%t] : memref<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %ua = memref.cast %a : memref<4xi32> to memref<*xi32>
    %ub = memref.cast %b : memref<4xi32> to memref<*xi32>
    gpu.host_register %ua : memref<*xi32>
    gpu.host_register %ub : memref<*xi32>
    gpu.launch_func @first::@fill blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%a : memref<4xi32>)
    gpu.launch_func @second::@fill blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%b : memref<4xi32>)
    call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
    call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
