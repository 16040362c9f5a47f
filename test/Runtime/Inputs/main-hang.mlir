// A host module whose kernel never finishes under the fake driver (its
// name contains "hang"): @main's wait runs into the watchdog of
// libwarptile_cuda_runtime.so (WARPTILE_TIMEOUT). Used by
// test/Runtime/option-ranges.test.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hang() kernel {
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@hang
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    gpu.wait [%t1]
    return
  }
}
