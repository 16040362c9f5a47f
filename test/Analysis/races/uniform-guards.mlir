// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A block-uniform scf.if condition (`blockIdx.x == 0`) splits no lanes, so
// the convergence checker records nothing for it; for two threads of
// different blocks it is a guard all the same. Witnesses must satisfy it.

gpu.module @m {
  // Thread 0 of block 0 writes out[0]; thread 0 of every other block
  // writes out[1]: out[0] has one writer, out[1] one per block >= 1.
  gpu.func @first_block(%out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      scf.if %lead {
        memref.store %one, %out[%c0] : memref<2xi32>
      }
    } else {
      scf.if %lead {
        // expected-error @+1 {{R1: two threads write one element; threads (b=(1,0,0), t=(0,0,0)) and (b=(2,0,0), t=(0,0,0)) both write element 1 of argument 0 (launch: blockDim=(1,1,1), gridDim=(3,1,1))}}
        memref.store %one, %out[%c1] : memref<2xi32>
      }
    }
    gpu.return
  }

  // Every thread of block 0 writes out[0]: the witness is two threads of
  // block 0, not a thread of block 1 (which does not write).
  gpu.func @first_block_all(%out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %b = gpu.block_id x
    %first = arith.cmpi eq, %b, %c0 : index
    scf.if %first {
      // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0}}
      memref.store %one, %out[%c0] : memref<2xi32>
    }
    gpu.return
  }

  // The nearest legal program: the other blocks write out[1 + b].
  gpu.func @first_block_ok(%out: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      scf.if %lead {
        memref.store %one, %out[%c0] : memref<?xi32>
      }
    } else {
      scf.if %lead {
        %i = arith.addi %b, %c1 : index
        memref.store %one, %out[%i] : memref<?xi32>
      }
    }
    gpu.return
  }
}
