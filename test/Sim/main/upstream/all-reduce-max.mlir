// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 3 %s | FileCheck %s
// Our version of MLIR's CUDA integration test all-reduce-max.mlir, in its form: a
// @main without gpu.module, whose inline gpu.launch (2 blocks of 6 threads,
// one row of a host buffer each) reduces with `gpu.all_reduce maxnumf`;
// the host buffers are memref.alloc'ed, cast to unranked memrefs and
// gpu.host_register'ed, and the result goes through printMemrefF32. Our
// values; the expected row is maxnumf over each row, computed in Python.
// CHECK: [7.25, -0.25]

func.func @main() {
  %data = memref.alloc() : memref<2x6xf32>
  %result = memref.alloc() : memref<2xf32>
  %cf0 = arith.constant 0.5 : f32
  %cf1 = arith.constant -2.0 : f32
  %cf2 = arith.constant 7.25 : f32
  %cf3 = arith.constant 3.0 : f32
  %cf4 = arith.constant 7.0 : f32
  %cf5 = arith.constant -8.0 : f32
  %cf6 = arith.constant -1.5 : f32
  %cf7 = arith.constant -0.25 : f32
  %cf8 = arith.constant -3.0 : f32
  %cf9 = arith.constant -9.0 : f32
  %cf10 = arith.constant -0.75 : f32

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index

  %cast_data = memref.cast %data : memref<2x6xf32> to memref<*xf32>
  gpu.host_register %cast_data : memref<*xf32>
  %cast_result = memref.cast %result : memref<2xf32> to memref<*xf32>
  gpu.host_register %cast_result : memref<*xf32>

  memref.store %cf0, %data[%c0, %c0] : memref<2x6xf32>
  memref.store %cf1, %data[%c0, %c1] : memref<2x6xf32>
  memref.store %cf2, %data[%c0, %c2] : memref<2x6xf32>
  memref.store %cf3, %data[%c0, %c3] : memref<2x6xf32>
  memref.store %cf4, %data[%c0, %c4] : memref<2x6xf32>
  memref.store %cf5, %data[%c0, %c5] : memref<2x6xf32>

  memref.store %cf6, %data[%c1, %c0] : memref<2x6xf32>
  memref.store %cf7, %data[%c1, %c1] : memref<2x6xf32>
  memref.store %cf8, %data[%c1, %c2] : memref<2x6xf32>
  memref.store %cf1, %data[%c1, %c3] : memref<2x6xf32>
  memref.store %cf9, %data[%c1, %c4] : memref<2x6xf32>
  memref.store %cf10, %data[%c1, %c5] : memref<2x6xf32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c2, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c6, %block_y = %c1, %block_z = %c1) {
    %val = memref.load %data[%bx, %tx] : memref<2x6xf32>
    %reduced = gpu.all_reduce maxnumf %val uniform {} : (f32) -> (f32)
    memref.store %reduced, %result[%bx] : memref<2xf32>
    gpu.terminator
  }

  call @printMemrefF32(%cast_result) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
