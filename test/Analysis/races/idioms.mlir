// RUN: warp-opt --warp-check-races --mlir-print-op-on-diagnostic=false %s -verify-diagnostics -o /dev/null
//
// The kernel shapes of issue 31 (cuda-oxide's ThreadIndex idioms) with
// verdicts worked out by hand: each safe kernel has no diagnostic, each racy
// one an error at the store naming two threads that collide.

gpu.module @m {
  // vecadd: bid*bdim+tid under idx<n: safe
  gpu.func @vecadd(%out: memref<?xf32>, %n: index) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %tid = gpu.thread_id x
    %b = arith.muli %bid, %bdim : index
    %i = arith.addi %b, %tid : index
    %in = arith.cmpi ult, %i, %n : index
    %v = arith.constant 1.0 : f32
    scf.if %in {
      memref.store %v, %out[%i] : memref<?xf32>
    }
    gpu.return
  }
  // every thread writes out[0]: R1
  gpu.func @all0(%out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %v = arith.constant 1.0 : f32
    // Every thread writes out[0]: threads 0 and 1 of block 0 collide.
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0}}
    memref.store %v, %out[%c0] : memref<?xf32>
    gpu.return
  }
  // 2-D row*cols+col with col<cols: safe
  gpu.func @two_d(%out: memref<?xf32>, %rows: index, %cols: index) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %c0 = arith.muli %bx, %dx : index
    %col = arith.addi %c0, %tx : index
    %ok1 = arith.cmpi ult, %row, %rows : index
    %ok2 = arith.cmpi ult, %col, %cols : index
    %ok = arith.andi %ok1, %ok2 : i1
    %v = arith.constant 1.0 : f32
    scf.if %ok {
      %rc = arith.muli %row, %cols : index
      %i = arith.addi %rc, %col : index
      memref.store %v, %out[%i] : memref<?xf32>
    }
    gpu.return
  }
  // without the col check: R1
  gpu.func @two_d_overshoot(%out: memref<?xf32>, %rows: index, %cols: index) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %c0 = arith.muli %bx, %dx : index
    %col = arith.addi %c0, %tx : index
    %ok = arith.cmpi ult, %row, %rows : index
    %v = arith.constant 1.0 : f32
    scf.if %ok {
      %rc = arith.muli %row, %cols : index
      %i = arith.addi %rc, %col : index
      // Without col < cols, (row, cols + c) aliases (row + 1, c).
      // expected-error @+1 {{R1: two threads write one element; threads}}
      memref.store %v, %out[%i] : memref<?xf32>
    }
    gpu.return
  }
  // grid-stride: safe
  gpu.func @gridstride(%out: memref<?xf32>, %n: index) kernel {
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %tid = gpu.thread_id x
    %b = arith.muli %bid, %bdim : index
    %i = arith.addi %b, %tid : index
    %s = arith.muli %bdim, %gdim : index
    %v = arith.constant 1.0 : f32
    scf.for %j = %i to %n step %s {
      memref.store %v, %out[%j] : memref<?xf32>
    }
    gpu.return
  }
  // tid==0 per block indexed by bid: safe
  gpu.func @perblock(%out: memref<?xf32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %z = arith.cmpi eq, %tid, %c0 : index
    %v = arith.constant 1.0 : f32
    scf.if %z {
      memref.store %v, %out[%bid] : memref<?xf32>
    }
    gpu.return
  }
  gpu.func @perblock_noguard(%out: memref<?xf32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %v = arith.constant 1.0 : f32
    // Every thread of a block writes out[blockIdx.x]: threads 0 and 1 of a
    // block collide (which block the solver picks is free).
    // expected-error-re @+1 {{R1: two threads write one element; threads (b=({{[0-9]+}},0,0), t=({{[0-9]+}},0,0)) and (b=({{[0-9]+}},0,0), t=({{[0-9]+}},0,0)) both write element {{[0-9]+}} of argument 0}}
    memref.store %v, %out[%bid] : memref<?xf32>
    gpu.return
  }
  // 2t and 2t+1
  gpu.func @pairs(%out: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %a = arith.muli %tid, %c2 : index
    %b = arith.addi %a, %c1 : index
    %v = arith.constant 1.0 : f32
    memref.store %v, %out[%a] : memref<?xf32>
    memref.store %v, %out[%b] : memref<?xf32>
    gpu.return
  }
  // lane == 0 writes by warp
  gpu.func @warps(%out: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %w = arith.divui %tid, %c32 : index
    %c0 = arith.constant 0 : index
    %z = arith.cmpi eq, %lane, %c0 : index
    %v = arith.constant 1.0 : f32
    scf.if %z {
      memref.store %v, %out[%w] : memref<?xf32>
    }
    gpu.return
  }

  gpu.func @reduce(%out: memref<?xf32>, %in: memref<?xf32>) workgroup(%sh: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %b = arith.muli %bid, %c64 : index
    %g = arith.addi %b, %tid : index
    %x = memref.load %in[%g] : memref<?xf32>
    memref.store %x, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %lt = arith.cmpi ult, %tid, %c32 : index
    scf.if %lt {
      %o = arith.addi %tid, %c32 : index
      %a = memref.load %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      %bb = memref.load %sh[%o] : memref<64xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %bb : f32
      memref.store %s, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %z = arith.cmpi eq, %tid, %c0 : index
    scf.if %z {
      %r = memref.load %sh[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%bid] : memref<?xf32>
    }
    gpu.return
  }
  gpu.func @reduce_nobarrier(%out: memref<?xf32>, %in: memref<?xf32>) workgroup(%sh: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = arith.muli %bid, %c64 : index
    %g = arith.addi %b, %tid : index
    %x = memref.load %in[%g] : memref<?xf32>
    // No barrier: thread t < 32 reads sh[t + 32], which thread t + 32 writes
    // here.
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between}}
    memref.store %x, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tid, %c32 : index
    scf.if %lt {
      %o = arith.addi %tid, %c32 : index
      %a = memref.load %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      // expected-note @+1 {{the read}}
      %bb = memref.load %sh[%o] : memref<64xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %bb : f32
      memref.store %s, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    gpu.return
  }
  // naive GEMM C[row*N+col] = sum A[row*K+k]*B[k*N+col]
  gpu.func @gemm(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>, %M: index, %N: index, %K: index) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %r0 = arith.muli %by, %dy : index
    %row = arith.addi %r0, %ty : index
    %c0i = arith.muli %bx, %dx : index
    %col = arith.addi %c0i, %tx : index
    %ok1 = arith.cmpi ult, %row, %M : index
    %ok2 = arith.cmpi ult, %col, %N : index
    %ok = arith.andi %ok1, %ok2 : i1
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f32
    scf.if %ok {
      %acc = scf.for %k = %c0 to %K step %c1 iter_args(%a = %z) -> f32 {
        %ra = arith.muli %row, %K : index
        %ia = arith.addi %ra, %k : index
        %va = memref.load %A[%ia] : memref<?xf32>
        %rb = arith.muli %k, %N : index
        %ib = arith.addi %rb, %col : index
        %vb = memref.load %B[%ib] : memref<?xf32>
        %p = arith.mulf %va, %vb : f32
        %s = arith.addf %a, %p : f32
        scf.yield %s : f32
      }
      %rc = arith.muli %row, %N : index
      %ic = arith.addi %rc, %col : index
      memref.store %acc, %C[%ic] : memref<?xf32>
    }
    gpu.return
  }
  gpu.func @inplace(%x: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %n = arith.addi %tid, %c1 : index
    // Thread 1 writes x[1], which thread 0 reads.
    // expected-note @+1 {{the read}}
    %v = memref.load %x[%n] : memref<?xf32>
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(0,0,0)) reads and thread (b=(0,0,0), t=(1,0,0)) writes element 1 of argument 0}}
    memref.store %v, %x[%tid] : memref<?xf32>
    gpu.return
  }
  gpu.func @gather(%out: memref<?xf32>, %idx: memref<?xindex>) kernel {
    %tid = gpu.thread_id x
    %i = memref.load %idx[%tid] : memref<?xindex>
    %v = arith.constant 1.0 : f32
    // expected-warning @+1 {{R3: cannot decide whether this store races because the index is not affine: it is loaded from memory (data-dependent)}}
    memref.store %v, %out[%i] : memref<?xf32>
    gpu.return
  }
}
