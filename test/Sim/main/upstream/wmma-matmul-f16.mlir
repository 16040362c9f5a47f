// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test wmma-matmul-f16.mlir, in
// its form: an inline gpu.launch of one warp that loads A (transposed:
// column-major), B and an f16 C with gpu.subgroup_mma_load_matrix, runs
// gpu.subgroup_mma_compute {a_transpose} and stores the f16 result over
// the registered input; the host widens it to f32 and prints it. Our
// values: M[i][j] = j mod 5 feeds A (so A[i][k] = i mod 5) and B
// (B[k][j] = j mod 5), C = 1: R[i][j] = 16 (i mod 5)(j mod 5) + 1, exact
// in f16 (computed in Python).
// CHECK:      {{\[\[}}1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: {{\[}}1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1],
// CHECK-NEXT: {{\[}}1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1],
// CHECK-NEXT: {{\[}}1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1],
// CHECK-NEXT: {{\[}}1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1],
// CHECK-NEXT: {{\[}}1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: {{\[}}1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1],
// CHECK-NEXT: {{\[}}1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1],
// CHECK-NEXT: {{\[}}1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1],
// CHECK-NEXT: {{\[}}1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1],
// CHECK-NEXT: {{\[}}1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: {{\[}}1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1,   17,   33,   49,   65,   1],
// CHECK-NEXT: {{\[}}1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1,   33,   65,   97,   129,   1],
// CHECK-NEXT: {{\[}}1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1,   49,   97,   145,   193,   1],
// CHECK-NEXT: {{\[}}1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1,   65,   129,   193,   257,   1],
// CHECK-NEXT: {{\[}}1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1]]

func.func @main() {
  %m = memref.alloc() : memref<16x16xf16>
  %acc = memref.alloc() : memref<16x16xf16>
  %wide = memref.alloc() : memref<16x16xf32>

  %one = arith.constant 1.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index

  // M[i][j] = j mod 5, C = 1.
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %r = arith.remui %j, %c5 : index
      %ri = arith.index_cast %r : index to i16
      %rf = arith.sitofp %ri : i16 to f16
      memref.store %rf, %m[%i, %j] : memref<16x16xf16>
      memref.store %one, %acc[%i, %j] : memref<16x16xf16>
    }
  }

  %um = memref.cast %m : memref<16x16xf16> to memref<*xf16>
  %uacc = memref.cast %acc : memref<16x16xf16> to memref<*xf16>
  %uwide = memref.cast %wide : memref<16x16xf32> to memref<*xf32>
  gpu.host_register %um : memref<*xf16>
  gpu.host_register %uacc : memref<*xf16>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = gpu.subgroup_mma_load_matrix %m[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %m[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %acc[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %R, %m[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.terminator
  }

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %h = memref.load %m[%i, %j] : memref<16x16xf16>
      %f = arith.extf %h : f16 to f32
      memref.store %f, %wide[%i, %j] : memref<16x16xf32>
    }
  }
  call @printMemrefF32(%uwide) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
