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

// -----

// Generated program 21 (gen10.py): [['MAX', 'HALF'], ['IF', 'HALF', 'LOOPW']], kernel count 'n', counts passed on ['lane', 'ballotpop']:
// a loop carrying the warp runs to a lane-dependent count (the generator's model: illegal).
gpu.module @m {
  func.func private @inner(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w, %s : !warp.warp<all>, i32
  }
  func.func private @h0(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0_0 = warp.reduce max %w, %v : !warp.warp<all>, i32
    %lo0_1, %hi0_1 = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %tl0_1 = warp.tile %lo0_1, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %q0_1 = warp.reduce add %tl0_1, %r0_0 : !warp.tile<16, low(16)>, i32
    %x0_1 = warp.merge %lo0_1, %hi0_1 : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c160_1 = arith.constant 16 : i32
    %p0_1 = arith.cmpi ult, %li, %c160_1 : i32
    %r0_1 = arith.select %p0_1, %q0_1, %r0_0 : i32
    %k2 = arith.constant 2 : i32
    %c1i = arith.constant 1 : i32
    %lb = arith.andi %li, %c1i : i32
    %tt = arith.constant true
    %c8 = arith.constant 8 : i32
    %ll = arith.cmpi ult, %li, %c8 : i32
    %pb = arith.cmpi ult, %li, %c8 : i32
    %bl = warp.ballot %x0_1, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c3 = arith.constant 3 : i32
    %bp = arith.shrui %bp0, %c3 : i32
    %wn, %vn = func.call @h1(%x0_1, %lb, %c, %r0_1) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    return %wn, %vn : !warp.warp<all>, i32
  }
  func.func private @h1(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x1_0, %r1_0 = warp.if %w, %c -> (!warp.warp<all>, i32) {
    ^bb0(%t1_0: !warp.warp<all>):
      %s1_0 = warp.reduce max %t1_0, %v : !warp.warp<all>, i32
      warp.yield %t1_0, %s1_0 : !warp.warp<all>, i32
    } else {
    ^bb0(%f1_0: !warp.warp<all>):
      warp.yield %f1_0, %v : !warp.warp<all>, i32
    }
    %lo1_1, %hi1_1 = warp.diverge %x1_0, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %tl1_1 = warp.tile %lo1_1, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %q1_1 = warp.reduce add %tl1_1, %r1_0 : !warp.tile<16, low(16)>, i32
    %x1_1 = warp.merge %lo1_1, %hi1_1 : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c161_1 = arith.constant 16 : i32
    %p1_1 = arith.cmpi ult, %li, %c161_1 : i32
    %r1_1 = arith.select %p1_1, %q1_1, %r1_0 : i32
    // expected-error @below {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %x1_2, %r1_2 = scf.for %i1_2 = %z to %ni step %one iter_args(%xw1_2 = %x1_1, %a1_2 = %r1_1) -> (!warp.warp<all>, i32) {
      %y1_2, %s1_2 = func.call @inner(%xw1_2, %a1_2) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y1_2, %s1_2 : !warp.warp<all>, i32
    }
    return %x1_2, %r1_2 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k1 = arith.constant 1 : i32
    %tt = arith.constant true
    %c16 = arith.constant 16 : i32
    %ll = arith.cmpi ult, %li, %c16 : i32
    %any = warp.any %w, %ll : !warp.warp<all>
    %zero = arith.constant 0 : i32
    %la0 = arith.andi %li, %zero : i32
    %pb = arith.cmpi ult, %li, %c16 : i32
    %bl = warp.ballot %w, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c4 = arith.constant 4 : i32
    %bp = arith.shrui %bp0, %c4 : i32
    %w1, %v1 = func.call @h0(%w, %n, %flag, %li) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    %res = warp.reduce add %w1, %v1 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Generated program 32 (gen10.py): [['LOOPW']], kernel count 'lane', counts passed on ['const']:
// a loop carrying the warp runs to a lane-dependent count (the generator's model: illegal).
gpu.module @m {
  func.func private @inner(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w, %s : !warp.warp<all>, i32
  }
  func.func private @h0(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @below {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %x0_0, %r0_0 = scf.for %i0_0 = %z to %ni step %one iter_args(%xw0_0 = %w, %a0_0 = %v) -> (!warp.warp<all>, i32) {
      %y0_0, %s0_0 = func.call @inner(%xw0_0, %a0_0) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y0_0, %s0_0 : !warp.warp<all>, i32
    }
    return %x0_0, %r0_0 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k1 = arith.constant 1 : i32
    %tt = arith.constant true
    %c16 = arith.constant 16 : i32
    %ll = arith.cmpi ult, %li, %c16 : i32
    %any = warp.any %w, %ll : !warp.warp<all>
    %zero = arith.constant 0 : i32
    %la0 = arith.andi %li, %zero : i32
    %pb = arith.cmpi ult, %li, %c16 : i32
    %bl = warp.ballot %w, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c4 = arith.constant 4 : i32
    %bp = arith.shrui %bp0, %c4 : i32
    %w1, %v1 = func.call @h0(%w, %li, %flag, %li) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    %res = warp.reduce add %w1, %v1 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
