// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test wmma-matmul-f32-bare-ptr.mlir,
// in its form: static shapes only (the kernel takes bare pointers),
// device buffers from async gpu.alloc and gpu.memcpy on one token, the
// WMMA matmul in an inline gpu.launch, and gpu.printf from the kernel as
// the only output (upstream prints no memref: its host side is lowered
// with bare pointers too). Every lane of the warp prints once.
// CHECK-COUNT-32: WMMA done
// CHECK-NOT: WMMA done

func.func @main() {
  %h_in = memref.alloc() : memref<16x16xf16>
  %h_acc = memref.alloc() : memref<16x16xf32>

  %quarter = arith.constant 0.25 : f16
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      memref.store %quarter, %h_in[%i, %j] : memref<16x16xf16>
      memref.store %zero, %h_acc[%i, %j] : memref<16x16xf32>
    }
  }

  %token = gpu.wait async
  %in, %t0 = gpu.alloc async [%token] () : memref<16x16xf16>
  %acc, %t1 = gpu.alloc async [%token] () : memref<16x16xf32>
  %x = gpu.memcpy async [%token] %in, %h_in : memref<16x16xf16>, memref<16x16xf16>
  %y = gpu.memcpy async [%token] %acc, %h_acc : memref<16x16xf32>, memref<16x16xf32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = gpu.subgroup_mma_load_matrix %in[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %in[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %acc[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %R, %acc[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.printf "WMMA done\n"
    gpu.terminator
  }
  %z = gpu.dealloc async [%token] %in : memref<16x16xf16>
  %w = gpu.dealloc async [%token] %acc : memref<16x16xf32>
  gpu.wait [%token]
  return
}
