// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test alloc-host-shared.mlir, in
// its form: `gpu.alloc host_shared` (memory the host and the kernel both
// use, with no copy), a store from the host, an inline gpu.launch of one
// thread that doubles the value in place, and a load and vector.print on
// the host after it. Upstream's test stores to and loads from index 1 of
// its memref<1xi32>, past its end; ours uses index 1 of a memref<2xi32>
// (alloc-host-shared-past-end.mlir keeps upstream's index: a finding).
// CHECK: 42

module attributes {gpu.container_module} {
  func.func @main() {
    %one = arith.constant 1 : index
    %c21_i32 = arith.constant 21 : i32
    %shared = gpu.alloc host_shared () : memref<2xi32>
    memref.store %c21_i32, %shared[%one] : memref<2xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
      %old = memref.load %shared[%one] : memref<2xi32>
      %new = arith.addi %old, %old : i32
      memref.store %new, %shared[%one] : memref<2xi32>
      gpu.terminator
    }
    %back = memref.load %shared[%one] : memref<2xi32>
    vector.print %back : i32
    return
  }
}
