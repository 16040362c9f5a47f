// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 5 of the adversarial pass against the warp verifier
// (102 programs here; classes, ideas and results in
// docs/Dialects/WarpRationale.md, "Round 5"). Each is rejected
// by the rule its comment names, at the op that breaks it.

// A03 (W17): the kernel passes a uniform count, the first helper passes the lane id on to the second, whose loop carries the warp
gpu.module @m {
  func.func private @h1(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %y, %s = func.call @h2(%x, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    return %y, %s : !warp.warp<all>, i32
  }
  func.func private @h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %res = func.call @h1(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A05 (recursion-half): recursion on a low(16) half, depth from a kernel argument, shuffle up 1 at each level
gpu.module @m {
  func.func private @rec(%x: !warp.warp<low(16)>, %d: i32, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %z : i32
    // expected-note @+1 {{the region is entered here}}
    %r:2 = scf.if %p -> (!warp.warp<low(16)>, i32) {
      %u = warp.shuffle up %x, %v, 1 : !warp.warp<low(16)>, i32
      %d1 = arith.subi %d, %one : i32
      %x2, %s = func.call @rec(%x, %d1, %u) : (!warp.warp<low(16)>, i32, i32) -> (!warp.warp<low(16)>, i32)
      scf.yield %x2, %s : !warp.warp<low(16)>, i32
    } else {
      // expected-error @+1 {{W5: uses '!warp.warp<low(16)>' inside a region it was not passed into: only the lanes that}}
      scf.yield %x, %v : !warp.warp<low(16)>, i32
    }
    return %r#0, %r#1 : !warp.warp<low(16)>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2, %s = func.call @rec(%lo, %n, %v) : (!warp.warp<low(16)>, i32, i32) -> (!warp.warp<low(16)>, i32)
    // The merge reads a warp made by @rec's scf.if (W18), read only once
    // every function verifies alone: @rec's W5 is the one error reported.
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A11 (W17): a helper whose loop bound is its argument, uniform at its one direct call, but its address is taken (func.constant): its arguments are varying
gpu.module @m {
  func.func private @h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %f = func.constant @h2 : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %w2, %res = func.call @h2(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A12 (W18): a warp passed through func.call_indirect to a defined helper
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    return %x, %s : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %f = func.constant @h : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    // expected-error @+2 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    // expected-note @+1 {{the warp is used here}}
    %w2, %res = func.call_indirect %f(%w, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A13 (W18): func.call_indirect to a declaration (through func.constant) forges an even warp from all
gpu.module @m {
  func.func private @ext(!warp.warp<all>) -> !warp.warp<even>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %f = func.constant @ext : (!warp.warp<all>) -> !warp.warp<even>
    // expected-error @+2 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    // expected-note @+1 {{the warp is used here}}
    %w2 = func.call_indirect %f(%w) : (!warp.warp<all>) -> !warp.warp<even>
    %res = warp.shuffle xor %w2, %v, 2 : !warp.warp<even>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A14 (mutual-rec): mutual recursion f -> g -> f carrying the warp, depth a kernel argument (uniform fixpoint through two functions)
gpu.module @m {
  func.func private @f(%x: !warp.warp<all>, %d: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %z : i32
    // expected-note @+1 {{the region is entered here}}
    %r:2 = scf.if %p -> (!warp.warp<all>, i32) {
      %t = warp.reduce add %x, %one : !warp.warp<all>, i32
      %d1 = arith.subi %d, %one : i32
      %x2, %s = func.call @g(%x, %d1) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      %u = arith.addi %s, %t : i32
      scf.yield %x2, %u : !warp.warp<all>, i32
    } else {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      scf.yield %x, %z : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @g(%x: !warp.warp<all>, %d: i32) -> (!warp.warp<all>, i32) {
    %x2, %s = func.call @f(%x, %d) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    return %x2, %s : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %res = func.call @f(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A15 (W17): a helper with two return blocks chosen by a lane-dependent cf.cond_br, each carrying the warp
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the su}}
    cf.cond_br %odd, ^a(%x : !warp.warp<all>), ^b(%x : !warp.warp<all>)
  ^a(%y: !warp.warp<all>):
    %s = warp.reduce add %y, %v : !warp.warp<all>, i32
    return %y, %s : !warp.warp<all>, i32
  ^b(%q: !warp.warp<all>):
    return %q, %v : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %res = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q02 (W17): the same cf loop with the lane-dependent exit itself (no vote)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    cf.br ^loop(%w, %z, %z : !warp.warp<all>, i32, i32)
  ^loop(%x: !warp.warp<all>, %i: i32, %a: i32):
    %s = warp.reduce add %x, %one : !warp.warp<all>, i32
    %a2 = arith.addi %a, %s : i32
    %i2 = arith.addi %i, %one : i32
    %lt = arith.cmpi ult, %i2, %li : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the su}}
    cf.cond_br %lt, ^loop(%x, %i2, %a2 : !warp.warp<all>, i32, i32), ^done(%x, %a2 : !warp.warp<all>, i32)
  ^done(%y: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q03 (W5): a cf loop with a lane-dependent exit that names the entry warp from its defining block (not carried)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    cf.br ^loop(%z, %z : i32, i32)
  ^loop(%i: i32, %a: i32):
    // expected-error @+1 {{W5: uses '!warp.warp<all>' defined in another block, which not every lane that defined it may reach (or may reach more than once)}}
    %s = warp.reduce add %w, %one : !warp.warp<all>, i32
    %a2 = arith.addi %a, %s : i32
    %i2 = arith.addi %i, %one : i32
    %lt = arith.cmpi ult, %i2, %li : i32
    cf.cond_br %lt, ^loop(%i2, %a2 : i32, i32), ^done(%a2 : i32)
  ^done(%res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q07 (W17): scf.while on an even half whose condition is a vote on that half (odd lanes get the guarded vote poison)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<even>' but the condition of its scf.condition is not s}}
    %r:2 = scf.while (%x = %e, %i = %z) : (!warp.warp<even>, i32) -> (!warp.warp<even>, i32) {
      %lt = arith.cmpi ult, %i, %li : i32
      %c = warp.any %x, %lt : !warp.warp<even>
      // expected-note @+1 {{decided here}}
      scf.condition(%c) %x, %i : !warp.warp<even>, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32):
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2 : !warp.warp<even>, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q11 (W17): the same bound through shuffle idx 0 (uniform in fact; the analysis takes shuffles as varying)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %b = warp.shuffle idx %w, %v, 0 : !warp.warp<all>, i32
    %bi = arith.index_cast %b : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %t = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %t : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q12 (W17): the bound is a reduction on a tile of 8: one value per group (0, 1, 2, 3), not per warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t8 = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %g = warp.reduce max %t8, %li : !warp.tile<8>, i32
    %c3 = arith.constant 3 : i32
    %b = arith.shrui %g, %c3 : i32
    %bi = arith.index_cast %b : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %t = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %t : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q13 (W17): the bound is a ballot on the even half at the top level (odd lanes hold poison)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.ballot %e, %odd : !warp.warp<even> -> i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %c3 = arith.constant 3 : i32
    %bb = arith.andi %b, %c3 : i32
    %bi = arith.index_cast %bb : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %m) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q15 (W17): a uniform-bounded loop whose iter_arg starts at the lane id: its result bounds the warp loop
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %q = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %li) -> (i32) {
      %a2 = arith.addi %a, %one : i32
      scf.yield %a2 : i32
    }
    %qi = arith.index_cast %q : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %qi step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q16 (W17): a counter past a lane-dependent while exit (its own increments are uniform) bounds the warp loop
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %q = scf.while (%i = %z) : (i32) -> i32 {
      %lt = arith.cmpi ult, %i, %li : i32
      scf.condition(%lt) %i : i32
    } do {
    ^bb0(%i: i32):
      %i2 = arith.addi %i, %one : i32
      scf.yield %i2 : i32
    }
    %c4 = arith.constant 4 : i32
    %qq = arith.remui %q, %c4 : i32
    %qi = arith.index_cast %qq : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %qi step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M03 (W7): dyn halves of two different diverges merged (only the two results of one diverge are complements)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = arith.constant true
    %w2, %x = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %p, %q = warp.diverge %a, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      %p2, %q2 = warp.diverge %q, low(16) : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      // expected-error @+1 {{W7: dyn halves are complements only as the two results of one warp.diverge, in order}}
      %m = warp.merge %p, %p2 : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      %m2 = warp.merge %m, %q2 : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      warp.yield %m2, %z : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %z : !warp.warp<dyn>, i32
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M04 (W3): a half merged with itself
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3: takes warp value '!warp.warp<even>' twice; a warp value is consumed once}}
    %m = warp.merge %e, %e : !warp.warp<even>, !warp.warp<even> -> !warp.warp<even>
    %res = warp.shuffle xor %m, %v, 2 : !warp.warp<even>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M08 (W6): diverge by all (the second half is empty)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W6: splitting '!warp.warp<all>' by all leaves the second half empty; every lane is on one}}
    %a, %b = warp.diverge %w, all : !warp.warp<all> -> !warp.warp<all>, !warp.warp<all>
    %res = warp.reduce add %a, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M09 (W8): warp.if on a half by the half itself: the else region has no lanes
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W8: branching '!warp.warp<even>' on even leaves the else region no lanes}}
    %e2 = warp.if %e, even -> !warp.warp<even> {
    ^bb0(%t: !warp.warp<even>):
      warp.yield %t : !warp.warp<even>
    } else {
    ^bb0(%f: !warp.warp<even>):
      warp.yield %f : !warp.warp<even>
    }
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = warp.reduce add %m, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M11 (W7): a merge that claims a smaller set than the union
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W7: the halves join to '!warp.warp<all>', not '!warp.warp<low(16)>'}}
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<low(16)>
    %res = warp.reduce add %m, %v : !warp.warp<low(16)>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M12 (W13): a dyn set re-merged from its own diverge is still dyn: no reduce
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %x = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %p, %q = warp.diverge %a, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      %m = warp.merge %p, %q : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      // expected-error @+1 {{W13: reduce add reads other lanes, and on '!warp.warp<dyn>' nothing shows they are active;}}
      %r = warp.reduce add %m, %v : !warp.warp<dyn>, i32
      warp.yield %m, %r : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %z : !warp.warp<dyn>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T01 (W14): a tile of a tile
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t8 = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // A tile of a tile is refused by the op's declared operand type (the
    // ownership walk, W14, reads only ops of the declared structure).
    // expected-error @+1 {{'warp.tile' op operand #0 must be a warp whose executing lanes are known (!warp.warp), but got '!warp.tile<8>'}}
    %t4 = warp.tile %t8, 4 : !warp.tile<8> -> !warp.tile<4>
    %res = warp.reduce add %t4, %v : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T07 (W9): constant xor 8 on a tile of 8
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W9: shuffle xor 8 reaches outside its 8-lane group}}
    %res = warp.shuffle xor %t, %v, 8 : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T15 (W9): constant idx 8 on a tile of 8
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W9: shuffle idx 8 reaches outside its 8-lane group}}
    %res = warp.shuffle idx %t, %v, 8 : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T16 (W9): down 1 on low(12): lane 11 reads the inactive lane 12
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %lo, %hi = warp.diverge %w, low(12) : !warp.warp<all> -> !warp.warp<low(12)>, !warp.warp<high(20)>
    // expected-error @+1 {{W9: shuffle down 1 on '!warp.warp<low(12)>' reads inactive lanes 12 (lane 11 reads lane 12}}
    %s = warp.shuffle down %lo, %v, 1 : !warp.warp<low(12)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %res = arith.addi %s, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T18 (W9): xor 16 on a tile of 16 (would cross groups)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    // expected-error @+1 {{W9: shuffle xor 16 reaches outside its 16-lane group}}
    %res = warp.shuffle xor %t, %v, 16 : !warp.tile<16>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T19 (W11): scan on range(4, 12), not a prefix
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %lo, %hi = warp.diverge %w, range(4, 12) : !warp.warp<all> -> !warp.warp<range(4, 12)>, !warp.warp<mask(0xfffff00f)>
    // expected-error @+1 {{W11: inclusive scan add on '!warp.warp<range(4, 12)>' reads inactive lanes 0-3 (lane 4 rea}}
    %s = warp.scan inclusive add %lo, %v : !warp.warp<range(4, 12)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<range(4, 12)>, !warp.warp<mask(0xfffff00f)> -> !warp.warp<all>
    %res = arith.addi %s, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T21 (W14): a tile of 64 on a 32-lane warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W14: a tile groups a power of two of lanes in [1, 32], not 64}}
    %t = warp.tile %w, 64 : !warp.warp<all> -> !warp.tile<64>
    %res = warp.reduce add %t, %v : !warp.tile<64>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T22 (W14): a tile of 2 over even: no group is whole
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W14: active set even is not a union of whole aligned groups of 2 lanes}}
    %t = warp.tile %e, 2 : !warp.warp<even> -> !warp.tile<2, even>
    %r = warp.reduce add %t, %v : !warp.tile<2, even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T24 (W3): a tile used after its warp was diverged (moved)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-note @+1 {{moved here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
    %r = warp.reduce add %t, %v : !warp.tile<8>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K01 (W2): known_block_size 64 and nvvm.reqntid 32 disagree
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.reqntid = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{W2: the kernel declares two block sizes, known_block_size (64, 1, 1) and nvvm.reqntid (32,}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K02 (W2): known_block_size and gpu.known_block_size disagree
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>, gpu.known_block_size = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{W2: the kernel declares two block sizes, known_block_size (64, 1, 1) and gpu.known_block_s}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K03 (W2): maxntid 16 below the exact size 32
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.maxntid = array<i32: 16, 1, 1>} {
    // expected-error @+1 {{W2: the kernel's nvvm.maxntid allows at most 16 threads, fewer than 32: no warp is full, s}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K05 (W17): reqntid 16 x 2: the warp holds y = 0 and y = 1, so tid.y bounds nothing
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %ty = gpu.thread_id y
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ty step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K06 (W17): known 16 x 2: tid.x < 8 is lane-dependent
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %tx = gpu.thread_id x
    %c8 = arith.constant 8 : index
    %p = arith.cmpi ult, %tx, %c8 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the su}}
    cf.cond_br %p, ^a(%w : !warp.warp<all>), ^b(%w : !warp.warp<all>)
  ^a(%x: !warp.warp<all>):
    %ra = warp.reduce add %x, %v : !warp.warp<all>, i32
    cf.br ^end(%ra : i32)
  ^b(%y: !warp.warp<all>):
    cf.br ^end(%z : i32)
  ^end(%res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K08 (W2): warp.entry in a gpu.launch body of 48 threads inside a host function
module attributes {gpu.container_module} {
  func.func @host(%out: memref<32xi32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
      // expected-error @+1 {{W2: stands at the top level of the entry block of a gpu.func kernel, the one place where e}}
      %w = warp.entry : !warp.warp<all>
      %l = gpu.lane_id
      %li = arith.index_cast %l : index to i32
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%l] : memref<32xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// K10 (W17): tid.x >> 4: half-warp index, not a warp index
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %tx = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %wi = arith.shrui %tx, %c4 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %wi step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K11 (W2): reqntid 8 x 3 = 24 threads: a partial warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 8, 3, 1>} {
    // expected-error @+1 {{W2: the kernel's nvvm.reqntid holds 24 threads, not a multiple of 32: its last warp is par}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X01 (W19): nvvm.exit in the then-region of a lane-dependent warp.if; the parent warp is used after it
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the warp is used here}}
    %w2, %x = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
      warp.yield %a, %z : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %z : !warp.warp<dyn>, i32
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X02: nvvm.exit in an scf.execute_region's entry block at the top level
// (every lane enters it and leaves there together, as an exit at the top
// level of the kernel's block: none is left to wait at the reduce).
// Rejected (W19) until round 14 (g2) took that block for uniform control.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    scf.execute_region {
      nvvm.exit
      scf.yield
    }
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X03 (W19): inline asm, multi-line, with an exit guarded by a %-named predicate
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.inline_asm has_side_effects "{\n.reg .pred %p;\nsetp.eq.u32 %p, $0, 1;\n@%p exit;\n}", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X05 (W19): a helper that traps on lane 5, called under a uniform kernel flag
gpu.module @m {
  func.func private @h(%l: i32) {
    %c5 = arith.constant 5 : i32
    %p = arith.cmpi eq, %l, %c5 : i32
    scf.if %p { llvm.call_intrinsic "llvm.trap"() : () -> () }
    return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    scf.if %flag {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      func.call @h(%li) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X06 (W19): a trap in an scf.for with a lane-dependent bound (not carrying the warp)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %b = arith.index_cast %li : i32 to index
    scf.for %i = %c0 to %b step %c1 {
      %c9 = arith.constant 9 : index
      %e9 = arith.cmpi eq, %i, %c9 : index
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      scf.if %e9 { "llvm.intr.trap"() : () -> () }
    }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X09 (W19): an exit in the after region of a lane-dependent scf.while
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %q = scf.while (%i = %z) : (i32) -> i32 {
      %lt = arith.cmpi ult, %i, %li : i32
      scf.condition(%lt) %i : i32
    } do {
    ^bb0(%i: i32):
      %c20 = arith.constant 20 : i32
      %big = arith.cmpi eq, %i, %c20 : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      scf.if %big { nvvm.exit }
      %i2 = arith.addi %i, %one : i32
      scf.yield %i2 : i32
    }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X10 (W19): an llvm.call through a function pointer at the top level (may reach any address-taken function)
gpu.module @m {
  llvm.func @t() {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %fp = llvm.mlir.addressof @t : !llvm.ptr
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.call %fp() : !llvm.ptr, () -> ()
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X12 (W17): odd lanes return early, the warp goes on on the other edge
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the su}}
    cf.cond_br %odd, ^dead, ^live(%w : !warp.warp<all>)
  ^dead:
    gpu.return
  ^live(%x: !warp.warp<all>):
    %res = warp.reduce add %x, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X13 (W19): an exit in an affine.for of constant trips under a lane-dependent scf.if
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    scf.if %odd {
      affine.for %i = 0 to 2 {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X15 (W19): the llvm.nvvm.exit intrinsic by llvm.call_intrinsic under a lane bit
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { llvm.call_intrinsic "llvm.nvvm.exit"() : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X16 (W19): the second entry warp is live across a lane-dependent exit
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    %w3 = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r2 = warp.reduce add %w3, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U01 (W17): a call of no operands returns the lane id: its result bounds the warp loop
gpu.module @m {
  func.func private @lane() -> i32 {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    return %li : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g = func.call @lane() : () -> i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U02 (W17): a helper returns its uniform argument: its result as bound
gpu.module @m {
  func.func private @id(%k: i32) -> i32 {
    return %k : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g = func.call @id(%n) : (i32) -> i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U03 (W17): select of the lane id under a uniform flag
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g = arith.select %flag, %li, %n : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U04 (W17): a block argument where a lane-dependent branch joins, from two constants
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %c2i = arith.constant 2 : i32
    cf.cond_br %odd, ^a, ^b
  ^a:
    cf.br ^j(%one : i32)
  ^b:
    cf.br ^j(%c2i : i32)
  ^j(%g: i32):
    %bi = arith.index_cast %g : i32 to index
    // ^j is joined to the entry block (every lane meets there once), but
    // its loop's bound is the lane's own %g (W5's joined blocks).
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U07 (W17): %clock read by inline asm
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g0 = llvm.inline_asm "mov.u32 $0, %clock;", "=r" : () -> i32
    %c1i = arith.constant 1 : i32
    %g = arith.andi %g0, %c1i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U08 (W17): %tid.x read by inline asm
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g0 = llvm.inline_asm "mov.u32 $0, %tid.x;", "=r" : () -> i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %g0, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U10 (W17): the same asm vote with a partial member mask
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %b = llvm.inline_asm "vote.sync.ballot.b32 $0, $1, 0x0000ffff;", "=r,b" %odd : (i1) -> i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %b, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U11 (W17): a full-mask nvvm.vote.sync inside a lane-dependent scf.if, its value yielded out
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = arith.cmpi ult, %li, %n : i32
    %g = scf.if %p -> i32 {
      %full = arith.constant -1 : i32
      // A full-mask vote under a lane branch while the warp is live (round
      // 19: W19 now counts it as a wait, before W17 looks at the loop).
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is live}}
      %b = nvvm.vote.sync ballot %full, %odd -> i32
      scf.yield %b : i32
    } else { scf.yield %one : i32 }
    %bi = arith.index_cast %g : i32 to index
    // expected-note @+1 {{the warp is used here}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U12 (W17): a clustered (16, stride 2) subgroup_reduce
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g0 = gpu.subgroup_reduce add %li cluster(size = 16, stride = 2) : (i32) -> i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %g0, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U14 (W17): a private attribution written with a uniform-looking index but a lane value
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) private(%sh : memref<1xi32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    memref.store %li, %sh[%c0] : memref<1xi32, #gpu.address_space<private>>
    %g = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<private>>
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U15 (W17): the global id
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %gi = gpu.global_id x
    %g = arith.index_cast %gi : index to i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U21 (W17): the same helper, but the second kernel passes its lane id
gpu.module @m {
  func.func private @h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  gpu.func @k2(%m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %w2, %r = func.call @h2(%w, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    gpu.return
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %res = func.call @h2(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F01 (W18): a round trip of the warp through i32 by unrealized_conversion_cast
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %i = builtin.unrealized_conversion_cast %w : !warp.warp<all> to i32
    // expected-note @+1 {{made here}}
    %w2 = builtin.unrealized_conversion_cast %i : i32 to !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'builtin.unrealized_conversion_cast'; warp values come}}
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F02 (W18): a cast widening even to all
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W4: half #1 ('!warp.warp<odd>') is never consumed; merge it with its complement or yield i}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %w2 = builtin.unrealized_conversion_cast %e : !warp.warp<even> to !warp.warp<all>
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F03 (W18): arith.select between two warps
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.entry : !warp.warp<all>
    // expected-note @+1 {{made here}}
    %s = arith.select %flag, %w, %w2 : !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'arith.select'; warp values come only from warp.entry}}
    %res = warp.reduce add %s, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F04 (W5): scf.if (uniform) yielding the outer warp from both branches
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %s = scf.if %flag -> !warp.warp<all> {
      scf.yield %w : !warp.warp<all>
    } else {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      scf.yield %w : !warp.warp<all>
    }
    %res = warp.reduce add %s, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F05 (W5): scf.execute_region yielding the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %s = scf.execute_region -> !warp.warp<all> {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      scf.yield %w : !warp.warp<all>
    }
    %res = warp.reduce add %s, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F06 (W5): scf.index_switch on a constant yielding the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %s = scf.index_switch %c0 -> !warp.warp<all>
    case 0 { scf.yield %w : !warp.warp<all> }
    // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
    default { scf.yield %w : !warp.warp<all> }
    %res = warp.reduce add %s, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F07 (W18): gpu.warp_execute_on_lane_0 hands the warp to a region that only lane 0 runs
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: takes warp value '!warp.warp<all>' into its regions, which not every lane may enter;}}
    %r = gpu.warp_execute_on_lane_0(%lane)[32] args(%w, %v : !warp.warp<all>, i32) -> (i32) {
    ^bb0(%x: !warp.warp<all>, %u: i32):
      %s = warp.reduce add %x, %u : !warp.warp<all>, i32
      gpu.yield %s : i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F08 (W18): ub.poison of warp type
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{made here}}
    %p = ub.poison : !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'ub.poison'; warp values come only from warp.entry and}}
    %res = warp.reduce add %p, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F09 (W18): a helper with a body returns a warp it forged by a cast
gpu.module @m {
  func.func private @forge() -> !warp.warp<all> {
    %z = arith.constant 0 : i32
    %f = builtin.unrealized_conversion_cast %z : i32 to !warp.warp<all>
    return %f : !warp.warp<all>
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{made here}}
    %w2 = func.call @forge() : () -> !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'func.call'; warp values come only from warp.entry and}}
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F10 (W18): the warp stored in a tensor and extracted twice
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = tensor.from_elements %w : tensor<1x!warp.warp<all>>
    // expected-note @+1 {{made here}}
    %w2 = tensor.extract %t[%c0] : tensor<1x!warp.warp<all>>
    %w3 = tensor.extract %t[%c0] : tensor<1x!warp.warp<all>>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'tensor.extract'; warp values come only from warp.entr}}
    %a = warp.reduce add %w2, %v : !warp.warp<all>, i32
    %res = warp.reduce add %w3, %a : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F11 (W18): tensor.splat of the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = tensor.splat %w : tensor<4x!warp.warp<all>>
    // expected-note @+1 {{made here}}
    %w2 = tensor.extract %t[%c1] : tensor<4x!warp.warp<all>>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'tensor.extract'; warp values come only from warp.entr}}
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F12 (W18): one cast duplicates the warp into two
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{made here}}
    %a, %b = builtin.unrealized_conversion_cast %w : !warp.warp<all> to !warp.warp<all>, !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'builtin.unrealized_conversion_cast'; warp values come}}
    %ra = warp.reduce add %a, %v : !warp.warp<all>, i32
    %res = warp.reduce add %b, %ra : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F13 (W5): a move (call) of the outer warp inside a uniform scf.if (only borrows may go there)
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>) -> !warp.warp<all> {
    return %x : !warp.warp<all>
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %res = scf.if %flag -> i32 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %w2 = func.call @h(%w) : (!warp.warp<all>) -> !warp.warp<all>
      %s = warp.reduce add %w2, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F15 (W3): a borrow of the outer warp in a uniform scf.if inside the warp.if that consumed it
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %w2 = warp.if %w, even -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<even>):
      %s = scf.if %flag -> i32 {
        // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
        %r = warp.reduce add %w, %v : !warp.warp<all>, i32
        scf.yield %r : i32
      } else { scf.yield %z : i32 }
      warp.yield %t : !warp.warp<even>
    } else {
    ^bb0(%f: !warp.warp<odd>):
      warp.yield %f : !warp.warp<odd>
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F16 (W18): scf.parallel with the warp as its init and reduce operands
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %c4 = arith.constant 4 : index
    // expected-note @+1 {{the region is entered here}}
    %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%w) -> !warp.warp<all> {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      scf.reduce(%w : !warp.warp<all>) {
      ^bb0(%a: !warp.warp<all>, %b: !warp.warp<all>):
        scf.reduce.return %a : !warp.warp<all>
      }
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F17 (W18): affine.if (always true) yielding the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %r = affine.if affine_set<(d0) : (d0 >= 0)>(%c0) -> !warp.warp<all> {
      affine.yield %w : !warp.warp<all>
    } else {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      affine.yield %w : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// F18 (W5): tensor.generate body borrowing the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %t = tensor.generate {
    ^bb0(%i: index):
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      tensor.yield %s : i32
    } : tensor<4xi32>
    %res = tensor.extract %t[%c1] : tensor<4xi32>
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G01 (W2): generic warp.entry producing even
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W2: the warp at kernel entry is fully active: expected '!warp.warp<all>', not '!warp.warp<}}
    %e = "warp.entry"() : () -> !warp.warp<even>
    %res = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G02 (W6): generic diverge whose first half claims all
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W6: the halves of '!warp.warp<all>' by even are '!warp.warp<even>' and '!warp.warp<odd>',}}
    %a:2 = "warp.diverge"(%w) <{predicate = #warp.lanes<even>}> : (!warp.warp<all>) -> (!warp.warp<all>, !warp.warp<odd>)
    %res = warp.reduce add %a#0, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G03 (W7): generic merge to the wrong set
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W7: the halves join to '!warp.warp<all>', not '!warp.warp<low(16)>'}}
    %m = "warp.merge"(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> !warp.warp<mask(0xffff)>
    %res = warp.reduce add %m, %v : !warp.warp<mask(0xffff)>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G04 (W9): generic shuffle xor 40
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W9: shuffle xor 40 reaches outside its 32-lane group}}
    %res = "warp.shuffle"(%w, %v) <{mode = 3 : i32, static_offset = 40 : i32}> : (!warp.warp<all>, i32) -> i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G05 (W9): generic shuffle xor -8
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W9: shuffle xor 4294967288 reaches outside its 32-lane group}}
    %res = "warp.shuffle"(%w, %v) <{mode = 3 : i32, static_offset = -8 : i32}> : (!warp.warp<all>, i32) -> i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G06 (W14): generic tile whose result size disagrees with its attribute
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W14: tiling '!warp.warp<all>' by 8 gives '!warp.tile<8>', not '!warp.tile<4>'}}
    %t = "warp.tile"(%w) <{size = 8 : i32}> : (!warp.warp<all>) -> !warp.tile<4>
    %res = warp.reduce add %t, %v : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G07 (W16): generic ballot with an i64 mask on a 32-lane warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W16: a lane mask of a 32-lane warp is i32, not 'i64'}}
    %b = "warp.ballot"(%w, %odd) : (!warp.warp<all>, i1) -> i64
    %res = arith.trunci %b : i64 to i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G08 (W8): generic warp.if whose then region claims all under an even predicate
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W8: the then region takes its sub-warp '!warp.warp<even>' as its only argument}}
    %r:2 = "warp.if"(%w) <{predicate = #warp.lanes<even>}> ({
      ^bb0(%a: !warp.warp<all>):
        "warp.yield"(%a, %z) : (!warp.warp<all>, i32) -> ()
      }, {
      ^bb0(%b: !warp.warp<odd>):
        "warp.yield"(%b, %z) : (!warp.warp<odd>, i32) -> ()
      }) : (!warp.warp<all>) -> (!warp.warp<all>, i32)
    %res = warp.reduce add %r#0, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G09 (W12): generic broadcast from lane 40
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W12: broadcast from lane 40 reaches outside its 32-lane group}}
    %res = "warp.broadcast"(%w, %v) <{lane = 40 : i32}> : (!warp.warp<all>, i32) -> i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G10 (W10): generic reduce on even
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W10: reduce add on '!warp.warp<even>' reads inactive lanes 1, 3, 5, 7, 9, 11, 13, 15, 17,}}
    %r = "warp.reduce"(%e, %v) <{kind = 0 : i32}> : (!warp.warp<even>, i32) -> i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// G11 (W2): warp.entry in a device helper called under a lane-dependent scf.if
