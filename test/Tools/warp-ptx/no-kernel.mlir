// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// A gpu.module of device functions only gives PTX without an entry, which
// nothing can launch: warp-ptx says so (it wrote that PTX with exit 0).
// CHECK: warp-ptx: '{{.*}}no-kernel.mlir' has no kernel to compile: its gpu.funcs are device functions; mark the entry points `kernel` (gpu.func @name(...) kernel)
gpu.module @m {
  gpu.func @helper(%a: memref<32xf32>) {
    gpu.return
  }
}
