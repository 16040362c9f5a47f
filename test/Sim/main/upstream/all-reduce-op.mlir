// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 9 %s | FileCheck %s
// Our version of MLIR's CUDA integration test all-reduce-op.mlir, in its
// form: one block whose sizes are the dims of a dynamic 3-D memref
// (11 x 3 x 3 = 99 threads: four warps, the last of 3 lanes), each thread
// holding its linear index as f32, `gpu.all_reduce add` over the block,
// every thread storing the sum; the memref is gpu.host_register'ed as an
// unranked memref and printed. 0 + 1 + ... + 98 = 98 * 99 / 2 = 4851, in
// each of the 3 x 3 rows. (Three warps would not do:
// ../all-reduce-three-warps.mlir.)
// CHECK-COUNT-9: [{{(4851, ){10}4851}}]

func.func @main() {
  %arg = memref.alloc() : memref<3x3x11xf32>
  %dst = memref.cast %arg : memref<3x3x11xf32> to memref<?x?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sx = memref.dim %dst, %c2 : memref<?x?x?xf32>
  %sy = memref.dim %dst, %c1 : memref<?x?x?xf32>
  %sz = memref.dim %dst, %c0 : memref<?x?x?xf32>
  %cast_dst = memref.cast %dst : memref<?x?x?xf32> to memref<*xf32>
  gpu.host_register %cast_dst : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %sx, %block_y = %sy, %block_z = %sz) {
    %t0 = arith.muli %tz, %block_y : index
    %t1 = arith.addi %ty, %t0 : index
    %t2 = arith.muli %t1, %block_x : index
    %idx = arith.addi %tx, %t2 : index
    %t3 = arith.index_cast %idx : index to i32
    %val = arith.sitofp %t3 : i32 to f32
    %sum = gpu.all_reduce add %val uniform {} : (f32) -> (f32)
    memref.store %sum, %dst[%tz, %ty, %tx] : memref<?x?x?xf32>
    gpu.terminator
  }
  call @printMemrefF32(%cast_dst) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(%ptr : memref<*xf32>)
