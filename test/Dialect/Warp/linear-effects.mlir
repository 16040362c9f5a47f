// RUN: warp-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: warp-opt %s --split-input-file --cse | FileCheck %s
//
// Ops that produce or consume a linear warp value (entry, diverge, merge,
// if) write the warp-lanes resource: an unused `warp.merge` or `warp.if` is
// not dead code, since erasing it leaves the values it consumed unconsumed
// (W4). Both passes re-verify their output, so breaking W4 fails the RUN.
// Borrowing collectives stay removable when unused.

// CHECK-LABEL: gpu.func @unused_merge
// CHECK: warp.entry
// CHECK: warp.diverge
// CHECK: warp.ballot
// CHECK-NOT: warp.any
// CHECK: warp.merge
gpu.module @m {
  gpu.func @unused_merge(%out: memref<32xi32>, %p: i1) kernel {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %b = warp.ballot %lo, %p : !warp.warp<low(16)> -> i32
    %unused = warp.any %hi, %p : !warp.warp<high(16)>
    memref.store %b, %out[%c0] : memref<32xi32>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// An unused warp.if with an empty body consumes a half: it stays, as does
// the merge of its result.
// CHECK-LABEL: gpu.func @unused_if
// CHECK: warp.diverge
// CHECK: warp.if
// CHECK: warp.merge
gpu.module @m {
  gpu.func @unused_if(%out: memref<32xi32>, %p: i1) kernel {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %b = warp.ballot %hi, %p : !warp.warp<high(16)> -> i32
    memref.store %b, %out[%c0] : memref<32xi32>
    %lo2 = warp.if %lo, low(8) -> !warp.warp<low(16)> {
    ^bb0(%t: !warp.warp<low(8)>):
      warp.yield %t : !warp.warp<low(8)>
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Inside a loop, where every warp value must be consumed exactly once.
// CHECK-LABEL: gpu.func @loop_body
// CHECK: scf.for
// CHECK: warp.diverge
// CHECK: warp.merge
// CHECK: warp.if
// CHECK: scf.yield
gpu.module @m {
  gpu.func @loop_body(%out: memref<32xi32>, %p: i1, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %lo, %hi = warp.diverge %wi, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
      %b = warp.ballot %lo, %p : !warp.warp<low(16)> -> i32
      memref.store %b, %out[%i] : memref<32xi32>
      %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
      %m2 = warp.if %m, even -> !warp.warp<all> {
      ^bb0(%t: !warp.warp<even>):
        warp.yield %t : !warp.warp<even>
      }
      scf.yield %m2 : !warp.warp<all>
    }
    gpu.return
  }
}
