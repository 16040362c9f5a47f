// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 3 %s | FileCheck %s
// Our version of MLIR's CUDA integration test all-reduce-and.mlir, in its form: a
// @main without gpu.module, whose inline gpu.launch (2 blocks of 6 threads,
// one row of a host buffer each) reduces with `gpu.all_reduce and`;
// the host buffers are memref.alloc'ed, cast to unranked memrefs and
// gpu.host_register'ed, and the result goes through printMemrefI32. Our
// values; the expected row is and over each row, computed in Python.
// CHECK: [13, 6]

func.func @main() {
  %data = memref.alloc() : memref<2x6xi32>
  %result = memref.alloc() : memref<2xi32>
  %ci0 = arith.constant 15 : i32
  %ci1 = arith.constant 13 : i32
  %ci2 = arith.constant 29 : i32
  %ci3 = arith.constant 61 : i32
  %ci4 = arith.constant 45 : i32
  %ci5 = arith.constant 77 : i32
  %ci6 = arith.constant 6 : i32
  %ci7 = arith.constant 14 : i32
  %ci8 = arith.constant 22 : i32
  %ci9 = arith.constant 30 : i32
  %ci10 = arith.constant 38 : i32
  %ci11 = arith.constant 70 : i32

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index

  %cast_data = memref.cast %data : memref<2x6xi32> to memref<*xi32>
  gpu.host_register %cast_data : memref<*xi32>
  %cast_result = memref.cast %result : memref<2xi32> to memref<*xi32>
  gpu.host_register %cast_result : memref<*xi32>

  memref.store %ci0, %data[%c0, %c0] : memref<2x6xi32>
  memref.store %ci1, %data[%c0, %c1] : memref<2x6xi32>
  memref.store %ci2, %data[%c0, %c2] : memref<2x6xi32>
  memref.store %ci3, %data[%c0, %c3] : memref<2x6xi32>
  memref.store %ci4, %data[%c0, %c4] : memref<2x6xi32>
  memref.store %ci5, %data[%c0, %c5] : memref<2x6xi32>

  memref.store %ci6, %data[%c1, %c0] : memref<2x6xi32>
  memref.store %ci7, %data[%c1, %c1] : memref<2x6xi32>
  memref.store %ci8, %data[%c1, %c2] : memref<2x6xi32>
  memref.store %ci9, %data[%c1, %c3] : memref<2x6xi32>
  memref.store %ci10, %data[%c1, %c4] : memref<2x6xi32>
  memref.store %ci11, %data[%c1, %c5] : memref<2x6xi32>

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c2, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c6, %block_y = %c1, %block_z = %c1) {
    %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
    %reduced = gpu.all_reduce and %val uniform {} : (i32) -> (i32)
    memref.store %reduced, %result[%bx] : memref<2xi32>
    gpu.terminator
  }

  call @printMemrefI32(%cast_result) : (memref<*xi32>) -> ()
  return
}

func.func private @printMemrefI32(memref<*xi32>)
