// RUN: not warp-run --sim %s --arg f32[32] 2>&1 | FileCheck %s
// An mma.sync shape the simulator has no fragment tables for is refused
// before anything runs, with the op and its location.

gpu.module @kernels {
  // CHECK: warp-run: simulated kernel 'mma_m8n8k4': the simulator does not model nvvm.mma.sync with shape m8n8k4 (only m16n8kK is modelled) (at {{.*}}tensor-core-refused.mlir:[[@LINE+3]]:10)
  gpu.func @mma_m8n8k4(%out: memref<32xf32>) kernel {
    %h = arith.constant dense<1.0> : vector<2xf16>
    %d = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h, %h, %h]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         shape = #nvvm.shape<m = 8, n = 8, k = 4>}
        : (vector<2xf16>, vector<2xf16>, vector<2xf16>)
        -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    gpu.return
  }
}
