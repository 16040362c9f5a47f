// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A barrier in a helper (`__syncthreads()` wrapped in a device function)
// orders the accesses around its call; the engines do not follow callees,
// so a pair with such a call between them is an R3 naming the call, never
// a false R2 (issue 27 round 46). A call of a helper without a barrier,
// fence or ordered atomic orders nothing: the race stays R2.

gpu.module @barrier_helper {
  func.func private @sync() {
    gpu.barrier
    return
  }
  gpu.func @k(%out: memref<64xi32>) workgroup(%s: memref<64xi32, 3>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two accesses may be ordered by func.call}}
    memref.store %t, %s[%tx] : memref<64xi32, 3>
    // expected-warning @+1 {{R3: cannot decide whether this op races because it calls sync}}
    func.call @sync() : () -> ()
    %o = arith.addi %tx, %c32 : index
    %oi = arith.andi %o, %c63 : index
    %v = memref.load %s[%oi] : memref<64xi32, 3>
    memref.store %v, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

gpu.module @plain_helper {
  func.func private @twice(%x: i32) -> i32 {
    %y = arith.addi %x, %x : i32
    return %y : i32
  }
  gpu.func @k(%out: memref<64xi32>) workgroup(%s: memref<64xi32, 3>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between}}
    memref.store %t, %s[%tx] : memref<64xi32, 3>
    // expected-warning @+1 {{R3: cannot decide whether this op races because it calls twice}}
    %u = func.call @twice(%t) : (i32) -> i32
    %o = arith.addi %tx, %c32 : index
    %oi = arith.andi %o, %c63 : index
    // expected-note @+1 {{the read}}
    %v = memref.load %s[%oi] : memref<64xi32, 3>
    %w = arith.addi %v, %u : i32
    memref.store %w, %out[%tx] : memref<64xi32>
    gpu.return
  }
}
