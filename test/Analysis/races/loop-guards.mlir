// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// An access in the body of an scf.for runs only at threads where the loop
// runs at least once (lb < ub), even when its index does not read the trip
// counter. Both kernels write one element from the loop body.

gpu.module @m {
  // for (k = 0; k < t % 2; ++k) out[10] = 1: every odd thread writes
  // out[10]; threads 1 and 3 are the first two (thread 2 runs no trip).
  gpu.func @odd_threads(%out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %ub = arith.remui %tid, %c2 : index
    scf.for %k = %c0 to %ub step %c1 {
      // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(1,0,0)) and (b=(0,0,0), t=(3,0,0)) both write element 10 of argument 0}}
      memref.store %one, %out[%c10] : memref<?xf32>
    }
    gpu.return
  }

  // The nearest legal program: for (k = 0; k < 1 - t; ++k) runs only at
  // thread 0.
  gpu.func @thread_zero(%out: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %one = arith.constant 1.0 : f32
    %tid = gpu.thread_id x
    %ub = arith.subi %c1, %tid : index
    scf.for %k = %c0 to %ub step %c1 {
      memref.store %one, %out[%c10] : memref<?xf32>
    }
    gpu.return
  }
}
