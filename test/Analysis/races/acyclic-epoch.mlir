// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// After a loop holding a barrier (clang's reduction loops) the checker
// cannot count the barriers before an access. An op that no thread runs
// twice is still run by two threads of a block after the same barriers
// (every barrier is reached by all threads of the block, C4), so its pair
// with itself is decided exactly: R1 with a witness, or proven.

gpu.module @m {
  // Every thread writes out[bid] after the loop (c_block_reduce_all_write).
  gpu.func @all_write(%out: memref<?xi32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1 : i32
    %bid = gpu.block_id x
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ult, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    // expected-error @+1 {{R1: two threads write one element; threads (b=(1,0,0), t=(0,0,0)) and (b=(1,0,0), t=(1,0,0)) both write element 1 of argument 0 (launch: blockDim=(2,1,1), gridDim=(2,1,1))}}
    memref.store %v, %out[%bid] : memref<?xi32>
    gpu.return
  }

  // The nearest legal program: only thread 0 writes out[bid].
  gpu.func @one_write(%out: memref<?xi32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1 : i32
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ult, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    %lead = arith.cmpi eq, %tid, %c0 : index
    cf.cond_br %lead, ^write, ^end
  ^write:
    memref.store %v, %out[%bid] : memref<?xi32>
    cf.br ^end
  ^end:
    gpu.return
  }

  // A store inside the loop runs once per trip: in shared memory its pair
  // with itself across trips (thread 0 at trip 1 and thread 1 at trip 0
  // both write sh[1]) is separated by the barrier, which the checker cannot
  // count, so it stays undecided.
  gpu.func @in_loop(%n: index) workgroup(%out: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1 : i32
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi ult, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    gpu.barrier
    %j = arith.addi %tid, %i : index
    // expected-warning @+1 {{R3: cannot decide whether this store races because}}
    memref.store %v, %out[%j] : memref<64xi32, #gpu.address_space<workgroup>>
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    gpu.return
  }
}
