// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 2 %s | FileCheck %s
// Our version of MLIR's CUDA integration test all-reduce-region.mlir, in
// its form: `gpu.all_reduce` with a region (here an i32 sum the region
// spells out with arith.addi and gpu.yield) over one block of 37 threads
// (a whole warp and 5 lanes of the next), its size the dim of a dynamic
// memref; thread t holds 2t + 1, and every thread stores the result as
// f32. 1 + 3 + ... + 73 = 37 * 37 = 1369.
// CHECK: [{{(1369, ){36}1369}}]

func.func @main() {
  %arg = memref.alloc() : memref<37xf32>
  %dst = memref.cast %arg : memref<37xf32> to memref<?xf32>
  %one = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %sx = memref.dim %dst, %c0 : memref<?xf32>
  %cast_dst = memref.cast %dst : memref<?xf32> to memref<*xf32>
  gpu.host_register %cast_dst : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
             threads(%tx, %ty, %tz) in (%block_x = %sx, %block_y = %one, %block_z = %one) {
    %t = arith.index_cast %tx : index to i32
    %c1_i32 = arith.constant 1 : i32
    %twice = arith.addi %t, %t : i32
    %val = arith.addi %twice, %c1_i32 : i32
    %sum = gpu.all_reduce %val uniform {
    ^bb(%lhs : i32, %rhs : i32):
      %s = arith.addi %lhs, %rhs : i32
      "gpu.yield"(%s) : (i32) -> ()
    } : (i32) -> (i32)
    %res = arith.sitofp %sum : i32 to f32
    memref.store %res, %dst[%tx] : memref<?xf32>
    gpu.terminator
  }
  call @printMemrefF32(%cast_dst) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
