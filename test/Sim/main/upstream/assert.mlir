// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// Our version of MLIR's CUDA integration test assert.mlir, in its form: a
// gpu.module kernel with a passing cf.assert, a gpu.printf, a failing
// cf.assert whose location is a callsite of a callsite of a named
// location (the message names the innermost file, line and name), and a
// printf after it that no thread reaches; launched with gpu.launch_func
// over 3 threads, i1 arguments from @main.
// CHECK-DAG: lane 0: before the failing assertion
// CHECK-DAG: lane 1: before the failing assertion
// CHECK-DAG: lane 2: before the failing assertion
// CHECK-DAG: inner.cc:21: inner_name: block: [0,0,0], thread: [0,0,0] Assertion `bound exceeded` failed.
// CHECK-DAG: inner.cc:21: inner_name: block: [0,0,0], thread: [1,0,0] Assertion `bound exceeded` failed.
// CHECK-DAG: inner.cc:21: inner_name: block: [0,0,0], thread: [2,0,0] Assertion `bound exceeded` failed.
// CHECK-NOT: after the failing assertion
// CHECK: exit 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @checks(%no: i1, %yes: i1) kernel {
      %lane = gpu.thread_id x
      cf.assert %yes, "always holds"
      gpu.printf "lane %lld: before the failing assertion\n", %lane : index
      cf.assert %no, "bound exceeded" loc(callsite(callsite("inner_name"("inner.cc":21:3) at "middle.cc":8:5) at "outer.cc":3:1))
      gpu.printf "lane %lld: after the failing assertion\n", %lane : index
      gpu.return
    }
  }

  func.func @main() {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %false = arith.constant 0 : i1
    %true = arith.constant 1 : i1
    gpu.launch_func @kernels::@checks
        blocks in (%c1, %c1, %c1)
        threads in (%c3, %c1, %c1)
        args(%false : i1, %true : i1)
    return
  }
}
