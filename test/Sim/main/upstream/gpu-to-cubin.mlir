// RUN: warp-run --main --sim %s | FileCheck %s
// Our version of MLIR's CUDA integration test gpu-to-cubin.mlir, in its
// form: @main calls a host function that takes an f32 and a dynamic
// memref and fills it from an inline gpu.launch (one thread per element);
// the memref is gpu.host_register'ed (cast to unranked), printed before
// (memref.alloc leaves it undefined: not checked) and after, and its
// first two elements are read with vector.transfer_read and printed with
// vector.print. Our values: 6 elements, filled with 2.5.
// CHECK: [2.5, 2.5, 2.5, 2.5, 2.5, 2.5]
// CHECK: ( 2.5, 2.5 )

func.func @fill(%value : f32, %buf : memref<?xf32>) {
  %one = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %n = memref.dim %buf, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %one, %grid_y = %one, %grid_z = %one)
             threads(%tx, %ty, %tz) in (%block_x = %n, %block_y = %one, %block_z = %one) {
    memref.store %value, %buf[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<6xf32>
  %dyn = memref.cast %buf : memref<6xf32> to memref<?xf32>
  %unranked = memref.cast %dyn : memref<?xf32> to memref<*xf32>
  gpu.host_register %unranked : memref<*xf32>
  call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()
  %value = arith.constant 2.5 : f32
  call @fill(%value, %dyn) : (f32, memref<?xf32>) -> ()
  call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()
  %first = vector.transfer_read %buf[%c0], %pad : memref<6xf32>, vector<2xf32>
  vector.print %first : vector<2xf32>
  return
}

func.func private @printMemrefF32(%ptr : memref<*xf32>)
