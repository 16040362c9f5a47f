// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test multiple-all-reduce.mlir, in
// its form: one inline gpu.launch (2 blocks of 6 threads) with two
// `gpu.all_reduce` (add, then mul) over f32 rows of a gpu.host_register'ed
// buffer, each result stored by every thread into its own registered
// buffer. Our values, exact in f32 in any order:
//   row 0: 1 2 3 4 5 0.5    sum 15.5  product 60
//   row 1: 2 -1 3 0.5 4 1.5 sum 10    product -18
// CHECK: [15.5, 10]
// CHECK: [60, -18]

func.func @main() {
  %data = memref.alloc() : memref<2x6xf32>
  %sum = memref.alloc() : memref<2xf32>
  %mul = memref.alloc() : memref<2xf32>
  %cst1 = arith.constant 1.0 : f32
  %cst2 = arith.constant 2.0 : f32
  %cst3 = arith.constant 3.0 : f32
  %cst4 = arith.constant 4.0 : f32
  %cst5 = arith.constant 5.0 : f32
  %cst_half = arith.constant 0.5 : f32
  %cst_m1 = arith.constant -1.0 : f32
  %cst_1p5 = arith.constant 1.5 : f32

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index

  %cast_data = memref.cast %data : memref<2x6xf32> to memref<*xf32>
  gpu.host_register %cast_data : memref<*xf32>
  %cast_sum = memref.cast %sum : memref<2xf32> to memref<*xf32>
  gpu.host_register %cast_sum : memref<*xf32>
  %cast_mul = memref.cast %mul : memref<2xf32> to memref<*xf32>
  gpu.host_register %cast_mul : memref<*xf32>

  memref.store %cst1, %data[%c0, %c0] : memref<2x6xf32>
  memref.store %cst2, %data[%c0, %c1] : memref<2x6xf32>
  memref.store %cst3, %data[%c0, %c2] : memref<2x6xf32>
  memref.store %cst4, %data[%c0, %c3] : memref<2x6xf32>
  memref.store %cst5, %data[%c0, %c4] : memref<2x6xf32>
  memref.store %cst_half, %data[%c0, %c5] : memref<2x6xf32>

  memref.store %cst2, %data[%c1, %c0] : memref<2x6xf32>
  memref.store %cst_m1, %data[%c1, %c1] : memref<2x6xf32>
  memref.store %cst3, %data[%c1, %c2] : memref<2x6xf32>
  memref.store %cst_half, %data[%c1, %c3] : memref<2x6xf32>
  memref.store %cst4, %data[%c1, %c4] : memref<2x6xf32>
  memref.store %cst_1p5, %data[%c1, %c5] : memref<2x6xf32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c2, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c6, %block_y = %c1, %block_z = %c1) {
    %val = memref.load %data[%bx, %tx] : memref<2x6xf32>
    %reduced0 = gpu.all_reduce add %val uniform {} : (f32) -> (f32)
    memref.store %reduced0, %sum[%bx] : memref<2xf32>
    %reduced1 = gpu.all_reduce mul %val uniform {} : (f32) -> (f32)
    memref.store %reduced1, %mul[%bx] : memref<2xf32>
    gpu.terminator
  }

  call @printMemrefF32(%cast_sum) : (memref<*xf32>) -> ()
  call @printMemrefF32(%cast_mul) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
