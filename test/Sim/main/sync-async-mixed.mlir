// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// A sync gpu.memset in a host module that also threads async tokens:
// gpu-to-llvm lowers only the async form, and warp-run cannot make this
// one async without reordering the module's own tokens; it says so at the
// op rather than failing later in the translation to LLVM IR.
// CHECK: sync-async-mixed.mlir:[[@LINE+16]]:5: error: 'gpu.memset' without `async`, in a host module that also uses async tokens ('gpu.alloc'): gpu-to-llvm lowers only its async form; give it `async [%token]`
// CHECK: warp-run: {{.*}}cannot be made async
// CHECK: exit 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop() kernel {
      gpu.return
    }
  }

  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<4xf32>
    gpu.wait [%t1]
    gpu.memset %dev, %zero : memref<4xf32>, f32
    gpu.dealloc %dev : memref<4xf32>
    return
  }
}
