// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test two-modules.mlir, in its
// form: two inline gpu.launch bodies in @main. Outlining makes each a
// gpu.module of its own (@main_kernel and @main_kernel_0), and both
// modules' kernels are named @main_kernel: the launches name
// module::kernel, so the second runs its own body (t * t), not the
// first's (t), over the same registered buffer.
// CHECK: [0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100]

func.func @main() {
  %arg = memref.alloc() : memref<11xi32>
  %dst = memref.cast %arg : memref<11xi32> to memref<?xi32>
  %one = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %sx = memref.dim %dst, %c0 : memref<?xi32>
  %cast_dst = memref.cast %dst : memref<?xi32> to memref<*xi32>
  gpu.host_register %cast_dst : memref<*xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
             threads(%tx, %ty, %tz) in (%block_x = %sx, %block_y = %one, %block_z = %one) {
    %t0 = arith.index_cast %tx : index to i32
    memref.store %t0, %dst[%tx] : memref<?xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
             threads(%tx, %ty, %tz) in (%block_x = %sx, %block_y = %one, %block_z = %one) {
    %t0 = arith.index_cast %tx : index to i32
    %sq = arith.muli %t0, %t0 : i32
    memref.store %sq, %dst[%tx] : memref<?xi32>
    gpu.terminator
  }
  call @printMemrefI32(%cast_dst) : (memref<*xi32>) -> ()
  return
}

func.func private @printMemrefI32(%memref : memref<*xi32>)
