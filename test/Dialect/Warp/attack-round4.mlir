// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 4 of the adversarial pass against the warp verifier
// (65 programs here; K04, a loop bounded by tid.y in a 32x2 block, is
// legal since tid.y is known warp-uniform there: thread-id-rows.mlir; classes and results in
// docs/Dialects/WarpRationale.md). Each is rejected
// by the rule its comment names, at the op that breaks it.

// B01 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %t, %v : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B02 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<even>' while it is live: lanes th}}
    scf.if %odd { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = warp.reduce add %m, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B03 (W19): mutual recursion: @a calls @b before its own exit; @b only calls @a.
gpu.module @m {
  func.func private @a(%d: i32) {
    %z = arith.constant 0 : i32
    %p = arith.cmpi sgt, %d, %z : i32
    scf.if %p { func.call @b(%z) : (i32) -> () }
    nvvm.exit
    return
  }
  func.func private @b(%d: i32) {
    func.call @a(%d) : (i32) -> ()
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.entry : !warp.warp<all>
    %r0 = warp.reduce add %w2, %v : !warp.warp<all>, i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { func.call @b(%li) : (i32) -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B04 (W19): the same, but the kernel first asks about @a (in the warp's range, under a uniform scf.if: reported?), then @b
gpu.module @m {
  func.func private @a(%d: i32) {
    %z = arith.constant 0 : i32
    %p = arith.cmpi sgt, %d, %z : i32
    scf.if %p { func.call @b(%z) : (i32) -> () }
    nvvm.exit
    return
  }
  func.func private @b(%d: i32) {
    func.call @a(%d) : (i32) -> ()
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { func.call @b(%li) : (i32) -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B05 (W19)
gpu.module @m {
  func.func private @l3() { llvm.call_intrinsic "llvm.trap"() : () -> ()
    return }
  func.func private @l2() { func.call @l3() : () -> ()
    return }
  func.func private @l1() { func.call @l2() : () -> ()
    return }
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { func.call @l1() : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B06 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = arith.cmpi ult, %li, %n : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    affine.if affine_set<(d0) : (d0 - 16 >= 0)>(%lane) { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B07 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    scf.index_switch %lane
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    case 3 { nvvm.exit
      scf.yield }
    default { }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B08 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    cf.br ^bb1(%w : !warp.warp<all>)
  ^bb1(%wb: !warp.warp<all>):
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { llvm.inline_asm has_side_effects "trap;", "" : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %wb, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B09 (W19): exit in the helper *after* the parameter's last use, the caller's second warp live across the call
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %p: i1) {
    %a = warp.any %x, %p : !warp.warp<all>
    // expected-note @+1 {{the callee exits here}}
    scf.if %p { nvvm.exit }
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    func.call @h(%w, %odd) : (!warp.warp<all>, i1) -> ()
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B10 (W19): the helper consumes a half, exits on some of ITS lanes after the half's last use while the caller's other half stays live
// (the helper's own W19 is reported alone in B10b: the symbol table's check
// reports one function, the last in program order)
gpu.module @m {
  func.func private @h(%x: !warp.warp<low(16)>, %p: i1) -> !warp.warp<low(16)> {
    %a = warp.any %x, %p : !warp.warp<low(16)>
    func.call @q(%p) : (i1) -> ()
    return %x : !warp.warp<low(16)>
  }
  func.func private @q(%p: i1) {
    // expected-note @+1 {{the callee exits here}}
    scf.if %p { nvvm.exit }
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<high(16)>' while it is live: lane}}
    %e2 = func.call @h(%e, %odd) : (!warp.warp<low(16)>, i1) -> !warp.warp<low(16)>
    // expected-note @+1 {{the warp is used here}}
    %m = warp.merge %e2, %o : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %res = warp.reduce add %m, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B10b (W19): B10's helper, called on the whole warp: the helper's exit is
// under an argument that its only caller makes lane-dependent
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %p: i1) -> !warp.warp<all> {
    %a = warp.any %x, %p : !warp.warp<all>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes}}
    func.call @q(%p) : (i1) -> ()
    // expected-note @+1 {{the warp is used here}}
    return %x : !warp.warp<all>
  }
  func.func private @q(%p: i1) {
    // expected-note @+1 {{the callee exits here}}
    scf.if %p { nvvm.exit }
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %w2 = func.call @h(%w, %odd) : (!warp.warp<all>, i1) -> !warp.warp<all>
    %c1 = arith.constant 1 : i32
    %res = warp.reduce add %w2, %c1 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B11 (W19)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %s = scf.while (%i = %z) : (i32) -> i32 {
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %i : i32
    } do {
    ^bb0(%i: i32):
      %q = arith.cmpi eq, %i, %li : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      cf.assert %q, "x"
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

// B12 (W19)
gpu.module @m {
  llvm.func @__assertfail(i32)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = arith.cmpi ult, %li, %n : i32
    %x = scf.if %p -> i32 {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.call @__assertfail(%z) : (i32) -> ()
      scf.yield %z : i32
    } else { scf.yield %one : i32 }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %x : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B16 (W19): uniform-looking: xor of a uniform with itself is 0 but analysis sees a-uniform; a lane-dep branch via select(uniform, lane, lane)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %a = warp.any %w, %odd : !warp.warp<all>
    %s = arith.select %a, %odd, %odd : i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %s { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B17 (W19): exit in the before region of a while whose condition is uniform but the exit is under a lane if
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %s = scf.while (%i = %z) : (i32) -> i32 {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      scf.if %odd { nvvm.exit }
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %i : i32
    } do {
    ^bb0(%i: i32):
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

// B18 (W19): exit inside a warp.if region on a static half, after the region's collectives
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %s = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
      warp.yield %lo : !warp.warp<low(16)>
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B19 (W19): a uniform-form warp.if (flag) whose region exits at its top level: every lane leaves.
// Since issue 27 round 63 such a warp.if is uniform control, as scf.if on
// the flag: the warp exits whole or not at all, and this verifies (run
// under --sim with both flags in declared-block-uniformity.mlir).
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      nvvm.exit
      warp.yield %t : !warp.warp<all>
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B20 (W19): trap through llvm.func body via llvm.call (direct)
gpu.module @m {
  llvm.func @t() {
    llvm.inline_asm has_side_effects "exit;", "" : () -> ()
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    scf.if %odd { llvm.call @t() : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B21 (W19): exit guarded inside the asm by a register-indirect branch target? brx.idx
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; setp.ne.u32 q, $0, 0; @q trap; }", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U01 (W17)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = nvvm.read.ptx.sreg.globaltimer : i64
    %ti = arith.index_cast %t : i64 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ti step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U02 (W17): smid is uniform per warp in fact; rejected is fine
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = nvvm.read.ptx.sreg.smid : i32
    %ti = arith.index_cast %t : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ti step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U03 (W17): atomic load from a uniform address while one lane atomically adds
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %base = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
    %bi = arith.index_cast %base : index to i64
    %ptr = llvm.inttoptr %bi : i64 to !llvm.ptr
    %is3 = arith.cmpi eq, %li, %n : i32
    scf.if %is3 { %old = llvm.atomicrmw add %ptr, %one monotonic : !llvm.ptr, i32 }
    %cnt = llvm.load %ptr atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %ci = arith.index_cast %cnt : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ci step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U04 (W17): a volatile load of a uniform address (another thread may write it: a race)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %base = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
    %bi = arith.index_cast %base : index to i64
    %ptr = llvm.inttoptr %bi : i64 to !llvm.ptr
    %cnt = llvm.load volatile %ptr {alignment = 4 : i64} : !llvm.ptr -> i32
    %ci = arith.index_cast %cnt : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ci step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U05 (W17): a memref.load whose index is uniform but the memref is a lane-chosen view (subview by lane)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %sv = memref.subview %out[%lane] [1] [1] : memref<32xi32> to memref<1xi32, strided<[1], offset: ?>>
    %cnt = memref.load %sv[%c0] : memref<1xi32, strided<[1], offset: ?>>
    %ci = arith.index_cast %cnt : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ci step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U06 (W17): memref.alloca (per thread) stored with the lane id, loaded at index 0
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %a = memref.alloca() : memref<1xi32>
    memref.store %li, %a[%c0] : memref<1xi32>
    %cnt = memref.load %a[%c0] : memref<1xi32>
    %ci = arith.index_cast %cnt : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ci step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U07 (W17): step lane-dependent, bounds uniform
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %st = arith.addi %lane, %c1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its step is not shown lane-uniform, so lanes}}
    %r = scf.for %i = %c0 to %ni step %st iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U08 (W17): the lower bound lane-dependent
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its lower bound is not shown lane-uniform, s}}
    %r = scf.for %i = %lane to %ni step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U09 (W17): a vote on a tile of 32 (whole warp as one group): uniform in fact, tile -> varying: rejection is fine
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %big = arith.cmpi ugt, %li, %ten : i32
    %a = warp.any %t, %big : !warp.tile<32>
    // expected-note @+1 {{the region is entered here}}
    %r = scf.if %a -> i32 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U10 (W17): match_any on the warp: per-lane mask -> varying
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %q = arith.andi %li, %one : i32
    %m = warp.match_any %w, %q : !warp.warp<all>, i32 -> i32
    %mi = arith.index_cast %m : i32 to index
    %c8 = arith.constant 8 : index
    %b = arith.remui %mi, %c8 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %b step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U11 (W17): ballot on a dyn sub-warp, result yielded out of a lane-dependent warp.if
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %b = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %bb = warp.ballot %t, %odd : !warp.warp<dyn> -> i32
      warp.yield %t, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %z : !warp.warp<dyn>, i32
    }
    %bi = arith.index_cast %b : i32 to index
    %c4 = arith.constant 4 : index
    %bnd = arith.remui %bi, %c4 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %bnd step %c1 iter_args(%x = %w2) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U12 (W17): a warp.reduce on `all` inside a uniform-form warp.if, loop bound from it: uniform (legal)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %cnt = warp.if %w, %flag -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce max %t, %li : !warp.warp<all>, i32
      warp.yield %t, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f, %one : !warp.warp<all>, i32
    }
    %ci = arith.index_cast %cnt : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r, %acc = scf.for %i = %c0 to %ci step %c1 iter_args(%x = %w2, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %acc, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U13 (W17): cluster special registers: uniform per block (legal)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %cr = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %ci = arith.index_cast %cr : i32 to index
    %b = arith.addi %ci, %c1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r, %acc = scf.for %i = %c0 to %b step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %acc, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U14 (W17): nvvm.vote.sync with the full mask but computed at run time as (n - n) - 1 computed full mask; rejection is conservative
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %m0 = arith.subi %n, %n : i32
    %mask = arith.subi %m0, %one : i32
    %a = nvvm.vote.sync any %mask, %odd -> i1
    // expected-note @+1 {{the region is entered here}}
    %r = scf.if %a -> i32 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U15 (W5): vote.sync with full mask inside a lane-dependent scf.if, result used inside to decide a nested scf.if holding a borrow of the outer warp (W5 exception needs all ifs uniform)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %all = arith.constant -1 : i32
    // expected-note @+1 {{the region is entered here}}
    %r = scf.if %odd -> i32 {
      %a = nvvm.vote.sync any %all, %odd -> i1
      %x = scf.if %a -> i32 {
        // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
        %s = warp.reduce add %w, %v : !warp.warp<all>, i32
        scf.yield %s : i32
      } else { scf.yield %z : i32 }
      scf.yield %x : i32
    } else { scf.yield %z : i32 }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U16 (W17): gpu.subgroup_reduce clustered is varying
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %s4 = gpu.subgroup_reduce add %li cluster(size = 4) : (i32) -> i32
    %si = arith.index_cast %s4 : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %si step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U18 (W17): a private helper's arg: one call site passes a vote on a HALF (varying at the top level)
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r, %acc = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %k : !warp.warp<all>, i32
      scf.yield %y, %s : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %a = warp.any %e, %odd : !warp.warp<even>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %ai = arith.extui %a : i1 to i32
    %m2, %res = func.call @h(%m, %ai) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U19 (W17): helper arg: a kernel flag at one site, the lane id at the other (joined varying)
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r, %acc = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %k : !warp.warp<all>, i32
      scf.yield %y, %s : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %r1 = func.call @h(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %w3, %r2 = func.call @h(%w2, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %res = arith.addi %r1, %r2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U21 (W17): a helper argument is uniform at its call sites, but the helper is ALSO called from a public function with a lane value
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r, %acc = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %k : !warp.warp<all>, i32
      scf.yield %y, %s : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
  }
  func.func @pub(%x: !warp.warp<all>) -> !warp.warp<all> {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %x2, %r = func.call @h(%x, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    return %x2 : !warp.warp<all>
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %r1 = func.call @h(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %res = arith.addi %r1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H04 (if-half): a vote on a half read by the OTHER half's lanes as a warp.if condition (uniform form)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-note @+1 {{the condition is computed here}}
    %a = warp.any %e, %odd : !warp.warp<even>
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<odd>', but the condition is not shown la}}
    %o2 = warp.if %o, %a -> !warp.warp<odd> {
    ^bb0(%t: !warp.warp<odd>):
      %s = warp.shuffle xor %t, %v, 2 : !warp.warp<odd>, i32
      warp.yield %t : !warp.warp<odd>
    } else {
    ^bb0(%f: !warp.warp<odd>):
      warp.yield %f : !warp.warp<odd>
    }
    %m = warp.merge %e, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = warp.reduce add %m, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H09 (W3): use of a half after it was merged
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-note @+1 {{moved here}}
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<even>'}}
    %res = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H10 (W3): tile of a half used after the half was merged
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
    // expected-note @+1 {{moved here}}
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<low(16)>'}}
    %res = warp.reduce add %t, %v : !warp.tile<8, low(16)>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H11 (W3): tile of the warp used after the warp is diverged
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

// H12 (W3): tile used after the warp moved into a call
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-note @+1 {{moved here}}
    %w2 = func.call @h(%w) : (!warp.warp<all>) -> !warp.warp<all>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
    %res = warp.reduce add %t, %v : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H14 (W3): scf.for iter_args carrying the same warp twice
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W3: takes warp value '!warp.warp<all>' twice; a warp value is consumed once}}
    %r1, %r2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %y = %w) -> (!warp.warp<all>, !warp.warp<all>) {
      scf.yield %x, %y : !warp.warp<all>, !warp.warp<all>
    }
    %a = warp.reduce add %r1, %v : !warp.warp<all>, i32
    %res = warp.reduce add %r2, %a : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H15 (W3): call passing the same warp twice
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %y: !warp.warp<all>) -> (!warp.warp<all>, !warp.warp<all>) {
    return %x, %y : !warp.warp<all>, !warp.warp<all>
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W3: takes warp value '!warp.warp<all>' twice; a warp value is consumed once}}
    %a, %b = func.call @h(%w, %w) : (!warp.warp<all>, !warp.warp<all>) -> (!warp.warp<all>, !warp.warp<all>)
    %r = warp.reduce add %a, %v : !warp.warp<all>, i32
    %res = warp.reduce add %b, %r : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H16 (W17): cf.switch on a lane value passing the warp
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the su}}
    cf.switch %li : i32, [
      default: ^a(%w : !warp.warp<all>),
      3: ^b(%w : !warp.warp<all>)
    ]
  ^a(%x: !warp.warp<all>):
    %ra = warp.reduce add %x, %v : !warp.warp<all>, i32
    cf.br ^end(%ra : i32)
  ^b(%y: !warp.warp<all>):
    %rb = warp.reduce add %y, %one : !warp.warp<all>, i32
    cf.br ^end(%rb : i32)
  ^end(%res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C03 (W4): a helper drops its warp parameter (never consumes it)
gpu.module @m {
  func.func private @sink(%x: !warp.warp<odd>) {
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W4: half #0 ('!warp.warp<even>') is never consumed; merge it with its complement or yield}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    func.call @sink(%o) : (!warp.warp<odd>) -> ()
    %res = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C04 (W18): a helper whose parameter's type is `all`, called from inside a lane-dependent dyn warp.if? types forbid. declaration taking a warp (trusted), result can't be a warp
gpu.module @m {
  func.func private @ext(!warp.warp<all>) -> !warp.warp<all>
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{returned here}}
    %w2 = func.call @ext(%w) : (!warp.warp<all>) -> !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' returned by a call to a function declaration, which no verifie}}
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C05 (call): recursion with the warp: depth from a kernel argument (uniform), reduce at each level recursion: the argument level is unknown (varying) -> probably rejected
gpu.module @m {
  func.func private @rec(%x: !warp.warp<all>, %d: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %z : i32
    // expected-note @+1 {{the region is entered here}}
    %r:2 = scf.if %p -> (!warp.warp<all>, i32) {
      %d1 = arith.subi %d, %one : i32
      %x2, %s = func.call @rec(%x, %d1) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      %t = warp.reduce add %x2, %one : !warp.warp<all>, i32
      %u = arith.addi %s, %t : i32
      scf.yield %x2, %u : !warp.warp<all>, i32
    } else {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      scf.yield %x, %z : !warp.warp<all>, i32
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2, %res = func.call @rec(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C08 (W2): a second kernel calls a helper with a warp made there; the helper uses a lane(0) shuffle on `all`
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>) -> !warp.warp<all> {
    return %x : !warp.warp<all>
  }
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<all>'; a kernel's warp comes from warp.e}}
  gpu.func @k2(%x: !warp.warp<all>) kernel {
    %y = func.call @h(%x) : (!warp.warp<all>) -> !warp.warp<all>
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

// L05 (W17): scf.while whose condition ANDs the vote with a lane bit
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not sh}}
    %r = scf.while (%x = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %a = warp.any %x, %odd : !warp.warp<all>
      %c = arith.andi %a, %odd : i1
      // expected-note @+1 {{decided here}}
      scf.condition(%c) %x : !warp.warp<all>
    } do {
    ^bb0(%x: !warp.warp<all>):
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L08 (W4): a loop carrying a warp and yielding a *different* warp of the same type (the other entry)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W4: the sub-warp '!warp.warp<all>' of region #0 is never consumed; the region must yield i}}
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %w2 : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L09 (W18): affine.for carrying a warp
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W17: takes warp value '!warp.warp<all>' into its regions, which not every lane may enter;}}
    %r = affine.for %i = 0 to 4 iter_args(%x = %w) -> !warp.warp<all> {
      affine.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L10 (W5): scf.parallel body borrowing the warp
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %c4 = arith.constant 4 : index
    // expected-note @+1 {{the region is entered here}}
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.reduce
    }
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L14 (W5): memref.alloca_scope (top level, all lanes) around a borrow of the warp
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    %res = memref.alloca_scope -> i32 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.alloca_scope.return %s : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L15: scf.execute_region at the top level with a borrow inside. Rejected
// (W5) until round 14 (g2): every lane that runs the op runs its entry
// block once, so the borrow is on all the warp's lanes and verifies.
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %res = scf.execute_region -> i32 {
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L16 (W19): scf.execute_region with an early-exiting multi-block body carrying no warp, warp live after
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %x = scf.execute_region -> i32 {
      cf.cond_br %odd, ^a, ^b
    ^a:
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
      scf.yield %z : i32
    ^b:
      scf.yield %one : i32
    }
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %x : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T05 (W14): a tile value used inside a lane-dependent scf.if
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-note @+1 {{the region is entered here}}
    %x = scf.if %odd -> i32 {
      // expected-error @+1 {{W5: uses '!warp.tile<8>' inside a region it was not passed into: only the lanes that enter}}
      %s = warp.reduce add %t, %v : !warp.tile<8>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T08 (W14): tile of 16 on range(8,24): groups not aligned
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %a, %b = warp.diverge %w, range(8, 24) : !warp.warp<all> -> !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)>
    // expected-error @+1 {{W14: active set range(8, 24) is not a union of whole aligned groups of 16 lanes}}
    %t = warp.tile %a, 16 : !warp.warp<range(8, 24)> -> !warp.tile<16, range(8, 24)>
    %s = warp.reduce add %t, %v : !warp.tile<16, range(8, 24)>, i32
    %m = warp.merge %a, %b : !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)> -> !warp.warp<all>
    %res = arith.addi %s, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T09 (W12): broadcast lane == group size on a tile
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W12: broadcast from lane 8 reaches outside its 8-lane group}}
    %res = warp.broadcast %t, %v, 8 : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T10 (W17): scan exclusive on a tile<4> of mask(0x0f0f0f0f)... and a vote of first_lane as loop bound (tile -> varying) each group gets 1: uniform in fact
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %f = warp.first_lane %t, %odd : !warp.tile<8>
    %fi = arith.index_cast %f : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %fi step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K01 (W2)
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

// K05 (W17): declared 16x2 via gpu.known_block_size: tid.y varies in a warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {gpu.known_block_size = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %ty = gpu.thread_id y
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %r = scf.for %i = %c0 to %ty step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      scf.yield %x : !warp.warp<all>
    }
    %res = warp.reduce add %r, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K06 (width64): 64-wide warp types
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W2: the kernel's known_block_size holds 32 threads, not a multiple of 64: its last warp is}}
    %w64 = warp.entry : !warp.warp<all, width = 64>
    %res = warp.reduce add %w64, %v : !warp.warp<all, width = 64>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K07 (width64)
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
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-error @+1 {{W6: splitting '!warp.warp<all>' by all leaves the second half empty; every lane is on one}}
    %e, %o = warp.diverge %w, mask(0xffffffff) : !warp.warp<all> -> !warp.warp<all>, !warp.warp<all>
    %res = arith.addi %z, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