gpu.module @m {
  func.func private @h() -> i32 {
    // expected-error @+1 {{W2: stands at the top level of the entry block of a gpu.func kernel, the one place where e}}
    %w = "warp.entry"() : () -> !warp.warp<all>
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %p = arith.cmpi ult, %lane, %lane : index
    %r = scf.if %p -> i32 {
      %x = func.call @h() : () -> i32
      scf.yield %x : i32
    } else {
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E11 (W17): an exit under a vote on an even half (odd lanes hold its poison) while a whole warp is live
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %w2 = warp.entry : !warp.warp<all>
    %big = arith.cmpi ugt, %li, %ten : i32
    %a = warp.any %e, %big : !warp.warp<even>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<even>' while it is live: lanes th}}
    scf.if %a { nvvm.exit }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    // expected-note @+1 {{the warp is used here}}
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E13 (W14): a tile carried by scf.for
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W14: a tile is a view of its warp and is used only by collectives, not passed to 'scf.for'}}
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %t, %a = %z) -> (!warp.tile<8>, i32) {
      %s = warp.reduce add %x, %v : !warp.tile<8>, i32
      scf.yield %x, %s : !warp.tile<8>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E14 (W2): a one-element nvvm.reqntid of 48
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 48>} {
    // expected-error @+1 {{W2: the kernel's nvvm.reqntid holds 48 threads, not a multiple of 32: its last warp is par}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E15 (W17): only nvvm.maxntid (64, 2, 1): a 48 x 2 block puts x = 32..47 and x = 0..15 in one warp, so tid.x / 32 is no warp index
gpu.module @m {

  gpu.func @k(%out: memref<96xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.maxntid = array<i32: 64, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index
    %lx_ = gpu.thread_id x
    %ly_ = gpu.thread_id y
    %bdx_ = gpu.block_dim x
    %lyx_ = arith.muli %ly_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index

    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %wi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<96xi32>
    gpu.return
  }
}

// -----

// P01 (undef-src): an exit under a branch on ub.poison (taken as one value for the program)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = ub.poison : i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P02 (undef-src): llvm.mlir.undef (each use, each lane, any value) bounds the warp loop
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %u = llvm.mlir.undef : i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %u, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P03 (undef-src): warp.if on a poison i1 taken as uniform: both regions get all
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the condition is computed here}}
    %p = llvm.mlir.poison : i1
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown la}}
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %v : !warp.warp<all>, i32
      warp.yield %t, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      %s = warp.reduce add %f, %one : !warp.warp<all>, i32
      warp.yield %f, %s : !warp.warp<all>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P04 (undef-src): a borrow in scf.if on ub.poison (W5 exception for uniform conditions)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = ub.poison : i1
    // expected-note @+1 {{the region is entered here}}
    %res = scf.if %p -> i32 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P05 (undef-src): a struct over undef with field 0 set; field 1 (never set) bounds the warp loop
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %st = llvm.insertvalue %n, %u[0] : !llvm.struct<(i32, i32)>
    %g = llvm.extractvalue %st[1] : !llvm.struct<(i32, i32)>
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P07 (undef-src): a nested struct over undef: the inner struct is read out whole, then its never-set field
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %u = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i32)>
    %st = llvm.insertvalue %n, %u[0, 0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %st2 = llvm.insertvalue %n, %st[1] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %in = llvm.extractvalue %st2[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %g = llvm.extractvalue %in[1] : !llvm.struct<(i32, i32)>
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P08 (undef-src): a vector over undef with element 0 set; element 1 bounds the loop
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %u = llvm.mlir.undef : vector<2xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %vv = llvm.insertelement %n, %u[%i0 : i32] : vector<2xi32>
    %g = llvm.extractelement %vv[%i1 : i32] : vector<2xi32>
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P10 (undef-src): llvm.freeze of undef: one value per thread, not per warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %u = llvm.mlir.undef : i32
    %f = llvm.freeze %u : i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %f, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A17 (W18): func.call_indirect of a declaration forges a warp where no warp is live (W19 has nothing to protect)
gpu.module @m {
  func.func private @ext() -> !warp.warp<all>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %f = func.constant @ext : () -> !warp.warp<all>
    // expected-note @+1 {{made here}}
    %w2 = func.call_indirect %f() : () -> !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'func.call_indirect'; warp values come only from warp.}}
    %r = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
