// RUN: warp-opt %s --split-input-file --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// Threads that ran an exit or a trap are gone: an access after `scf.if %p
// { nvvm.exit }` runs only where !p, in the per-thread engine (the thread
// stops at the exit) and in the affine one (the exit's condition is a
// guard). `if (tid != 0) exit; out[0] = tid` was an R1 of threads 1 and 2
// (issue 27 round 63b).

// Round 63b: threads other than 0 exit first; thread 0 alone stores
// (per-thread engine, declared block).
gpu.module @m {
  gpu.func @exit_all_but_zero(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %nz = arith.cmpi ne, %t, %c0 : index
    scf.if %nz {
      nvvm.exit
    }
    memref.store %ti, %out[%c0] : memref<64xi32>
    gpu.return
  }
}

// -----

// The same with no block declared (the affine engine's guard !(tid != 0)).
gpu.module @m {
  gpu.func @exit_undeclared(%out: memref<64xi32>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %nz = arith.cmpi ne, %t, %c0 : index
    scf.if %nz {
      nvvm.exit
    }
    memref.store %ti, %out[%c0] : memref<64xi32>
    gpu.return
  }
}

// -----

// A trap in the else region: the store runs where tid == 0.
gpu.module @m {
  gpu.func @exit_else(%out: memref<64xi32>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %z = arith.cmpi eq, %t, %c0 : index
    scf.if %z {
    } else {
      llvm.call_intrinsic "llvm.trap"() : () -> ()
    }
    memref.store %ti, %out[%c0] : memref<64xi32>
    gpu.return
  }
}

// -----

// Threads 0 and 1 survive `if (tid >= 2) exit` and both store.
gpu.module @m {
  gpu.func @two_survive(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %hi = arith.cmpi uge, %t, %c2 : index
    scf.if %hi {
      nvvm.exit
    }
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0}}
    memref.store %ti, %out[%c0] : memref<64xi32>
    gpu.return
  }
}

// -----

// The same with no block declared.
gpu.module @m {
  gpu.func @two_survive_undeclared(%out: memref<64xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %hi = arith.cmpi uge, %t, %c2 : index
    scf.if %hi {
      nvvm.exit
    }
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0}}
    memref.store %ti, %out[%c0] : memref<64xi32>
    gpu.return
  }
}
