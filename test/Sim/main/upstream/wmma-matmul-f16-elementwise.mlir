// RUN: not warp-run --main --sim %s 2>&1 | FileCheck %s
// Our version of MLIR's CUDA integration test
// wmma-matmul-f16-elementwise.mlir, in its form: inside an inline
// gpu.launch of one warp, 16x16 f16 vector.transfer_read of A, B and C
// from device buffers (async gpu.alloc and gpu.memcpy on one token), a
// vector.contract D = A B + C, then arith.subf (C - D) and arith.negf, and
// a vector.transfer_write; copied back and printed.
// Refused, with an error at the first vector op (docs/Sim.md "Host
// programs"): upstream's RUN line runs convert-vector-to-gpu before its
// pipeline, which turns this vector code into gpu.subgroup_mma_* ops
// (subf and negf into gpu.subgroup_mma_elementwise subf and negatef);
// warp-run does not run it, and it would not help with MLIR 22.1, whose
// GPU-to-NVVM lowering has no subgroup_mma_elementwise subf or negatef
// (mlir-opt aborts on them; warp-run refuses them, wmma-elementwise.mlir).
// The pipeline alone leaves the 2-D vector ops unlowered.
// CHECK: {{.*}}wmma-matmul-f16-elementwise.mlir:{{[0-9]+}}:10: error: 'vector.transfer_read' is not lowered by MLIR's GPU-to-NVVM pipeline; vector code over 2-D WMMA fragments needs convert-vector-to-gpu first, which warp-run does not run (docs/Sim.md "Host programs")
// CHECK-NEXT: %A = vector.transfer_read %dm[%c0, %c0]
// CHECK: warp-run: '{{.*}}wmma-matmul-f16-elementwise.mlir': the module does not lower to the NVVM dialect

#map_a = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_b = affine_map<(d0, d1, d2) -> (d2, d1)>
#map_c = affine_map<(d0, d1, d2) -> (d0, d1)>

func.func @main() {
  %m = memref.alloc() : memref<16x16xf16>
  %acc = memref.alloc() : memref<16x16xf16>
  %wide = memref.alloc() : memref<16x16xf32>

  %pad = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index

  // M[i][j] = j mod 3, C[i][j] = i mod 4.
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %jm = arith.remui %j, %c3 : index
      %ji = arith.index_cast %jm : index to i16
      %jf = arith.sitofp %ji : i16 to f16
      memref.store %jf, %m[%i, %j] : memref<16x16xf16>
      %im = arith.remui %i, %c4 : index
      %ii = arith.index_cast %im : index to i16
      %if = arith.sitofp %ii : i16 to f16
      memref.store %if, %acc[%i, %j] : memref<16x16xf16>
    }
  }

  %uwide = memref.cast %wide : memref<16x16xf32> to memref<*xf32>

  %token = gpu.wait async
  %dm, %t0 = gpu.alloc async [%token] () : memref<16x16xf16>
  %dacc, %t1 = gpu.alloc async [%token] () : memref<16x16xf16>
  %x = gpu.memcpy async [%token] %dm, %m : memref<16x16xf16>, memref<16x16xf16>
  %y = gpu.memcpy async [%token] %dacc, %acc : memref<16x16xf16>, memref<16x16xf16>
  gpu.wait [%token]

  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1)
             threads(%tx, %ty, %tz) in (%block_x = %c32, %block_y = %c1, %block_z = %c1) {
    %A = vector.transfer_read %dm[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
    %B = vector.transfer_read %dm[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
    %C = vector.transfer_read %dacc[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
    %D = vector.contract {indexing_maps = [#map_a, #map_b, #map_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
    %E = arith.subf %C, %D : vector<16x16xf16>
    %F = arith.negf %E : vector<16x16xf16>
    vector.transfer_write %F, %dacc[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf16>, memref<16x16xf16>
    gpu.terminator
  }

  %token2 = gpu.wait async
  %z = gpu.memcpy async [%token2] %acc, %dacc : memref<16x16xf16>, memref<16x16xf16>
  %w = gpu.dealloc async [%token2] %dm : memref<16x16xf16>
  %v = gpu.dealloc async [%token2] %dacc : memref<16x16xf16>
  gpu.wait [%token2]

  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %h = memref.load %acc[%i, %j] : memref<16x16xf16>
      %f = arith.extf %h : f16 to f32
      memref.store %f, %wide[%i, %j] : memref<16x16xf32>
    }
  }
  call @printMemrefF32(%uwide) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
