// RUN: warp-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics
// RUN: not warp-opt %s --split-input-file --allow-unregistered-dialect --warp-check-convergence --warp-check-races -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKERS
//
// Issue 27 round 54: ops of a dialect nobody registered have no dialect
// (`getDialect()` is null). The uniformity analysis and the tile kernel's
// effect check asked `isa<SomeDialect>` of it and crashed; such an op's
// results are varying and its effects unknown.
// CHECKERS-NOT: PLEASE submit a bug report
// CHECKERS: T1: has unknown memory effects

// An unknown op decides a loop that carries the warp: not shown uniform.
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform}}
    %ww = scf.while (%x = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %b = "foo.cond"() : () -> i1
      // expected-note @+1 {{decided here}}
      scf.condition(%b) %x : !warp.warp<all>
    } do {
    ^bb0(%x: !warp.warp<all>):
      scf.yield %x : !warp.warp<all>
    }
    %r = warp.reduce add %ww, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// A plain kernel holding an unknown op with a result (the checkers' case).
gpu.module @m {
  gpu.func @k(%p: memref<32xi32>) kernel {
    %q = "foo.x"() : () -> i32
    %c0 = arith.constant 0 : index
    memref.store %q, %p[%c0] : memref<32xi32>
    gpu.return
  }
}

// -----

// A tile kernel holding an unknown op: its effects are unknown (T1).
tile.kernel @k(%c: !tile.part<64xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T1: has unknown memory effects}}
  "foo.bar"() : () -> ()
  tile.return %t0 : !tile.token
}
