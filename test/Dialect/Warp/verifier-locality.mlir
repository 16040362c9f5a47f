// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// The ownership walk (W3-W5, W17) follows a warp value into the ops that
// take it, which MLIR has not verified yet when the walk starts. It never
// reads the structure of an op that fails its own verifier: each case below
// is malformed where the walk would look, and must end in that op's own
// diagnostic, never in a crash or a finding read from a broken op.

// Test: a loop with an init and no region iter_arg carries a half (this
// form segfaulted inside DivergeOp::verify).
gpu.module @m {
  gpu.func @for_inits_without_iter_args(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %a, %b = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{different number of inits and region iter_args: 1 != 0}}
    %r = "scf.for"(%c0, %c1, %c1, %a) ({
    ^bb0(%i: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index, !warp.warp<even>) -> !warp.warp<even>
    %m = warp.merge %r, %b : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: a loop with a result and no init.
gpu.module @m {
  gpu.func @for_result_without_init(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
    %r = "scf.for"(%c0, %c1, %c1, %w, %w) ({
    ^bb0(%i: index, %x: !warp.warp<all>):
      "scf.yield"(%x) : (!warp.warp<all>) -> ()
    }) : (index, index, index, !warp.warp<all>, !warp.warp<all>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: a branch forwarding a warp to a block that takes no argument.
gpu.module @m {
  gpu.func @branch_without_block_argument() kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
    "cf.br"(%w)[^bb1] : (!warp.warp<all>) -> ()
  ^bb1:
    gpu.return
  }
}

// -----

// Test: a tile with no result (the walk reads a tile's uses).
gpu.module @m {
  gpu.func @tile_without_result() kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{'warp.tile' op requires one result}}
    "warp.tile"(%w) {size = 8 : i32} : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: a warp.if without its regions (the walk follows its sub-warps).
gpu.module @m {
  gpu.func @if_without_regions(%p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{'warp.if' op expected 2 regions}}
    %r = "warp.if"(%w, %p) : (!warp.warp<all>, i1) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: a diverge with one result (the walk follows its halves).
gpu.module @m {
  gpu.func @diverge_with_one_result() kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{'warp.diverge' op expected 2 results}}
    %a = "warp.diverge"(%w) {predicate = #warp.lanes<even>} : (!warp.warp<all>) -> !warp.warp<even>
    gpu.return
  }
}

// -----

// Test: a merge with one operand.
gpu.module @m {
  gpu.func @merge_with_one_operand() kernel {
    %w = warp.entry : !warp.warp<all>
    %a, %b = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{'warp.merge' op expected 2 operands, but found 1}}
    %m = "warp.merge"(%a) : (!warp.warp<even>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: a loop whose region holds no block carries a warp.
gpu.module @m {
  gpu.func @for_without_body() kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{region #0 ('region') failed to verify constraint: region with 1 blocks}}
    %r = "scf.for"(%c0, %c1, %c1, %w) ({
    }) : (index, index, index, !warp.warp<all>) -> !warp.warp<all>
    gpu.return
  }
}
