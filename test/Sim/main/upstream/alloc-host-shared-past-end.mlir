// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// MLIR's CUDA integration test alloc-host-shared.mlir as upstream writes
// it: index 1 of a `gpu.alloc host_shared` memref<1xi32>, one past its
// end, from the host and from the kernel. The host's accesses are not
// checked (they land in the allocation's red zone, so the value survives
// and prints); the kernel's load and store are global-oob findings that
// name the allocation, and the run ends with exit code 4.
// CHECK: warp-run: finding (global-oob): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 4 of gpu.alloc #0 (4 bytes), outside its 4 bytes
// CHECK: warp-run: finding (global-oob): block (0,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at byte offset 4 of gpu.alloc #0 (4 bytes), outside its 4 bytes
// CHECK: 1000
// CHECK: exit 4

module attributes {gpu.container_module} {
  func.func @main() {
    %one = arith.constant 1 : index
    %c500_i32 = arith.constant 500 : i32
    %shared = gpu.alloc host_shared () : memref<1xi32>
    memref.store %c500_i32, %shared[%one] : memref<1xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
      %old = memref.load %shared[%one] : memref<1xi32>
      %new = arith.addi %old, %old : i32
      memref.store %new, %shared[%one] : memref<1xi32>
      gpu.terminator
    }
    %back = memref.load %shared[%one] : memref<1xi32>
    vector.print %back : i32
    return
  }
}
