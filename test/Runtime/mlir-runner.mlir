// A host module with gpu.launch_func, lowered by warp-to-ptx (host side
// included) and run by Debian's mlir-runner, and by warp-run --main, on
// libwarptile_cuda_runtime.so, the mgpu* ABI over lib/Runtime. With the fake driver the kernel computes
// nothing, so the buffer comes back as uploaded; on a GPU each lane adds
// its warp's sum (496 for iota 0..31).
//
// RUN: warp-opt %s --warp-to-ptx > %t.mlir
// RUN: %mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=ABI
// RUN: env WARPTILE_LIBCUDA=%fake-cuda %mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%warptile-cuda-runtime,%runner-utils | FileCheck %s --check-prefix=FAKE
// RUN: env WARPTILE_LIBCUDA=%t.missing.so sh -c '%mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%warptile-cuda-runtime,%runner-utils 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NOGPU
// The same through warp-run --main (MLIR's execution engine in-process).
// RUN: env WARPTILE_LIBCUDA=%fake-cuda warp-run --main %s | FileCheck %s --check-prefix=FAKE
// RUN: env WARPTILE_LIBCUDA=%t.missing.so sh -c 'warp-run --main %s 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NOGPU
// A failed launch from gpu.launch_func names the kernel too (the runtime
// looks the handle up).
// RUN: env WARPTILE_LIBCUDA=%fake-cuda FAKE_CUDA_LAUNCH_FAILS=1 sh -c 'warp-run --main %s 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LAUNCH
// RUN: %if cuda-driver %{ warp-run --main %s | FileCheck %s --check-prefix=GPU %}
// RUN: %if cuda-driver %{ %mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%warptile-cuda-runtime,%runner-utils | FileCheck %s --check-prefix=GPU %}

// The signatures MLIR 22's gpu-to-llvm calls, which MgpuWrappers.cpp
// implements.
// ABI-DAG: declare ptr @mgpuStreamCreate()
// ABI-DAG: declare ptr @mgpuMemAlloc(i64, ptr, i8)
// ABI-DAG: declare void @mgpuMemcpy(ptr, ptr, i64, ptr)
// ABI-DAG: declare void @mgpuMemFree(ptr, ptr)
// ABI-DAG: declare void @mgpuStreamSynchronize(ptr)
// ABI-DAG: declare ptr @mgpuModuleLoadJIT(ptr, i32)
// ABI-DAG: declare ptr @mgpuModuleGetFunction(ptr, ptr)
// ABI-DAG: declare void @mgpuLaunchKernel(ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)

// FAKE: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  26,  27,  28,  29,  30,  31]
// NOGPU: warptile-cuda-runtime: no CUDA GPU: cannot load the CUDA driver
// NOGPU: exit 77
// GPU: [496,  496,  496,
// LAUNCH: warptile-cuda-runtime: cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED (kernel 'warp_sum')
// LAUNCH-NEXT: exit 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @warp_sum(%buf: memref<32xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %w = warp.entry : !warp.warp<all>
      %lane = gpu.lane_id
      %v = memref.load %buf[%lane] : memref<32xf32>
      %s = warp.reduce add %w, %v : !warp.warp<all>, f32
      memref.store %s, %buf[%lane] : memref<32xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %h = memref.alloc() : memref<32xf32>
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<32xf32>
    }
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<32xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<32xf32>, memref<32xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@warp_sum
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%d : memref<32xf32>)
    %t4 = gpu.memcpy async [%t3] %h, %d : memref<32xf32>, memref<32xf32>
    %t5 = gpu.dealloc async [%t4] %d : memref<32xf32>
    gpu.wait [%t5]
    %u = memref.cast %h : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %h : memref<32xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
