// A host function over buffers of any length (memref<?xf32>) that launches
// a kernel taking them: --emit-lib compiles it (the host code builds the
// descriptors), the simulator runs it (emit-lib-dynamic.test).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) kernel {
      %c0 = arith.constant 0 : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %i = gpu.thread_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %x[%i] : memref<?xf32>
        %r = arith.mulf %v, %a : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @run(%x: memref<?xf32>, %y: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %two = arith.constant 2.0 : f32
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%x : memref<?xf32>, %y : memref<?xf32>, %two : f32)
    return
  }
}
