// Histogram through global atomics: every thread reads one element and adds
// 1 to its bin with memref.atomic_rmw, which the GPU lowering makes an
// acq_rel atomicrmw (atom.acq_rel.gpu.global.add). Each update acquires what
// the updates of that bin before it released, from every block before it:
// the workload of the simulator's release/acquire bookkeeping (bench.py;
// docs/Sim.md, Speed).
//
//   warp-run --sim bench/sim/histogram.mlir --grid 4096 --block 256 \
//       --arg 'i32[1048576]=iota' --arg 'i32[256]' --arg 'i32:1048576' --print

gpu.module @kernels {
  gpu.func @histogram(%data: memref<1048576xi32>, %bins: memref<256xi32>,
                      %n: i32) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %limit = arith.index_cast %n : i32 to index
    %inside = arith.cmpi ult, %i, %limit : index
    scf.if %inside {
      %x = memref.load %data[%i] : memref<1048576xi32>
      %c255 = arith.constant 255 : i32
      %b = arith.andi %x, %c255 : i32
      %bin = arith.index_cast %b : i32 to index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %bins[%bin] : (i32, memref<256xi32>) -> i32
    }
    gpu.return
  }
}
