// RUN: warp-opt %s --split-input-file --verify-diagnostics
// RUN: warp-opt %s --split-input-file --verify-diagnostics --mlir-disable-threading
//
// An op verifier may run before the verifiers of the ops it reads: MLIR
// verifies blocks in the order of the text, and a block later in the text
// may run first (entry -> ^bb2 -> ^bb1), so an operand's defining op, or a
// later collective the uniformity analysis reads, is not verified yet. The
// warp verifiers read no op that fails its own verifier (or, for a warp op,
// its declared structure): that op reports itself, nothing crashes
// (issue 27 round 51, found with valgrind).

// Test: a uniform warp.if asks the uniformity analysis, which reads a later
// collective without operands
gpu.module @m {
  gpu.func @k(%v: i32, %c: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %r = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      warp.yield %a : !warp.warp<all>
    } else {
    ^bb0(%b: !warp.warp<all>):
      warp.yield %b : !warp.warp<all>
    }
    // expected-error @+1 {{'warp.reduce' op expected 2 operands, but found 0}}
    %x = "warp.reduce"() <{kind = 0 : i32}> : () -> i32
    %q = warp.reduce add %r, %x : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W7 reads the warp.diverge that makes dyn halves, from a later block
func.func @f(%w: !warp.warp<dyn>) {
  cf.br ^bb2
^bb1:
  %m = warp.merge %a, %b : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
  return
^bb2:
  // expected-error @+1 {{'warp.diverge' op requires a single operand}}
  %a, %b = "warp.diverge"() <{predicate = #warp.lanes<even>}> : () -> (!warp.warp<dyn>, !warp.warp<dyn>)
  cf.br ^bb1
}

// -----

// Test: W9 reads a shuffle offset's constant, an arith.constant without
// its value in a later block
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    cf.br ^bb2
  ^bb1:
    %x = warp.shuffle xor %w, %v, %o : !warp.warp<all>, i32
    gpu.return
  ^bb2:
    // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
    %o = "arith.constant"() : () -> i32
    cf.br ^bb1
  }
}

// -----

// Test: the same with llvm.mlir.constant
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    cf.br ^bb2
  ^bb1:
    %x = warp.shuffle xor %w, %v, %o : !warp.warp<all>, i32
    gpu.return
  ^bb2:
    // expected-error @+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
    %o = "llvm.mlir.constant"() : () -> i32
    cf.br ^bb1
  }
}

// -----

// Test: a shuffle whose offset is its own result: W9 reads the offset's
// constant without verifying the shuffle again (round 52: it recursed
// without end)
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+2 {{operand #2 does not dominate this use}}
    // expected-note @+1 {{operand defined here}}
    %x = warp.shuffle xor %w, %v, %x : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: two shuffles whose offsets are each other's results
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{operand #2 does not dominate this use}}
    %x = warp.shuffle xor %w, %v, %y : !warp.warp<all>, i32
    // expected-note @+1 {{operand defined here}}
    %y = warp.shuffle xor %w, %v, %x : !warp.warp<all>, i32
    gpu.return
  }
}
