// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test
// TensorCore/sm80/wmma-matmul-f64.mlir (also TensorCore/wmma-matmul-f64),
// in its form: f64 WMMA (A 8x4, B 4x8, C and D 8x8) from registered host
// memory in an inline gpu.launch of one warp, D printed with
// printMemrefF64. Our values: A = 0.5, B = 1.5, C = 0.25, so every element
// of D is 4 * 0.75 + 0.25 = 3.25.
// CHECK-COUNT-8: [{{(3.25, +){7}3.25}}]

func.func @main() {
  %a = memref.alloc() : memref<8x4xf64>
  %b = memref.alloc() : memref<4x8xf64>
  %c = memref.alloc() : memref<8x8xf64>
  %d = memref.alloc() : memref<8x8xf64>

  %fa = arith.constant 0.5 : f64
  %fb = arith.constant 1.5 : f64
  %fc = arith.constant 0.25 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index

  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      memref.store %fa, %a[%i, %k] : memref<8x4xf64>
      memref.store %fb, %b[%k, %i] : memref<4x8xf64>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %fc, %c[%i, %j] : memref<8x8xf64>
    }
  }

  %ua = memref.cast %a : memref<8x4xf64> to memref<*xf64>
  %ub = memref.cast %b : memref<4x8xf64> to memref<*xf64>
  %uc = memref.cast %c : memref<8x8xf64> to memref<*xf64>
  %ud = memref.cast %d : memref<8x8xf64> to memref<*xf64>
  gpu.host_register %ua : memref<*xf64>
  gpu.host_register %ub : memref<*xf64>
  gpu.host_register %uc : memref<*xf64>
  gpu.host_register %ud : memref<*xf64>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 4 : index} : memref<8x4xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 8 : index} : memref<4x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x8xf64, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c0] {leadDimension = 8 : index} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xf64>
    gpu.terminator
  }
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  return
}

func.func private @printMemrefF64(memref<*xf64>)
