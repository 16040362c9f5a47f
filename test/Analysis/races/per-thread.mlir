// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// The per-thread engine (lib/Analysis/RaceThreads.cpp): where a kernel
// declares its block size, every thread of a block runs the kernel and the
// checker compares the elements each touches between the barriers and
// __syncwarps it passes. It decides what affine forms cannot: halving
// strides, `t ^ 1` partners, barriers in CFG loops and under block-uniform
// branches. Each racy kernel's witness was worked out by hand (the comment
// above it); each has its nearest legal program next to it.

gpu.module @m {
  // A shared tree reduction with a halving stride, barrier every step: safe.
  gpu.func @halving(%out: memref<?xf32>)
      workgroup(%s: memref<16xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    memref.store %one, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = scf.while (%h = %c8) : (index) -> index {
      %more = arith.cmpi ugt, %h, %c0 : index
      scf.condition(%more) %h : index
    } do {
    ^bb0(%h: index):
      %act = arith.cmpi ult, %tid, %h : index
      scf.if %act {
        %j = arith.addi %tid, %h : index
        %a = memref.load %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
        %b = memref.load %s[%j] : memref<16xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %a, %b : f32
        memref.store %sum, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %half = arith.shrui %h, %c1 : index
      scf.yield %half : index
    }
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %t = memref.load %s[%c0] : memref<16xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%c0] : memref<?xf32>
    }
    gpu.return
  }

  // Without the loop's barrier: at h = 8 thread 4 writes s[4] (s[4] +=
  // s[12]); at h = 4 thread 0 reads s[4] (s[0] += s[4]); no barrier
  // between them.
  gpu.func @halving_nobarrier(%out: memref<?xf32>)
      workgroup(%s: memref<16xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    memref.store %one, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = scf.while (%h = %c8) : (index) -> index {
      %more = arith.cmpi ugt, %h, %c0 : index
      scf.condition(%more) %h : index
    } do {
    ^bb0(%h: index):
      %act = arith.cmpi ult, %tid, %h : index
      scf.if %act {
        %j = arith.addi %tid, %h : index
        %a = memref.load %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
        // expected-note @+1 {{the read}}
        %b = memref.load %s[%j] : memref<16xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %a, %b : f32
        // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(0,0,0)) reads and thread (b=(0,0,0), t=(4,0,0)) writes element 4 of workgroup buffer 0 (launch: blockDim=(16,1,1), gridDim=(1,1,1))}}
        memref.store %sum, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
      }
      %half = arith.shrui %h, %c1 : index
      scf.yield %half : index
    }
    gpu.return
  }

  // Pairs exchange through shared memory, __syncwarp between: safe.
  gpu.func @exchange(%out: memref<?xf32>)
      workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c1 = arith.constant 1 : index
    %full = arith.constant -1 : i32
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    memref.store %one, %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.bar.warp.sync %full : i32
    %p = arith.xori %tid, %c1 : index
    %v = memref.load %s[%p] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.return
  }

  // Without the __syncwarp: thread 0 reads s[1], which thread 1 writes.
  gpu.func @exchange_racy(%out: memref<?xf32>)
      workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(1,0,0)) reads and thread (b=(0,0,0), t=(0,0,0)) writes element 0 of workgroup buffer 0 (launch: blockDim=(64,1,1), gridDim=(1,1,1))}}
    memref.store %one, %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    %p = arith.xori %tid, %c1 : index
    // expected-note @+1 {{the read}}
    %v = memref.load %s[%p] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.return
  }

  // An affine partner (31 - t) in one warp, __syncwarp between: the affine
  // engine, which does not count __syncwarps, leaves lanes of one warp to
  // the per-thread engine. Safe.
  gpu.func @reverse_in_warp(%out: memref<?xf32>)
      workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c31 = arith.constant 31 : index
    %full = arith.constant -1 : i32
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    memref.store %one, %s[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
    nvvm.bar.warp.sync %full : i32
    %p = arith.subi %c31, %tid : index
    %v = memref.load %s[%p] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.return
  }

  // A __syncwarp does not order two warps: with partner t ^ 32 (the other
  // warp) it is a race; thread 32 reads s[0], which thread 0 writes.
  gpu.func @exchange_across_warps(%out: memref<?xf32>)
      workgroup(%s: memref<64xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c32 = arith.constant 32 : index
    %full = arith.constant -1 : i32
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(32,0,0)) reads and thread (b=(0,0,0), t=(0,0,0)) writes element 0 of workgroup buffer 0}}
    memref.store %one, %s[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.bar.warp.sync %full : i32
    %p = arith.xori %tid, %c32 : index
    // expected-note @+1 {{the read}}
    %v = memref.load %s[%p] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.return
  }

  // A barrier inside a cf loop (counted per thread): each step writes
  // s[(t + i) % 8] and reads s[(t + i + 1) % 8], a barrier between.
  gpu.func @cfg_loop(%out: memref<?xf32>)
      workgroup(%s: memref<8xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 8, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ult, %i, %c3 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %a = arith.addi %tid, %i : index
    %w = arith.remui %a, %c8 : index
    memref.store %one, %s[%w] : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = arith.addi %a, %c1 : index
    %r = arith.remui %b, %c8 : index
    %v = memref.load %s[%r] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    gpu.return
  }

  // The same loop with the barrier between the write and the read dropped
  // (the one at the end of the step stays): at i = 0 thread 7 reads
  // s[(7 + 0 + 1) % 8] = s[0], which thread 0 writes at i = 0, both before
  // any barrier.
  gpu.func @cfg_loop_racy(%out: memref<?xf32>)
      workgroup(%s: memref<8xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 8, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ult, %i, %c3 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %a = arith.addi %tid, %i : index
    %w = arith.remui %a, %c8 : index
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(7,0,0)) reads and thread (b=(0,0,0), t=(0,0,0)) writes element 0 of workgroup buffer 0 (launch: blockDim=(8,1,1), gridDim=(1,1,1))}}
    memref.store %one, %s[%w] : memref<8xf32, #gpu.address_space<workgroup>>
    %b = arith.addi %a, %c1 : index
    %r = arith.remui %b, %c8 : index
    // expected-note @+1 {{the read}}
    %v = memref.load %s[%r] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    gpu.return
  }

  // A barrier under a block-uniform branch: every thread of an even block
  // takes part; odd blocks touch no shared memory. Safe.
  gpu.func @uniform_barrier(%out: memref<?xf32>)
      workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c31 = arith.constant 31 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bid, %bdim : index
    %g = arith.addi %base, %tid : index
    %m = arith.remui %bid, %c2 : index
    %even = arith.cmpi eq, %m, %c0 : index
    scf.if %even {
      memref.store %one, %s[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c31, %tid : index
      %v = memref.load %s[%r] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%g] : memref<?xf32>
    }
    gpu.return
  }

  // The same without the barrier: the race is real only in even blocks, a
  // branch on the block id the engine assumes one way; it says so (R3)
  // instead of naming a block.
  gpu.func @uniform_branch_racy(%out: memref<?xf32>)
      workgroup(%s: memref<32xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bid, %bdim : index
    %g = arith.addi %base, %tid : index
    %m = arith.remui %bid, %c2 : index
    %even = arith.cmpi eq, %m, %c0 : index
    scf.if %even {
      // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two threads collide only in a block that takes 1 branch(es) on run-time values (block ids, grid sizes, arguments) one way, which the checker could not confirm (threads (b=(0,0,0), t=(1,0,0)) and (b=(0,0,0), t=(0,0,0)), element 0 of workgroup buffer 0)}}
      memref.store %one, %s[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
      %r = arith.xori %tid, %c1 : index
      %v = memref.load %s[%r] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%g] : memref<?xf32>
    }
    gpu.return
  }

  // A barrier in divergent code orders only the threads that take part:
  // threads 0-15 write s[t] and pass a barrier; threads 16-31 read s[t-16]
  // without one. Thread 16 reads s[0], which thread 0 writes.
  gpu.func @divergent_barrier(%out: memref<?xf32>)
      workgroup(%s: memref<16xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c16 = arith.constant 16 : index
    %c15 = arith.constant 15 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c16 : index
    scf.if %low {
      // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(16,0,0)) reads and thread (b=(0,0,0), t=(0,0,0)) writes element 0 of workgroup buffer 0}}
      memref.store %one, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c15, %tid : index
      %v = memref.load %s[%r] : memref<16xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<?xf32>
    } else {
      %r = arith.subi %tid, %c16 : index
      // expected-note @+1 {{the read}}
      %v = memref.load %s[%r] : memref<16xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<?xf32>
    }
    gpu.return
  }

  // A branch on loaded data stops the engine; the R3 says why.
  gpu.func @data_branch(%out: memref<?xf32>, %flags: memref<?xi32>)
      workgroup(%s: memref<16xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %f = memref.load %flags[%tid] : memref<?xi32>
    %set = arith.cmpi ne, %f, %c0 : i32
    scf.if %set {
      memref.store %one, %s[%tid] : memref<16xf32, #gpu.address_space<workgroup>>
    }
    %p = arith.xori %tid, %c1 : index
    // expected-warning @+1 {{R3: cannot decide whether this load reads an element another thread writes because the index is not affine}}
    %v = memref.load %s[%p] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<?xf32>
    gpu.return
  }
}
