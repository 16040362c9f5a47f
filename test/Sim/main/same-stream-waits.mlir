// RUN: sh -c 'warp-run --main --sim --timeout 2 %s 2>&1; echo "exit $?"' | FileCheck %s
// concurrent-kernels.mlir with both launches on one stream: the second
// starts when the first has finished, and the first waits for the second
// forever. A GPU hangs; the watchdog ends the run.
// CHECK: simulator: the kernel did not finish within 2 s (the watchdog stopped it)
// CHECK: exit 3

module attributes {gpu.container_module} {
    gpu.module @kernels {
        gpu.func @kernel(%memref: memref<i32>) kernel {
            %c0 = arith.constant 0 : i32
            %c1 = arith.constant 1 : i32
            %c2 = arith.constant 2 : i32
            %block = memref.atomic_rmw addi %c1, %memref[] : (i32, memref<i32>) -> i32
            scf.while: () -> () {
                %value = memref.atomic_rmw addi %c0, %memref[] : (i32, memref<i32>) -> i32
                %cond = arith.cmpi slt, %value, %c2 : i32
                scf.condition(%cond)
            } do {
                scf.yield
            }
            gpu.return
        }
    }

    func.func @main() {
        %memref = gpu.alloc host_shared () : memref<i32>
        %c0 = arith.constant 0 : i32
        memref.store %c0, %memref[] : memref<i32>
        %0 = gpu.wait async
        %c1 = arith.constant 1 : index
        %2 = gpu.launch_func async [%0] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref: memref<i32>)
        %3 = gpu.launch_func async [%2] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref: memref<i32>)
        gpu.wait [%3]
        return
    }
}
