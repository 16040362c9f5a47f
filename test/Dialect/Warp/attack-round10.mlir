// RUN: warp-opt %s --split-input-file -verify-diagnostics
// RUN: warp-opt %s --split-input-file -verify-diagnostics --mlir-disable-threading
// Issue 27, round 10 of the adversarial pass (op verifiers read only their
// own function; the symbol table verifies again, with callers and callees,
// the functions whose op verifiers assumed something).
//
// H1: a function whose body holds a symbol table (a `builtin.module`) with a
// function of its own. The nested function's warp op came first in program
// order, so it was taken for the outer function's first warp op: the outer
// function's parameters were never walked (findParameterWalker) and its
// warp ops never verified again by the table (FunctionReach's firstWarpOp).
// Oracle by hand / PTX ISA: lanes whose count n is smaller leave the loop
// while the others run `redux.sync` with the full member mask; under --sim
// the old binary's PTX reported exited-in-mask (a2 below) and, for the
// kernel, a full-warp reduce after lanes 0-15 exited (a1d).

// A device function: the loop's bound is its caller's lane id.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    builtin.module {
      func.func private @inner(%w2: !warp.warp<all>) -> !warp.warp<all> {
        %t = warp.tile %w2, 8 : !warp.warp<all> -> !warp.tile<8>
        return %w2 : !warp.warp<all>
      }
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    // expected-note @below {{the region is entered here}}
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      // expected-error @below {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.for' run here; which of the lanes it names run here is decided at run time}}
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %r = func.call @h(%w, %li, %c1) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A kernel: its call reaches a callee that ends lanes 0-15 (W19 needs the
// callee's body, read only by the table's check).
gpu.module @m {
  func.func private @x(%c: i1) {
    scf.if %c {
      // expected-note @below {{the callee exits here}}
      nvvm.exit
    }
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    builtin.module {
      func.func private @inner(%w2: !warp.warp<all>) -> !warp.warp<all> {
        %t = warp.tile %w2, 8 : !warp.warp<all> -> !warp.tile<8>
        return %w2 : !warp.warp<all>
      }
    }
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %li, %c16 : i32
    // expected-error @below {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
    func.call @x(%p) : (i1) -> ()
    // expected-note @below {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// The nested function has the error (its own private helper loops to a lane
// id its caller in the nested module passes): reported once, by the nested
// table, not a second time by the outer function's check.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    builtin.module {
      func.func private @loop(%w2: !warp.warp<all>, %n: i32, %v2: i32) -> (!warp.warp<all>, i32) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %ni = arith.index_cast %n : i32 to index
        // expected-note @below {{the region is entered here}}
        %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v2) -> (i32) {
          // expected-error @below {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.for' run here}}
          %s = warp.reduce add %w2, %acc : !warp.warp<all>, i32
          scf.yield %s : i32
        }
        return %w2, %r : !warp.warp<all>, i32
      }
      func.func @caller(%w3: !warp.warp<all>) -> !warp.warp<all> {
        %t = warp.tile %w3, 8 : !warp.warp<all> -> !warp.tile<8>
        %lane = gpu.lane_id
        %li = arith.index_cast %lane : index to i32
        %w4, %r = func.call @loop(%w3, %li, %li) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
        return %w4 : !warp.warp<all>
      }
    }
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = func.call @h(%w, %li) : (!warp.warp<all>, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
