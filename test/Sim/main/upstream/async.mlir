// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: env WARPTILE_LIBCUDA=%fake-cuda warp-run --main %s | FileCheck %s --check-prefix=FAKE
// Our version of MLIR's CUDA integration test async.mlir, in its form:
// `async.execute` regions that fork and join (h0 copied to a device buffer
// b0, b0 copied to b1 and to b2 by two regions that both wait for the
// first, and a fourth region, after both, whose inline gpu.launch writes
// b1 + b2 into the registered host buffer h0), with the sync forms of
// gpu.alloc and gpu.memcpy inside the regions and an async.await in
// @main. The simulator runs each region at once, in order, on one thread
// (MLIR's async runtime ABI, lib/Sim/AsyncRuntime.cpp). Our values: h0
// starts [5, 11, 17], and ends twice that.
// CHECK: [10, 22, 34]
// warp-run --main (the GPU's path: PTX, libwarptile_cuda_runtime.so and
// MLIR's own async runtime, on its thread pool) lowers and runs the same
// host code; with test/Runtime's fake driver the copies run and the
// kernel computes nothing, so h0 keeps its values.
// FAKE: [5, 11, 17]

func.func @main() {
  %c0    = arith.constant 0 : index
  %c1    = arith.constant 1 : index
  %c2    = arith.constant 2 : index
  %count = arith.constant 3 : index

  // h0 on the host, registered.
  %h0 = memref.alloc(%count) : memref<?xi32>
  %h0_unranked = memref.cast %h0 : memref<?xi32> to memref<*xi32>
  gpu.host_register %h0_unranked : memref<*xi32>

  %v0 = arith.constant 5 : i32
  %v1 = arith.constant 11 : i32
  %v2 = arith.constant 17 : i32
  memref.store %v0, %h0[%c0] : memref<?xi32>
  memref.store %v1, %h0[%c1] : memref<?xi32>
  memref.store %v2, %h0[%c2] : memref<?xi32>

  // h0 to b0 on the device.
  %t0, %f0 = async.execute () -> !async.value<memref<?xi32>> {
    %b0 = gpu.alloc(%count) : memref<?xi32>
    gpu.memcpy %b0, %h0 : memref<?xi32>, memref<?xi32>
    async.yield %b0 : memref<?xi32>
  }

  // b0 to b1 and to b2 (fork).
  %t1, %f1 = async.execute [%t0] (
    %f0 as %b0 : !async.value<memref<?xi32>>
  ) -> !async.value<memref<?xi32>> {
    %b1 = gpu.alloc(%count) : memref<?xi32>
    gpu.memcpy %b1, %b0 : memref<?xi32>, memref<?xi32>
    async.yield %b1 : memref<?xi32>
  }
  %t2, %f2 = async.execute [%t0] (
    %f0 as %b0 : !async.value<memref<?xi32>>
  ) -> !async.value<memref<?xi32>> {
    %b2 = gpu.alloc(%count) : memref<?xi32>
    gpu.memcpy %b2, %b0 : memref<?xi32>, memref<?xi32>
    async.yield %b2 : memref<?xi32>
  }

  // h0 = b1 + b2 (join).
  %t3 = async.execute [%t1, %t2] (
    %f1 as %b1 : !async.value<memref<?xi32>>,
    %f2 as %b2 : !async.value<memref<?xi32>>
  ) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
               threads(%tx, %ty, %tz) in (%block_x = %count, %block_y = %c1, %block_z = %c1) {
      %x1 = memref.load %b1[%tx] : memref<?xi32>
      %x2 = memref.load %b2[%tx] : memref<?xi32>
      %sum = arith.addi %x1, %x2 : i32
      memref.store %sum, %h0[%tx] : memref<?xi32>
      gpu.terminator
    }
    async.yield
  }

  async.await %t3 : !async.token
  call @printMemrefI32(%h0_unranked) : (memref<*xi32>) -> ()
  return
}

func.func private @printMemrefI32(memref<*xi32>)
