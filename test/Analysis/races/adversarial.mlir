// RUN: warp-opt --warp-check-races --mlir-print-op-on-diagnostic=false %s -verify-diagnostics -o /dev/null
//
// Edge cases of R1-R3, verdicts by hand: guards that do and do not make a
// write one thread's, shared memory per block, barrier epochs in loops, and
// what the checker must not pass silently (R3).

gpu.module @m {
  // tid != 0 leaves threads 1 and 2 writing out[0].
  gpu.func @ne_guard(%out: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %v = arith.constant 1.0 : f32
    %p = arith.cmpi ne, %tid, %c0 : index
    scf.if %p {
      // expected-error-re @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=({{[1-9][0-9]*}},0,0)) and (b=(0,0,0), t=({{[1-9][0-9]*}},0,0)) both write element 0 of argument 0}}
      memref.store %v, %out[%c0] : memref<?xf32>
    }
    gpu.return
  }

  // The else branch of tid < 1 is every thread but 0: R1 there, none in the
  // then branch (one thread, one block: the kernel reads no block index).
  gpu.func @else_branch(%out: memref<?xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1.0 : f32
    %p = arith.cmpi ult, %tid, %c1 : index
    scf.if %p {
      memref.store %v, %out[%c0] : memref<?xf32>
    } else {
      // expected-error @+1 {{R1: two threads write one element}}
      memref.store %v, %out[%c1] : memref<?xf32>
    }
    gpu.return
  }

  // Thread 0 of every block writes sh[0]: each block has its own shared
  // memory, so no race; the same write to global memory races between
  // blocks 0 and 1.
  gpu.func @per_block_memory(%out: memref<?xf32>) workgroup(%sh: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c0 = arith.constant 0 : index
    %v = arith.index_cast %bid : index to i32
    %f = arith.sitofp %v : i32 to f32
    %p = arith.cmpi eq, %tid, %c0 : index
    scf.if %p {
      memref.store %f, %sh[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
      // expected-error-re @+1 {{R1: two threads write one element; threads (b=({{[0-9]+}},0,0), t=(0,0,0)) and (b=({{[0-9]+}},0,0), t=(0,0,0)) both write element 0 of argument 0}}
      memref.store %f, %out[%c0] : memref<?xf32>
    }
    gpu.return
  }

  // A loop whose trips write and read shared memory with one barrier per
  // trip: thread t reads sh[(t + 1) % 64] after the barrier, which thread
  // t + 1 overwrites in the next trip before that trip's barrier (the
  // double-buffering bug). With a second barrier after the read it is safe.
  gpu.func @loop_one_barrier(%n: index) workgroup(%sh: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %v = arith.constant 1.0 : f32
    %t1 = arith.addi %tid, %c1 : index
    %next = arith.remui %t1, %c64 : index
    scf.for %k = %c0 to %n step %c1 {
      // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between}}
      memref.store %v, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      // expected-note @+1 {{the read}}
      %x = memref.load %sh[%next] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
  gpu.func @loop_two_barriers(%n: index) workgroup(%sh: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %v = arith.constant 1.0 : f32
    %t1 = arith.addi %tid, %c1 : index
    %next = arith.remui %t1, %c64 : index
    scf.for %k = %c0 to %n step %c1 {
      memref.store %v, %sh[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %x = memref.load %sh[%next] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
    }
    gpu.return
  }

  // Atomics are exempt.
  gpu.func @atomic(%out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %r = memref.atomic_rmw addf %v, %out[%c0] : (f32, memref<?xf32>) -> f32
    gpu.return
  }

  // What the checker cannot read is a warning naming why, never a pass.
  gpu.func @undecided(%out: memref<?xf32>, %a: index, %b: index) kernel {
    %tid = gpu.thread_id x
    %v = arith.constant 1.0 : f32
    %c0 = arith.constant 0 : index
    %p = arith.cmpi ult, %tid, %a : index
    %i = arith.select %p, %tid, %c0 : index
    // expected-warning @+1 {{R3: cannot decide whether this store races because the index is not affine: it selects between values}}
    memref.store %v, %out[%i] : memref<?xf32>
    %j = arith.muli %tid, %tid : index
    // expected-warning @+1 {{R3: cannot decide whether this store races because the index is not affine: it multiplies two thread-dependent values}}
    memref.store %v, %out[%j] : memref<?xf32>
    %k = arith.divui %tid, %b : index
    // expected-warning @+1 {{R3: cannot decide whether this store races because the index is not affine: it divides by a run-time value}}
    memref.store %v, %out[%k] : memref<?xf32>
    %vec = arith.constant dense<1.0> : vector<4xf32>
    // expected-warning @+1 {{R3: cannot decide whether this op races because it writes memory through vector.store, which the checker does not read}}
    vector.store %vec, %out[%tid] : memref<?xf32>, vector<4xf32>
    // expected-warning @+1 {{R3: cannot decide whether this op races because it calls helper, and the checker does not follow accesses into callees}}
    func.call @helper(%out) : (memref<?xf32>) -> ()
    gpu.return
  }
  func.func private @helper(memref<?xf32>)
}

func.func @host(%out: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %v = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{R3: cannot decide whether this gpu.launch races because the checker reads kernels only}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    memref.store %v, %out[%c0] : memref<?xf32>
    gpu.terminator
  }
  return
}
