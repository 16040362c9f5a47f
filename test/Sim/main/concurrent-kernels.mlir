// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// RUN: sh -c 'warp-run --main --sim --sim-seed 4 %s 2>&1; echo "exit $?"' | FileCheck %s
// Our version of MLIR's mlir/test/Integration/GPU/CUDA/concurrent-kernels.mlir,
// in its form: two kernels on two streams, each atomically increments a
// counter in host_shared memory, then spins until it reads 2. On a GPU both
// are resident at once; the simulator runs launches when the host waits
// for them, the two streams' together. (We print what each kernel saw.)
// CHECK: kernel saw 2
// CHECK: kernel saw 2
// CHECK: exit 0

module attributes {gpu.container_module} {
    gpu.module @kernels {
        gpu.func @kernel(%memref: memref<i32>) kernel {
            %c0 = arith.constant 0 : i32
            %c1 = arith.constant 1 : i32
            %c2 = arith.constant 2 : i32
            %block = memref.atomic_rmw addi %c1, %memref[] : (i32, memref<i32>) -> i32
            %seen = scf.while: () -> i32 {
                %value = memref.atomic_rmw addi %c0, %memref[] : (i32, memref<i32>) -> i32
                %cond = arith.cmpi slt, %value, %c2 : i32
                scf.condition(%cond) %value : i32
            } do {
            ^bb0(%v: i32):
                scf.yield
            }
            gpu.printf "kernel saw %d\n", %seen : i32
            gpu.return
        }
    }

    func.func @main() {
        %memref = gpu.alloc host_shared () : memref<i32>
        %c0 = arith.constant 0 : i32
        memref.store %c0, %memref[] : memref<i32>

        %0 = gpu.wait async
        %1 = gpu.wait async
        %c1 = arith.constant 1 : index
        %2 = gpu.launch_func async [%0] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref: memref<i32>)
        %3 = gpu.launch_func async [%1] @kernels::@kernel
            blocks in (%c1, %c1, %c1)
            threads in (%c1, %c1, %c1)
            args(%memref: memref<i32>)
        gpu.wait [%2, %3]
        return
    }
}
