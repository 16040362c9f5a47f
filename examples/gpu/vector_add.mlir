// Vector add in plain gpu dialect, c[i] = a[i] + b[i] for i < n: the kernel
// warp-run's benchmarks and timings start from (memory bound: 12 bytes per
// element). Bare-pointer kernels take statically shaped memrefs; %n still
// bounds the grid's last block.
//
//   warp-run examples/gpu/vector_add.mlir --grid 4096 --block 256 \
//       --arg 'f32[1048576]=random:1' --arg 'f32[1048576]=random:2' \
//       --arg 'f32[1048576]' --arg 'i32:1048576' --bench 100 --timings

gpu.module @kernels {
  gpu.func @vector_add(%a: memref<1048576xf32>, %b: memref<1048576xf32>, %c: memref<1048576xf32>,
                       %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %limit = arith.index_cast %n : i32 to index
    %inside = arith.cmpi ult, %i, %limit : index
    scf.if %inside {
      %x = memref.load %a[%i] : memref<1048576xf32>
      %y = memref.load %b[%i] : memref<1048576xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<1048576xf32>
    }
    gpu.return
  }
}
