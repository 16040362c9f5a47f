// RUN: warp-run --main --sim --timeout 2 %s | FileCheck %s
// Our version of MLIR's CUDA integration test concurrent-kernels.mlir, in
// its form: one kernel, launched twice on two streams (two `gpu.wait
// async` tokens) with one thread each; each adds 1 to a counter in
// `gpu.alloc host_shared` memory (memref.atomic_rmw), then spins with
// atomic reads (scf.while) until the counter reaches the number of
// launches; the host joins both with one gpu.wait and prints the counter.
// Ours launches three kernels, not two.
// CHECK: 3

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arrive_and_wait(%counter: memref<i32>, %expected: i32) kernel {
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mine = memref.atomic_rmw addi %one, %counter[] : (i32, memref<i32>) -> i32
      scf.while : () -> () {
        %seen = memref.atomic_rmw addi %zero, %counter[] : (i32, memref<i32>) -> i32
        %waiting = arith.cmpi slt, %seen, %expected : i32
        scf.condition(%waiting)
      } do {
        scf.yield
      }
      gpu.return
    }
  }

  func.func @main() {
    %counter = gpu.alloc host_shared () : memref<i32>
    %zero = arith.constant 0 : i32
    %three = arith.constant 3 : i32
    memref.store %zero, %counter[] : memref<i32>

    %s0 = gpu.wait async
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %c1 = arith.constant 1 : index
    %l0 = gpu.launch_func async [%s0] @kernels::@arrive_and_wait
        blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%counter : memref<i32>, %three : i32)
    %l1 = gpu.launch_func async [%s1] @kernels::@arrive_and_wait
        blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%counter : memref<i32>, %three : i32)
    %l2 = gpu.launch_func async [%s2] @kernels::@arrive_and_wait
        blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%counter : memref<i32>, %three : i32)
    gpu.wait [%l0, %l1, %l2]
    %final = memref.load %counter[] : memref<i32>
    vector.print %final : i32
    return
  }
}
