// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A workgroup buffer read through a subview the checker does not follow:
// thread t writes s[t] and reads s[t + 1] with no barrier (a race, which
// --sim reports as shared-race). Neither engine decides it, and the R3
// says so without calling the buffer global (issue 27 round 40 said it
// did).
gpu.module @m {
  gpu.func @k(%buf: memref<64xi32>) workgroup(%s: memref<65xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    memref.store %t, %s[%tx] : memref<65xi32, #gpu.address_space<workgroup>>
    %v = memref.subview %s[1] [64] [1] : memref<65xi32, #gpu.address_space<workgroup>> to memref<64xi32, strided<[1], offset: 1>, #gpu.address_space<workgroup>>
    // expected-warning @+1 {{R3: cannot decide whether this load reads an element another thread writes because it accesses a memref the checker cannot follow to its buffer (per-thread check: the access is not followed to its buffer either)}}
    %x = memref.load %v[%tx] : memref<64xi32, strided<[1], offset: 1>, #gpu.address_space<workgroup>>
    memref.store %x, %buf[%tx] : memref<64xi32>
    gpu.return
  }
}
