// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Malformed input of every kind (truncated text, bad spellings, wrong types,
// generic forms no custom parser would produce) ends in a diagnostic at the
// offending token or op, never in a crash. `not` checks the exit code of a
// plain run as a user would see it:
// RUN: not warp-opt %s --split-input-file 2> %t.err
// RUN: FileCheck %s --check-prefix=EXIT < %t.err
// EXIT-COUNT-24: error:

// -----

// Test: truncated type
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!warp.warp<

// -----

// Test: unclosed parameter list
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @f(!warp.warp<low(>)

// -----

// Test: negative lane count
// expected-error @+1 {{W1: 'low' takes a lane number or mask in [0, 2^64)}}
func.func private @f(!warp.warp<low(-1)>)

// -----

// Test: tile without a size
// expected-error @+1 {{expected integer value}}
func.func private @f(!warp.tile<>)

// -----

// Test: mask that is not a number
// expected-error @+1 {{expected ')'}}
func.func private @f() attributes {l = #warp.lanes<mask(0xzz)>}

// -----

// Test: width without a value
// expected-error @+1 {{expected integer value}}
func.func private @f() attributes {l = #warp.lanes<even, width = >}

// -----

// Test: unknown shuffle mode
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'mode' [idx, up, down, xor]}}
    %x = warp.shuffle sideways %w, %v, 1 : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: negative shuffle offset
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W9: a shuffle offset lies in [0, 64), not -3}}
    %x = warp.shuffle xor %w, %v, -3 : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: diverge of a non-warp value
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    // expected-error @+1 {{expected a !warp.warp type, not 'i32'}}
    %a, %b = warp.diverge %v, even : i32 -> !warp.warp<even>, !warp.warp<odd>
    gpu.return
  }
}

// -----

// Test: warp.if returning no warp
gpu.module @m {
  gpu.func @k(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W8: the first result of warp.if is the reconverged !warp.warp, not 'i32'}}
    %x = warp.if %w, %p -> i32 {
      warp.yield %v : i32
    }
    gpu.return
  }
}

// -----

// Test: warp.if with an empty result list
gpu.module @m {
  gpu.func @k(%p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W8: the first result of warp.if is the reconverged !warp.warp; the result list is empty}}
    warp.if %w, %p -> () {
    ^bb0(%t: !warp.warp<dyn>):
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Test: generic form: shuffle mode out of range
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{Invalid attribute `mode` in property conversion: 9 : i32}}
    %x = "warp.shuffle"(%w, %v) <{mode = 9 : i32, static_offset = 1 : i32}> : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: generic form: shuffle without offset
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W9: takes either a constant offset or an i32 value}}
    %x = "warp.shuffle"(%w, %v) <{mode = 3 : i32}> : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: generic form: warp.if without regions
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{expected 2 regions}}
    %w2 = "warp.if"(%w) : (!warp.warp<all>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: generic form: tile of size 0
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W14: a tile groups a power of two of lanes in [1, 32], not 0}}
    %t = "warp.tile"(%w) <{size = 0 : i32}> : (!warp.warp<all>) -> !warp.tile<2>
    gpu.return
  }
}

// -----

// Test: tiles passed to merge
func.func @f(%t: !warp.tile<8>, %u: !warp.tile<8>) {
  // expected-error @+1 {{operand #0 must be a warp whose executing lanes are known (!warp.warp), but got '!warp.tile<8>'}}
  %m = warp.merge %t, %u : !warp.tile<8>, !warp.tile<8> -> !warp.warp<all>
  return
}

// -----

// Test: yield outside warp.if
func.func @f(%w: !warp.warp<all>) {
  // expected-error @+1 {{expects parent op 'warp.if'}}
  warp.yield %w : !warp.warp<all>
}

// -----

// Test: generic form: diverge by dyn
func.func @f(%w: !warp.warp<all>) {
  // expected-error @+1 {{W6: splits by a static lane predicate, not dyn; branch on an i1 with warp.if}}
  %a, %b = "warp.diverge"(%w) <{predicate = #warp.lanes<dyn>}> : (!warp.warp<all>) -> (!warp.warp<dyn>, !warp.warp<dyn>)
  return
}

// -----

// Test: value used at two types
// expected-note @+1 {{prior use here}}
func.func @f(%w: !warp.warp<all>, %v: i32) {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'i16' vs 'i32'}}
  %x = warp.reduce add %w, %v : !warp.warp<all>, i16
  return
}

// -----

// Test: a warp.if region with an empty block (its region verifier runs
// before the generic block checks and must not read the missing terminator)
gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{empty block: expect at least a terminator}}
    %r = warp.if %w, lane(0) -> !warp.warp<all> {
    ^bb0(%l: !warp.warp<lane(0)>):
    } else {
    ^bb0(%h: !warp.warp<high(31)>):
      warp.yield %h : !warp.warp<high(31)>
    }
    gpu.return
  }
}

// -----

// Test: an exit in an scf.while whose condition region is empty, after
// warp.entry. warp.entry's verifier runs first and walks the function (W19
// reads the loop's condition): it must not read the malformed loop, whose
// own verifier reports it (found by warp-fuzz).
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %z = arith.constant 0 : i32
    // expected-error @+1 {{'scf.while' op expects a non-empty block}}
    %x = scf.while (%i = %z) : (i32) -> i32 {
    } do {
    ^bb0(%j: i32):
      nvvm.exit
      scf.yield %j : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: the same loop whose condition op has no operands (generic form)
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %z = arith.constant 0 : i32
    %x = scf.while (%i = %z) : (i32) -> i32 {
      // expected-error @+1 {{'scf.condition' op expected 1 or more operands, but found 0}}
      "scf.condition"() : () -> ()
    } do {
    ^bb0(%j: i32):
      nvvm.exit
      scf.yield %j : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: an exit under an scf.if without its condition operand (generic
// form), after warp.entry
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{'scf.if' op requires a single operand}}
    "scf.if"() ({
      nvvm.exit
      scf.yield
    }, {
    }) : () -> ()
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: an exit in an scf.for without its bounds (generic form)
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{'scf.for' op}}
    "scf.for"() ({
    ^bb0(%i: index):
      nvvm.exit
      scf.yield
    }) : () -> ()
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a uniform warp.if whose condition comes from a loop whose
// condition region lacks its terminator (warp.if's verifier asks the
// uniformity analysis, which reads the whole function)
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
    %z = arith.constant 0 : i32
    // expected-error @+1 {{'scf.while' op}}
    %x = "scf.while"(%z) ({
    ^bb0(%i: i32):
      // expected-note @+1 {{terminator here}}
      %s = arith.addi %i, %i : i32
    }, {
    ^bb0(%j: i32):
      scf.yield %j : i32
    }) : (i32) -> i32
    %q = warp.reduce add %r, %v : !warp.warp<all>, i32
    gpu.return
  }
}
