// wgmma.mma_async: sm_90a (MLIR lowers it to inline PTX, which the NVPTX
// backend passes through and ptxas refuses for sm_90).
gpu.module @m {
  gpu.func @k(%out: memref<1xf32>) kernel {
    %acc = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32)>
    %desc = arith.constant 0 : i64
    %res = nvvm.wgmma.mma_async %desc, %desc, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <wrapped>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %res[0] : !llvm.struct<(f32, f32, f32, f32)>
    %c0 = arith.constant 0 : index
    memref.store %d0, %out[%c0] : memref<1xf32>
    gpu.return
  }
}
