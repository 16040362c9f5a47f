// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// The simulator runs MLIR's async runtime on one thread: an async.await
// of a token that nothing will complete (created with async.runtime.create
// and never set) is an error of the run, with exit code 1, where MLIR's
// own runtime would block forever. The region before it ran (its printf).
// CHECK: region ran
// CHECK: warp-run: async.await of a token that no task completes: every task left waits for another (deadlock)
// CHECK: exit 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @say() kernel {
      gpu.printf "region ran\n"
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %done = async.execute {
      gpu.launch_func @kernels::@say
          blocks in (%c1, %c1, %c1)
          threads in (%c1, %c1, %c1)
      async.yield
    }
    async.await %done : !async.token
    %never = async.runtime.create : !async.token
    async.await %never : !async.token
    return
  }
}
