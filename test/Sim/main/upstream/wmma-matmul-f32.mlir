// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test wmma-matmul-f32.mlir, in
// its form: f16 A and B (both loaded from one registered matrix), an f32
// C, gpu.subgroup_mma_compute into f32 and the result stored over C,
// printed from the host. Our values: every input 0.5, C = 2, so every
// element is 16 * 0.25 + 2 = 6.
// CHECK-COUNT-16: [{{(6, +){15}6}}]

func.func @main() {
  %in = memref.alloc() : memref<16x16xf16>
  %acc = memref.alloc() : memref<16x16xf32>

  %half = arith.constant 0.5 : f16
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      memref.store %half, %in[%i, %j] : memref<16x16xf16>
      memref.store %two, %acc[%i, %j] : memref<16x16xf32>
    }
  }

  %uin = memref.cast %in : memref<16x16xf16> to memref<*xf16>
  %uacc = memref.cast %acc : memref<16x16xf32> to memref<*xf32>
  gpu.host_register %uin : memref<*xf16>
  gpu.host_register %uacc : memref<*xf32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = gpu.subgroup_mma_load_matrix %in[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %in[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %acc[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %R, %acc[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.terminator
  }
  call @printMemrefF32(%uacc) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
