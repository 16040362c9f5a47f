// gpu.subgroup_mma_elementwise: the kinds MLIR 22.1's GPU-to-NVVM lowering
// has (addf, mulf, divf; maxf and minf on f32) run; the others (subf,
// negatef, ..., maxf/minf on f16) made that lowering abort the process and
// are refused at the op.
// In: c[i] = i (iota, 0-255). wmma_elementwise computes
// min(max(c + 3, 3 c) / 0.5, 1024) * 1, so out[i] = 2 (i + 3) = 6, 8 for
// i = 0, 1, then min(6 i, 1024): 12, 18, ..., 1020 (i = 170), and 1024
// from i = 171 (every value exact in f32).
// RUN: %python -c "import numpy as np; i = np.arange(256); np.save('%t.npy', np.minimum(2 * np.maximum(i + 3, 3 * i), 1024).astype(np.float32))"
// RUN: warp-run --sim %s --kernel wmma_elementwise --arg f32[256]=iota --arg f32[256] --rtol 0 --atol 0 --expect 1=%t.npy | FileCheck %s
// CHECK: warp-run: 1 result match
// The first elements, by hand:
// RUN: warp-run --sim %s --kernel wmma_elementwise --arg f32[256]=iota --arg f32[256] --print | FileCheck %s --check-prefix=PRINT
// PRINT: arg 1 f32[256]: 6 8 12 18 24 30 36 42 48
// The refused kinds (Inputs/wmma-elementwise-refused.mlir): each at its op.
// RUN: not warp-run --sim %S/Inputs/wmma-elementwise-refused.mlir --kernel wmma_subf --arg f16[256] 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: wmma-elementwise-refused.mlir:7:10: error: gpu.subgroup_mma_elementwise subf on 'f16' has no lowering to NVVM in MLIR 22 (its WMMA lowering has addf, mulf and divf, and maxf and minf on f32, only, and aborts on the rest)
// REFUSED: wmma-elementwise-refused.mlir:15:10: error: gpu.subgroup_mma_elementwise negatef on 'f16' has no lowering
// REFUSED: wmma-elementwise-refused.mlir:23:10: error: gpu.subgroup_mma_elementwise maxf on 'f16' has no lowering
// REFUSED: warp-run: '{{.*}}wmma-elementwise-refused.mlir': the module does not lower to the NVVM dialect
// The PTX path refuses them the same way (it aborted on a module of gpu
// ops alone, which skipped the checks).
// RUN: not warp-ptx %S/Inputs/wmma-elementwise-refused.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=PTX
// PTX: wmma-elementwise-refused.mlir:7:10: error: gpu.subgroup_mma_elementwise subf on 'f16' has no lowering to NVVM in MLIR 22

gpu.module @kernels {
  gpu.func @wmma_elementwise(%c: memref<16x16xf32>, %d: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %f3 = arith.constant 3.0 : f32
    %half = arith.constant 0.5 : f32
    %cap = arith.constant 1024.0 : f32
    %one = arith.constant 1.0 : f32
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %K = gpu.subgroup_mma_constant_matrix %f3 : !gpu.mma_matrix<16x16xf32, "COp">
    %H = gpu.subgroup_mma_constant_matrix %half : !gpu.mma_matrix<16x16xf32, "COp">
    %M = gpu.subgroup_mma_constant_matrix %cap : !gpu.mma_matrix<16x16xf32, "COp">
    %O = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf32, "COp">
    %s = gpu.subgroup_mma_elementwise addf %C, %K : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %p = gpu.subgroup_mma_elementwise mulf %C, %K : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %x = gpu.subgroup_mma_elementwise maxf %s, %p : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %q = gpu.subgroup_mma_elementwise divf %x, %H : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %m = gpu.subgroup_mma_elementwise minf %q, %M : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %r = gpu.subgroup_mma_elementwise mulf %m, %O : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %r, %d[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}
