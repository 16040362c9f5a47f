// RUN: not warp-run --main --sim %s 2>&1 | FileCheck %s
// Our version of MLIR's CUDA integration test wmma-transposed-store-f16.mlir,
// in its form: inside an inline gpu.launch of one warp, a 16x16 f16
// vector.transfer_read from a device buffer, elementwise arithmetic, and
// a vector.transfer_write with a transposing permutation_map; async
// gpu.alloc and gpu.memcpy around it, the result widened to f32 and
// printed.
// Refused, with an error at the first vector op (docs/Sim.md "Host
// programs"): upstream's RUN line runs convert-vector-to-gpu before its
// pipeline, which warp-run does not run; and MLIR 22.1's
// convert-vector-to-gpu leaves this kernel (no vector.contract) as it is
// (mlir-opt 22.1 -convert-vector-to-gpu changes nothing in it), so it would
// stay vector code anyway. The pipeline alone leaves the 2-D vector ops
// unlowered.
// CHECK: {{.*}}wmma-transposed-store-f16.mlir:{{[0-9]+}}:10: error: 'vector.transfer_read' is not lowered by MLIR's GPU-to-NVVM pipeline; vector code over 2-D WMMA fragments needs convert-vector-to-gpu first, which warp-run does not run (docs/Sim.md "Host programs")
// CHECK-NEXT: %A = vector.transfer_read %din[%c0, %c0]
// CHECK: warp-run: '{{.*}}wmma-transposed-store-f16.mlir': the module does not lower to the NVVM dialect

func.func @main() {
  %in = memref.alloc() : memref<16x16xf16>
  %res = memref.alloc() : memref<16x16xf16>
  %wide = memref.alloc() : memref<16x16xf32>

  %zero = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %r8 = arith.muli %i, %c8 : index
      %v = arith.addi %r8, %j : index
      %vi = arith.index_cast %v : index to i16
      %vf = arith.sitofp %vi : i16 to f16
      memref.store %vf, %in[%i, %j] : memref<16x16xf16>
      memref.store %zero, %res[%i, %j] : memref<16x16xf16>
    }
  }

  %uwide = memref.cast %wide : memref<16x16xf32> to memref<*xf32>

  %token = gpu.wait async
  %din, %t0 = gpu.alloc async [%token] () : memref<16x16xf16>
  %dres, %t1 = gpu.alloc async [%token] () : memref<16x16xf16>
  %x = gpu.memcpy async [%token] %din, %in : memref<16x16xf16>, memref<16x16xf16>
  %y = gpu.memcpy async [%token] %dres, %res : memref<16x16xf16>, memref<16x16xf16>
  gpu.wait [%token]

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = vector.transfer_read %din[%c0, %c0], %zero {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
    %B = arith.addf %A, %A : vector<16x16xf16>
    %C = arith.addf %B, %A : vector<16x16xf16>
    vector.transfer_write %C, %dres[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<16x16xf16>, memref<16x16xf16>
    gpu.terminator
  }

  %token2 = gpu.wait async
  %z = gpu.memcpy async [%token2] %res, %dres : memref<16x16xf16>, memref<16x16xf16>
  %w = gpu.dealloc async [%token2] %din : memref<16x16xf16>
  %v = gpu.dealloc async [%token2] %dres : memref<16x16xf16>
  gpu.wait [%token2]

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %h = memref.load %res[%i, %j] : memref<16x16xf16>
      %f = arith.extf %h : f16 to f32
      memref.store %f, %wide[%i, %j] : memref<16x16xf32>
    }
  }
  call @printMemrefF32(%uwide) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
