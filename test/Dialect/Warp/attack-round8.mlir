// RUN: warp-opt %s --split-input-file -verify-diagnostics
// Issue 27, round 8 of the adversarial pass against the warp verifier
// (docs/Dialects/WarpRationale.md, "Round 8"): the hand-written programs the
// verifier rejects, each error expected at its op with its rule ID. Their
// nearest legal programs are in attack-round8-legal.mlir.

// -----

// [S05] even half, xor by a constant operand 34 (= 2 mod 32 but outside [0, 32): run-time, W15 needs whole groups)
gpu.module @m_s05 {

  gpu.func @s05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %o = arith.constant 34 : i32
    // expected-error @+1 {{W15: shuffle xor with a run-time offset may read any lane of its}}
    %s = warp.shuffle xor %e, %v, %o : !warp.warp<even>, i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [S15] dyn sub-warp, xor by a constant operand 40 (a run-time offset on dyn: W13)
gpu.module @m_s15 {

  gpu.func @s15(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %o = arith.constant 40 : i32
    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      // expected-error @+1 {{W13: shuffle xor reads other lanes, and on '!warp.warp<dyn>'}}
      %s = warp.shuffle xor %d, %v, %o : !warp.warp<dyn>, i32
      warp.yield %d, %s : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d, %v : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [S16] static (attribute) offset 8 on tile<8> stays W9
gpu.module @m_s16 {

  gpu.func @s16(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    // expected-error @+1 {{W9: shuffle xor 8 reaches outside its 8-lane}}
    %res = warp.shuffle xor %t, %v, 8 : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [W02] while condition: any on a TILE of the carried warp (per group of 8: lanes leave at different trips)
gpu.module @m_w02 {

  gpu.func @w02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of}}
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %tt = warp.tile %bw, 8 : !warp.warp<all> -> !warp.tile<8>
      %c = warp.any %tt, %p : !warp.tile<8>
      // expected-note @+1 {{decided here}}
      scf.condition(%c) %bw, %i, %acc : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32, %aacc: i32):
      %s = warp.reduce add %aw, %v : !warp.warp<all>, i32
      %acc2 = arith.addi %aacc, %s : i32
      %i2 = arith.addi %ai, %one : i32
      scf.yield %aw, %i2, %acc2 : !warp.warp<all>, i32, i32
    }
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [W03] while condition from match_any on the carried warp (a lane-dependent mask)
gpu.module @m_w03 {

  gpu.func @w03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of}}
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %mk = warp.match_any %bw, %lim : !warp.warp<all>, i32 -> i32
      %k = arith.constant 286331153 : i32
      %c = arith.cmpi eq, %mk, %k : i32
      // expected-note @+1 {{decided here}}
      scf.condition(%c) %bw, %i, %acc : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32, %aacc: i32):
      %s = warp.reduce add %aw, %v : !warp.warp<all>, i32
      %acc2 = arith.addi %aacc, %s : i32
      %i2 = arith.addi %ai, %one : i32
      scf.yield %aw, %i2, %acc2 : !warp.warp<all>, i32, i32
    }
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [W05] while condition any(p) & odd (lane-dependent)
gpu.module @m_w05 {

  gpu.func @w05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of}}
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %a = warp.any %bw, %p : !warp.warp<all>
      %c = arith.andi %a, %odd : i1
      // expected-note @+1 {{decided here}}
      scf.condition(%c) %bw, %i, %acc : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32, %aacc: i32):
      %s = warp.reduce add %aw, %v : !warp.warp<all>, i32
      %acc2 = arith.addi %aacc, %s : i32
      %i2 = arith.addi %ai, %one : i32
      scf.yield %aw, %i2, %acc2 : !warp.warp<all>, i32, i32
    }
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [W10] a tile carried by scf.for (tile values stay in their block)
gpu.module @m_w10 {

  gpu.func @w10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    // expected-error @+1 {{W14: a tile is a view of its warp and is used only by}}
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %t, %a = %v) -> (!warp.tile<8>, i32) {
      %s = warp.reduce add %x, %a : !warp.tile<8>, i32
      scf.yield %x, %s : !warp.tile<8>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [T05] tile<8> of low(12): the group 8-15 is partly active (W14)
gpu.module @m_t05 {

  gpu.func @t05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, low(12) : !warp.warp<all> -> !warp.warp<low(12)>, !warp.warp<high(20)>
    // expected-error @+1 {{W14: active set low(12) is not a union of whole aligned groups}}
    %t = warp.tile %a, 8 : !warp.warp<low(12)> -> !warp.tile<8, low(12)>
    %s = warp.scan inclusive add %t, %v : !warp.tile<8, low(12)>, i32
    %m = warp.merge %a, %b : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %mc = arith.constant 4095 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [T09] broadcast from inactive lane 13 on low(12)
gpu.module @m_t09 {

  gpu.func @t09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, low(12) : !warp.warp<all> -> !warp.warp<low(12)>, !warp.warp<high(20)>
    // expected-error @+1 {{W12: broadcast from lane 13 on '!warp.warp<low(12)>' reads}}
    %s = warp.broadcast %a, %v, 13 : !warp.warp<low(12)>, i32
    %m = warp.merge %a, %b : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %res = arith.addi %s, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [T11] a tile of a tile
gpu.module @m_t11 {

  gpu.func @t11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    // A tile of a tile is refused by the op's declared operand type (the
    // ownership walk, W14, reads only ops of the declared structure).
    // expected-error @+1 {{'warp.tile' op operand #0 must be a warp whose executing lanes are known (!warp.warp), but got '!warp.tile<8>'}}
    %t2 = warp.tile %t, 4 : !warp.tile<8> -> !warp.tile<4>
    %res = warp.reduce add %t2, %v : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [T13] tile<32> of even (the group is not whole)
gpu.module @m_t13 {

  gpu.func @t13(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W14: active set even is not a union of whole aligned groups of}}
    %t = warp.tile %a, 32 : !warp.warp<even> -> !warp.tile<32, even>
    %s = warp.reduce add %t, %v : !warp.tile<32, even>, i32
    %m = warp.merge %a, %b : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %mc = arith.constant 1431655765 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B05] reduce on dyn
gpu.module @m_b05 {

  gpu.func @b05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      // expected-error @+1 {{W13: reduce add reads other lanes, and on '!warp.warp<dyn>'}}
      %x = warp.reduce add %d, %v : !warp.warp<dyn>, i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B06] scan on dyn
gpu.module @m_b06 {

  gpu.func @b06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      // expected-error @+1 {{W13: inclusive scan add reads other lanes, and on}}
      %x = warp.scan inclusive add %d, %v : !warp.warp<dyn>, i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [K01] a tile passed to a helper
gpu.module @m_k01 {
  func.func private @h(%t: !warp.tile<8>, %v: i32) -> i32 {
    %r = warp.reduce add %t, %v : !warp.tile<8>, i32
    return %r : i32
  }
  gpu.func @k01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    // expected-error @+1 {{W14: a tile is a view of its warp and is used only by}}
    %res = func.call @h(%t, %v) : (!warp.tile<8>, i32) -> i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D01] reqntid 8x2x2 (one warp over z = 0, 1): tid.z bounds a warp loop
gpu.module @m_d01 {

  gpu.func @d01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 2>} {
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
    %lz_ = gpu.thread_id z
    %bdy_ = gpu.block_dim y
    %lzy_ = arith.muli %lz_, %bdy_ : index
    %lzyy_ = arith.addi %lzy_, %ly_ : index
    %lyx_ = arith.muli %lzyy_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index
    %tz = gpu.thread_id z
    %tzi = arith.index_cast %tz : index to i32
    %ub = arith.addi %tz, %c1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D03] 48x2 block: tid.x >> 5 is 1 and 0 on warp 1
gpu.module @m_d03 {

  gpu.func @d03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
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

    %c5 = arith.constant 5 : index    %tx = gpu.thread_id x
    %txi = arith.index_cast %tx : index to i32
    %ub0 = arith.shrui %tx, %c5 : index
    %ub = arith.addi %ub0, %c1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D07] known 32 with maxntid 16
gpu.module @m_d07 {

  gpu.func @d07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.maxntid = array<i32: 16, 1, 1>} {
    // expected-error @+1 {{W2: the kernel's nvvm.maxntid allows at most 16 threads, fewer}}
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
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D08] reqntid 4x4x3 = 48 threads
gpu.module @m_d08 {

  gpu.func @d08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 4, 4, 3>} {
    // expected-error @+1 {{W2: the kernel's nvvm.reqntid holds 48 threads, not a multiple}}
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
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D09] no block declaration: tid.x < 32 as a uniform warp.if condition (static regions claimed)
gpu.module @m_d09 {

  gpu.func @d09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel {
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
    %txi = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    // expected-note @+1 {{the condition is computed here}}
    %lt = arith.cmpi ult, %tx, %c32 : index
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but}}
    %w2, %r = warp.if %w, %lt -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<all>):
      %s = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d, %minus : !warp.warp<all>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [E02] an exit of lane 5 inside a dyn region whose handle is used after
gpu.module @m_e02 {

  gpu.func @e02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %c5 = arith.constant 5 : i32
      %e5 = arith.cmpi eq, %li, %c5 : i32
      scf.if %e5 {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>'}}
        nvvm.exit
      }
      %x = warp.ballot %d, %odd : !warp.warp<dyn> -> i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [E04] exit of lane i on trip i of a warp loop
gpu.module @m_e04 {

  gpu.func @e04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      %ii = arith.index_cast %i : index to i32
      %last = arith.cmpi eq, %ii, %li : i32
      scf.if %last {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>'}}
        nvvm.exit
      }
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [E05] the odd lanes exit while the odd half is live (never used but merged)
gpu.module @m_e05 {

  gpu.func @e05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    scf.if %odd {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<even>'}}
      nvvm.exit
    }
    %s = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    // expected-note @+1 {{the warp is used here}}
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %s, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U01] popc(lanemask.lt) (= the lane id) as a bound
gpu.module @m_u01 {

  gpu.func @u01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lm = nvvm.read.ptx.sreg.lanemask.lt : i32
    %bi = math.ctpop %lm : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U02] freeze(poison) as a bound
gpu.module @m_u02 {

  gpu.func @u02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %p = llvm.mlir.poison : i32
    %bi = llvm.freeze %p : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U03] ub.poison i1 as a uniform warp.if condition (static regions)
gpu.module @m_u03 {

  gpu.func @u03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %p = ub.poison : i1
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but}}
    %w2, %r = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<all>):
      %s = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d, %minus : !warp.warp<all>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U04] a private attribution holding n (per-thread memory) as a bound
gpu.module @m_u04 {

  gpu.func @u04(%out: memref<32xi32>, %n: i32, %flag: i1) private(%sh : memref<1xi32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    memref.store %n, %sh[%c0] : memref<1xi32, #gpu.address_space<private>>
    %bi = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<private>>
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U07] a vote.sync with member mask 0xffff as a bound (UB for lanes 16-31 too)
gpu.module @m_u07 {

  gpu.func @u07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %c3 = arith.constant 3 : i32
    %mk = arith.constant 65535 : i32
    %pp = arith.cmpi ult, %li, %c3 : i32
    %bi0 = nvvm.vote.sync ballot %mk, %pp -> i32
    %bi = arith.andi %bi0, %c3 : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U09] a tile reduce (per group of 8: 0, 1, 2, 3) as a bound
gpu.module @m_u09 {

  gpu.func @u09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %q = warp.reduce max %t, %li : !warp.tile<8>, i32
    %c3 = arith.constant 3 : i32
    %bi = arith.shrui %q, %c3 : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U10] a tile broadcast (0 or 16 >> 4 = 1) as a bound
gpu.module @m_u10 {

  gpu.func @u10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %q = warp.broadcast %t, %li, 0 : !warp.tile<16>, i32
    %c4 = arith.constant 4 : i32
    %bi = arith.shrui %q, %c4 : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U11] a ballot on the even half (poison on odd lanes) as a bound after the merge
gpu.module @m_u11 {

  gpu.func @u11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.ballot %e, %odd : !warp.warp<even> -> i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %c1i = arith.constant 1 : i32
    %bi = arith.addi %b, %c1i : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %m, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U13] tile first_lane + lane id
gpu.module @m_u13 {

  gpu.func @u13(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %f = warp.first_lane %t, %odd : !warp.tile<4>
    %bi = arith.addi %f, %li : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U15] undef & 1 as a bound
gpu.module @m_u15 {

  gpu.func @u15(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %bi = arith.andi %u, %one : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U16] tid.x & 31 (lane) from the nvvm sreg
gpu.module @m_u16 {

  gpu.func @u16(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %wi = nvvm.read.ptx.sreg.tid.x : i32
    %c31 = arith.constant 31 : i32
    %bi = arith.andi %wi, %c31 : i32
    %ub = arith.index_cast %bi : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is}}
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C02] the cf loop with any on a tile of 4 as the back edge (per group)
gpu.module @m_c02 {

  gpu.func @c02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    cf.br ^hdr(%w, %z, %z : !warp.warp<all>, i32, i32)
  ^hdr(%hw: !warp.warp<all>, %i: i32, %acc: i32):
    %s = warp.reduce add %hw, %v : !warp.warp<all>, i32
    %acc2 = arith.addi %acc, %s : i32
    %i2 = arith.addi %i, %one : i32
    %p = arith.cmpi ult, %i2, %lim : i32
    %t = warp.tile %hw, 4 : !warp.warp<all> -> !warp.tile<4>
    %any = warp.any %t, %p : !warp.tile<4>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but}}
    cf.cond_br %any, ^hdr(%hw, %i2, %acc2 : !warp.warp<all>, i32, i32), ^exit(%hw, %acc2 : !warp.warp<all>, i32)
  ^exit(%ew: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C06] the second entry warp borrowed inside the odd region of the first
gpu.module @m_c06 {

  gpu.func @c06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    // expected-note @+1 {{the region is entered here}}
    %x, %r = warp.if %w, odd -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<odd>):
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed}}
      %q = warp.reduce add %w2, %v : !warp.warp<all>, i32
      warp.yield %t, %q : !warp.warp<odd>, i32
    } else {
    ^bb0(%f: !warp.warp<even>):
      warp.yield %f, %v : !warp.warp<even>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
