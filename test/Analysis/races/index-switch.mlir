// RUN: warp-opt %s --split-input-file --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// An access in a case of `scf.index_switch` runs where the flag is the
// case's value, in its default where it is none of them (issue 27 round
// 63b h4: the case's guard was dropped, and a store in `case 0` of a switch
// on the thread id was a race of threads 1 and 2).

// Round 63b h4: a store in `case 0` of a switch on the thread id runs on
// thread 0 alone (sim: no race).
gpu.module @m {
  gpu.func @case_zero(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    scf.index_switch %t
    case 0 {
      memref.store %ti, %out[%c0] : memref<64xi32>
      scf.yield
    }
    default {
      scf.yield
    }
    gpu.return
  }
}

// -----

// Two cases store to one element: threads 0 and 5.
gpu.module @m {
  gpu.func @two_cases(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    scf.index_switch %t
    case 0 {
      // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(5,0,0)) both write element 0 of argument 0}}
      memref.store %ti, %out[%c0] : memref<64xi32>
      scf.yield
    }
    case 5 {
      // expected-note @+1 {{the other write}}
      memref.store %ti, %out[%c0] : memref<64xi32>
      scf.yield
    }
    default {
      scf.yield
    }
    gpu.return
  }
}

// -----

// The default of cases 0 and 1 runs on every other thread (no block
// declared: the affine engine's witness).
gpu.module @m {
  gpu.func @default_store(%out: memref<64xi32>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    scf.index_switch %t
    case 0 {
      scf.yield
    }
    case 1 {
      scf.yield
    }
    default {
      // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(2,0,0)) and (b=(0,0,0), t=(3,0,0)) both write element 0 of argument 0}}
      memref.store %ti, %out[%c0] : memref<64xi32>
      scf.yield
    }
    gpu.return
  }
}

// -----

// Case 0 writes out[0], the default each thread's own element: the
// default excludes thread 0, so no two threads meet.
gpu.module @m {
  gpu.func @default_own(%out: memref<64xi32>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %b = gpu.block_dim x
    scf.index_switch %t
    case 0 {
      memref.store %ti, %out[%c0] : memref<64xi32>
      scf.yield
    }
    default {
      memref.store %ti, %out[%t] : memref<64xi32>
      scf.yield
    }
    gpu.return
  }
}
