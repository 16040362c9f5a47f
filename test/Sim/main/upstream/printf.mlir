// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test printf.mlir, in its form: a
// gpu.module kernel whose `gpu.printf` takes an index (%lld), an i8 (%d,
// passed to vprintf widened to 32 bits) and an f32 (%f, passed as a
// double), launched with gpu.launch_func over 3 threads. Threads print in
// order: the simulator runs them round robin from thread 0.
// CHECK: Hello from 0, 7, 1.250000
// CHECK-NEXT: Hello from 1, 7, 1.250000
// CHECK-NEXT: Hello from 2, 7, 1.250000

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello() kernel {
      %0 = gpu.thread_id x
      %csti8 = arith.constant 7 : i8
      %cstf32 = arith.constant 1.25 : f32
      gpu.printf "Hello from %lld, %d, %f\n", %0, %csti8, %cstf32 : index, i8, f32
      gpu.return
    }
  }

  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@hello
        blocks in (%c1, %c1, %c1)
        threads in (%c3, %c1, %c1)
    return
  }
}
