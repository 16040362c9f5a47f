// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// tile.partition's verifier follows its buffer back to where it comes
// from, and may run before the verifiers of the ops it reads (a block later
// in the text runs first). It reads no op that fails its own verifier: that
// op reports itself, nothing crashes (issue 27 round 51, found with
// valgrind).

// Test: a memref.cast without its operand
func.func @host() {
  cf.br ^bb2
^bb1:
  %pc = tile.partition %buf masked : memref<?xf32> -> !tile.part<1024xf32>
  return
^bb2:
  // expected-error @+1 {{'memref.cast' op requires a single operand}}
  %buf = "memref.cast"() : () -> memref<?xf32>
  cf.br ^bb1
}

// -----

// Test: a memref.get_global without its name
func.func @host() {
  cf.br ^bb2
^bb1:
  %pc = tile.partition %buf : memref<8xf32> -> !tile.part<4xf32>
  return
^bb2:
  // expected-error @+1 {{'memref.get_global' op requires attribute 'name'}}
  %buf = "memref.get_global"() : () -> memref<8xf32>
  cf.br ^bb1
}

// -----

// Test: a branch passing fewer operands than its target block takes
func.func @host(%a: memref<8xf32>) {
  cf.br ^bb2
^bb1(%buf: memref<8xf32>):
  %pc = tile.partition %buf : memref<8xf32> -> !tile.part<4xf32>
  return
^bb2:
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  "cf.br"()[^bb1] : () -> ()
}

// -----

// Test: a cf.switch whose operand segments do not match its operands
func.func @host(%a: memref<8xf32>, %c: i32) {
  cf.br ^bb2
^bb1(%buf: memref<8xf32>):
  %pc = tile.partition %buf : memref<8xf32> -> !tile.part<4xf32>
  return
^bb2:
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (5) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 5>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

// Test: a partition of a cast of itself: provenance does not verify the
// partition again (round 52: it recursed without end)
func.func @host() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %p = tile.partition %m : memref<8xf32> -> !tile.part<4xf32>
  // expected-note @+1 {{operand defined here}}
  %m = builtin.unrealized_conversion_cast %p : !tile.part<4xf32> to memref<8xf32>
  return
}
