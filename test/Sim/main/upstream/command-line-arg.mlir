// RUN: warp-run --sim %s --kernel scale_fill --arg f32:0.75 --arg 'f32[7]' --print | FileCheck %s
// Our version of MLIR's CUDA integration test command-line-arg.mlir, in
// its form: a host function (no @main) taking an f32 and a dynamic memref,
// whose inline gpu.launch stores the f32 in every element. Upstream checks
// that gpu-lower-to-nvvm-pipeline hands its ptxas-cmd-options to ptxas;
// the simulator runs no ptxas, so that part does not apply. What does is
// running the host function itself: warp-run --kernel calls it with a buffer
// (copied to simulated device memory and back) and a scalar; the outlined
// kernel takes the memref as a descriptor (its size is dynamic).
// CHECK: arg 1 f32[7]: 0.75 0.75 0.75 0.75 0.75 0.75 0.75

func.func @scale_fill(%arg0 : f32, %arg1 : memref<?xf32>) {
    %one = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %n = memref.dim %arg1, %c0 : memref<?xf32>

    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
                threads(%tx, %ty, %tz) in (%block_x = %n, %block_y = %one, %block_z = %one) {
        memref.store %arg0, %arg1[%tx] : memref<?xf32>
        gpu.terminator
    }

    return
}
