// The NVVM target links libdevice from the CUDA toolkit it finds through
// CUDA_ROOT/CUDA_HOME/CUDA_PATH; Debian's MLIR knows no toolkit of its own.
// With none of them set, the tools point it at this machine's toolkit (the
// ptxas on PATH, else /usr/local/cuda), so math lowers to linked __nv_*
// code instead of unresolved calls that ptxas rejects.
// REQUIRES: ptxas
// RUN: env -u CUDA_ROOT -u CUDA_HOME -u CUDA_PATH warp-ptx %s > %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90 %t.ptx -o /dev/null
// CHECK-NOT: .extern .func {{.*}}__nv_
// CHECK: .entry rsqrt_kernel
// CHECK: rsqrt.approx.f32
gpu.module @m {
  gpu.func @rsqrt_kernel(%x: memref<32xf32>) kernel {
    %i = gpu.thread_id x
    %v = memref.load %x[%i] : memref<32xf32>
    %r = math.rsqrt %v : f32
    memref.store %r, %x[%i] : memref<32xf32>
    gpu.return
  }
}
