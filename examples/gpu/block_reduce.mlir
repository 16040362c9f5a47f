// The classic shared-memory tree reduction in plain gpu dialect: each block
// of 256 threads loads 256 floats into workgroup memory and halves the
// active threads with a barrier after every step (8 steps); thread 0
// writes the block's sum. The simulator's shared-memory workload for
// bench/sim (barriers, shared loads and stores, the race check).
//
//   warp-run --sim examples/gpu/block_reduce.mlir --grid 4096 --block 256 \
//       --arg 'f32[1048576]=const:1' --arg 'f32[4096]' --print

gpu.module @kernels {
  gpu.func @block_reduce(%in: memref<1048576xf32>, %out: memref<4096xf32>)
      workgroup(%scratch: memref<256xf32, #gpu.address_space<workgroup>>)
      kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %x = memref.load %in[%i] : memref<1048576xf32>
    memref.store %x, %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // for (s = 128; s > 0; s /= 2) { if (tid < s) a[tid] += a[tid + s]; barrier }
    %last = scf.while (%s = %c128) : (index) -> index {
      %more = arith.cmpi ugt, %s, %c0 : index
      scf.condition(%more) %s : index
    } do {
    ^bb0(%s: index):
      %active = arith.cmpi ult, %tid, %s : index
      scf.if %active {
        %j = arith.addi %tid, %s : index
        %a = memref.load %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
        %b = memref.load %scratch[%j] : memref<256xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %a, %b : f32
        memref.store %sum, %scratch[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %half = arith.shrui %s, %c1 : index
      scf.yield %half : index
    }
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %total = memref.load %scratch[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %total, %out[%bid] : memref<4096xf32>
    }
    gpu.return
  }
}
