// y[i] = a * x[i] over buffers of any length: the memrefs' sizes come at
// run time (memref<?xf32>), so the kernel takes MLIR's memref descriptors
// (pointers, offset, size, stride), which warp-run, Python and the
// simulator build from each buffer's shape.
//
//   warp-run --sim examples/gpu/scale_dynamic.mlir --grid 4 --block 256 \
//       --arg 'f32[1000]=iota' --arg 'f32[1000]' --arg f32:2 --print
gpu.module @kernels {
  gpu.func @scale(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) kernel {
    %c0 = arith.constant 0 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %block = gpu.block_id x
    %size = gpu.block_dim x
    %thread = gpu.thread_id x
    %base = arith.muli %block, %size : index
    %i = arith.addi %base, %thread : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %v = memref.load %x[%i] : memref<?xf32>
      %r = arith.mulf %v, %a : f32
      memref.store %r, %y[%i] : memref<?xf32>
    }
    gpu.return
  }
}
