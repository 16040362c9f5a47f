// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 6 %s | FileCheck %s
// Our version of MLIR's CUDA integration test shuffle.mlir, in its form:
// an inline gpu.launch of one block whose size is a dynamic memref's dim
// (11 threads), `gpu.shuffle xor` by 2 with that size as the width, and
// the validity predicate deciding with cf.cond_br (a launch body of three
// blocks) between the value read and -1. MLIR lowers the width to the
// shfl.sync clamp width - 1 = 10 (segment mask 0): lane i reads lane
// i ^ 2 when that is at most 10 (PTX ISA, shfl.sync: bfly,
// `pval = (j <= maxLane)`). Lane 9 would read lane 11: invalid, -1.
// CHECK: [2, 3, 0, 1, 6, 7, 4, 5, 10, -1, 8]

func.func @main() {
  %arg = memref.alloc() : memref<11xf32>
  %dst = memref.cast %arg : memref<11xf32> to memref<?xf32>
  %one = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %sx = memref.dim %dst, %c0 : memref<?xf32>
  %cast_dst = memref.cast %dst : memref<?xf32> to memref<*xf32>
  gpu.host_register %cast_dst : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
             threads(%tx, %ty, %tz) in (%block_x = %sx, %block_y = %one, %block_z = %one) {
    %t0 = arith.index_cast %tx : index to i32
    %val = arith.sitofp %t0 : i32 to f32
    %width = arith.index_cast %block_x : index to i32
    %offset = arith.constant 2 : i32
    %shfl, %valid = gpu.shuffle xor %val, %offset, %width : f32
    cf.cond_br %valid, ^bb1(%shfl : f32), ^bb0
  ^bb0:
    %m1 = arith.constant -1.0 : f32
    cf.br ^bb1(%m1 : f32)
  ^bb1(%value : f32):
    memref.store %value, %dst[%tx] : memref<?xf32>
    gpu.terminator
  }
  call @printMemrefF32(%cast_dst) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(%ptr : memref<*xf32>)
