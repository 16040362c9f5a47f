// RUN: warp-opt %s --split-input-file | FileCheck %s
// Issue 27, round 5 of the adversarial pass against the warp verifier
// (74 programs here; classes, ideas and results in
// docs/Dialects/WarpRationale.md, "Round 5"). These verify; each runs
// under --sim with the hand oracle's values in test/Sim/warp-attack-round5.mlir.
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m
// CHECK-LABEL: gpu.module @m


// A01 (call-loop-half): a private helper carries an even half through an scf.for bounded by its uniform (joined) argument, xor 2 each trip
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %k: i32, %v: i32) -> (!warp.warp<even>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<even>, i32) {
      %s = warp.shuffle xor %y, %v, 2 : !warp.warp<even>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<even>, i32
    }
    return %r#0, %r#1 : !warp.warp<even>, i32
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %acc = func.call @h(%e, %n, %v) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32)
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %acc : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A02 (call-chain): a low(16) half through three private helpers, the last scans it (guard through a chain of inexact parameters)
gpu.module @m {
  func.func private @h1(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %y, %s = func.call @h2(%x, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    return %y, %s : !warp.warp<low(16)>, i32
  }
  func.func private @h2(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %y, %s = func.call @h3(%x, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    return %y, %s : !warp.warp<low(16)>, i32
  }
  func.func private @h3(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %s = warp.scan inclusive add %x, %v : !warp.warp<low(16)>, i32
    return %x, %s : !warp.warp<low(16)>, i32
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
    %lo2, %s = func.call @h1(%lo, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A04 (call-chain): the nearest legal A03: the kernel argument passed through two helpers is still uniform at the loop
gpu.module @m {
  func.func private @h1(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %y, %s = func.call @h2(%x, %k) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    return %y, %s : !warp.warp<all>, i32
  }
  func.func private @h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ki = arith.index_cast %k : i32 to index
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

// A06 (call-while): a helper called in a uniform scf.for runs an scf.while whose condition is a vote on its warp parameter
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %r:3 = scf.while (%y = %x, %j = %z, %a = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %lt = arith.cmpi ult, %j, %two : i32
      %c = warp.any %y, %lt : !warp.warp<all>
      scf.condition(%c) %y, %j, %a : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%y: !warp.warp<all>, %j: i32, %a: i32):
      %s = warp.reduce add %y, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      %j2 = arith.addi %j, %one : i32
      scf.yield %y, %j2, %a2 : !warp.warp<all>, i32, i32
    }
    return %r#0, %r#2 : !warp.warp<all>, i32
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

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %x2, %s = func.call @h(%x) : (!warp.warp<all>) -> (!warp.warp<all>, i32)
      %a2 = arith.addi %a, %s : i32
      scf.yield %x2, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A07 (call-if-half): an odd half goes through a loop into a helper that runs warp.if on a lane-dependent i1 with ballots in both dyn regions
gpu.module @m {
  func.func private @h(%x: !warp.warp<odd>, %li: i32) -> (!warp.warp<odd>, i32) {
    %c3 = arith.constant 3 : i32
    %z = arith.constant 0 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi eq, %m3, %z : i32
    %t = arith.constant true
    %x2, %b = warp.if %x, %p -> (!warp.warp<odd>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %bb = warp.ballot %a, %t : !warp.warp<dyn> -> i32
      warp.yield %a, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %bb = warp.ballot %f, %t : !warp.warp<dyn> -> i32
      warp.yield %f, %bb : !warp.warp<dyn>, i32
    }
    return %x2, %b : !warp.warp<odd>, i32
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %o, %a = %z) -> (!warp.warp<odd>, i32) {
      %x2, %b = func.call @h(%x, %li) : (!warp.warp<odd>, i32) -> (!warp.warp<odd>, i32)
      %a2 = arith.addi %a, %b : i32
      scf.yield %x2, %a2 : !warp.warp<odd>, i32
    }
    %m = warp.merge %e, %r#0 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %r#1, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A08 (call-if-uniform): a helper with an all parameter called from the then-region of a uniform-condition warp.if (the region sub-warp is exact)
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

    %w2, %x = warp.if %w, %flag -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<all>):
      %t2, %s = func.call @h(%t, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      warp.yield %t2, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f, %z : !warp.warp<all>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A09 (call-quarter): a helper on a static region low(16) diverges it again by even (quarters mask(0x5555)/mask(0xaaaa)), xor 2 on the even quarter, merges back
gpu.module @m {
  func.func private @h(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %odd = arith.trunci %li : i32 to i1
    %minus = arith.constant -1 : i32
    %e, %o = warp.diverge %x, even : !warp.warp<low(16)> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)>
    %s = warp.shuffle xor %e, %v, 2 : !warp.warp<mask(0x5555)>, i32
    %m = warp.merge %o, %e : !warp.warp<mask(0xaaaa)>, !warp.warp<mask(0x5555)> -> !warp.warp<low(16)>
    %r = arith.select %odd, %minus, %s : i32
    return %m, %r : !warp.warp<low(16)>, i32
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

    %w2, %x = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<low(16)>):
      %t2, %s = func.call @h(%t, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
      warp.yield %t2, %s : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f, %minus : !warp.warp<high(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A10 (call-swap): a helper returns its two halves in swapped positions; the odd one is shuffled in the caller
gpu.module @m {
  func.func private @swap(%x: !warp.warp<even>, %y: !warp.warp<odd>) -> (!warp.warp<odd>, !warp.warp<even>) {
    return %y, %x : !warp.warp<odd>, !warp.warp<even>
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %o2, %e2 = func.call @swap(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> (!warp.warp<odd>, !warp.warp<even>)
    %s = warp.shuffle xor %o2, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e2, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A16 (call-cfg): the nearest legal A15: the branch decides on the helper argument, uniform at every call
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %p = arith.cmpi sgt, %k, %z : i32
    cf.cond_br %p, ^a(%x : !warp.warp<all>), ^b(%x : !warp.warp<all>)
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

    %w2, %res = func.call @h(%w, %n, %v) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q01 (cf-loop-vote): a cf back-edge loop carrying the warp, its exit a vote on the carried warp (31 trips)
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
    %c = warp.any %x, %lt : !warp.warp<all>
    cf.cond_br %c, ^loop(%x, %i2, %a2 : !warp.warp<all>, i32, i32), ^done(%x, %a2 : !warp.warp<all>, i32)
  ^done(%y: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q04 (nested-loops-half): an even half through scf.for > scf.while > scf.for, xor 2 in the innermost body (6 trips)
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
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %e, %a = %z) -> (!warp.warp<even>, i32) {
      %q:3 = scf.while (%y = %x, %j = %z, %b = %a) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32, i32) {
        %two = arith.constant 2 : i32
        %c = arith.cmpi ult, %j, %two : i32
        scf.condition(%c) %y, %j, %b : !warp.warp<even>, i32, i32
      } do {
      ^bb0(%y: !warp.warp<even>, %j: i32, %b: i32):
        %u:2 = scf.for %k = %c0 to %c1 step %c1 iter_args(%yy = %y, %bb = %b) -> (!warp.warp<even>, i32) {
          %s = warp.shuffle xor %yy, %v, 2 : !warp.warp<even>, i32
          %b2 = arith.addi %bb, %s : i32
          scf.yield %yy, %b2 : !warp.warp<even>, i32
        }
        %j2 = arith.addi %j, %one : i32
        scf.yield %u#0, %j2, %u#1 : !warp.warp<even>, i32, i32
      }
      scf.yield %q#0, %q#2 : !warp.warp<even>, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r#1 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q05 (while-before-half): a half shuffled in the before region of a uniform scf.while (runs n + 1 times)
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
    %r:3 = scf.while (%x = %e, %i = %z, %acc = %z) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32, i32) {
      %s = warp.shuffle xor %x, %v, 4 : !warp.warp<even>, i32
      %a2 = arith.addi %acc, %s : i32
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x, %i, %a2 : !warp.warp<even>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32, %acc: i32):
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2, %acc : !warp.warp<even>, i32, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r#2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q06 (while-vote-other): an scf.while carrying an even half and a whole warp, its condition a vote on the whole one
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
    %r:4 = scf.while (%x = %e, %y = %w2, %i = %z, %acc = %z) : (!warp.warp<even>, !warp.warp<all>, i32, i32) -> (!warp.warp<even>, !warp.warp<all>, i32, i32) {
      %lt = arith.cmpi ult, %i, %n : i32
      %c = warp.all %y, %lt : !warp.warp<all>
      scf.condition(%c) %x, %y, %i, %acc : !warp.warp<even>, !warp.warp<all>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %y: !warp.warp<all>, %i: i32, %acc: i32):
      %s = warp.shuffle xor %x, %v, 2 : !warp.warp<even>, i32
      %a2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %y, %i2, %a2 : !warp.warp<even>, !warp.warp<all>, i32, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r#3 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q08 (loop-merge-swapped): each trip diverges by odd and merges (odd, even) before a reduce
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

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %e, %o = warp.diverge %x, odd : !warp.warp<all> -> !warp.warp<odd>, !warp.warp<even>
      %m = warp.merge %e, %o : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
      %s = warp.reduce add %m, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %m, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Q09 (bound-from-reduce): the step of a warp-carrying loop is a full-warp reduction (32), the bound n * 32
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

    %s = warp.reduce add %w, %one : !warp.warp<all>, i32
    %si = arith.index_cast %s : i32 to index
    %c32 = arith.constant 32 : index
    %ub = arith.muli %ni, %c32 : index
    %r:2 = scf.for %i = %c0 to %ub step %si iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
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

// Q10 (bound-from-broadcast): the bound is lane 0's value broadcast over the whole warp (1 trip)
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

    %b = warp.broadcast %w, %v, 0 : !warp.warp<all>, i32
    %bi = arith.index_cast %b : i32 to index
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

// Q14 (W17): the bound is warp.first_lane on the whole warp (the same on every lane by the ISA; not a listed source)
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

    %fl = warp.first_lane %w, %odd : !warp.warp<all>
    %fi = arith.index_cast %fl : i32 to index
    %r:2 = scf.for %i = %c0 to %fi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
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

// M01 (cross-merge): quarters of even/odd merged across parents into low(16) (neither parent), scanned; the merge must stay guarded
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
    %el, %eh = warp.diverge %e, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %ol, %oh = warp.diverge %o, low(16) : !warp.warp<odd> -> !warp.warp<mask(0xaaaa)>, !warp.warp<mask(0xaaaa0000)>

    %lo = warp.merge %el, %ol : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<low(16)>
    %s = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
    %hi = warp.merge %eh, %oh : !warp.warp<mask(0x55550000)>, !warp.warp<mask(0xaaaa0000)> -> !warp.warp<high(16)>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M02 (cross-merge): a diagonal merge (even low quarter + odd high quarter): the ballot of true on it must be its own mask
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
    %el, %eh = warp.diverge %e, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %ol, %oh = warp.diverge %o, low(16) : !warp.warp<odd> -> !warp.warp<mask(0xaaaa)>, !warp.warp<mask(0xaaaa0000)>

    %x = warp.merge %el, %oh : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa0000)> -> !warp.warp<mask(0xaaaa5555)>
    %t = arith.constant true
    %b = warp.ballot %x, %t : !warp.warp<mask(0xaaaa5555)> -> i32
    %y = warp.merge %eh, %ol : !warp.warp<mask(0x55550000)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<mask(0x5555aaaa)>
    %m = warp.merge %x, %y : !warp.warp<mask(0xaaaa5555)>, !warp.warp<mask(0x5555aaaa)> -> !warp.warp<all>
    %c7 = arith.constant 7 : i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %in = arith.xori %lo, %odd : i1
    %res = arith.select %in, %b, %c7 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M05 (cross-entry): halves of two entries merged crosswise (both are every lane at the top level)
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
    %e1, %o1 = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %o2 = warp.diverge %w2, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %a = warp.merge %e1, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %b = warp.merge %e2, %o1 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %ra = warp.reduce add %a, %v : !warp.warp<all>, i32
    %res = warp.reduce add %b, %ra : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M06 (if-on-half): a static warp.if on an even half: broadcasts from lane 4 and lane 20 in its quarters
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
    %e2, %x = warp.if %e, low(16) -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<mask(0x5555)>):
      %b = warp.broadcast %t, %v, 4 : !warp.warp<mask(0x5555)>, i32
      warp.yield %t, %b : !warp.warp<mask(0x5555)>, i32
    } else {
    ^bb0(%f: !warp.warp<mask(0x55550000)>):
      %b = warp.broadcast %f, %v, 20 : !warp.warp<mask(0x55550000)>, i32
      warp.yield %f, %b : !warp.warp<mask(0x55550000)>, i32
    }
    %m = warp.merge %o, %e2 : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %x : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M07 (nested-dyn-if): a static-predicate warp.if nested in a dyn region: ballots of true name the lanes of each innermost region
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

    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi eq, %m3, %z : i32
    %t = arith.constant true
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %a2, %y = warp.if %a, even -> (!warp.warp<dyn>, i32) {
      ^bb0(%aa: !warp.warp<dyn>):
        %b = warp.ballot %aa, %t : !warp.warp<dyn> -> i32
        warp.yield %aa, %b : !warp.warp<dyn>, i32
      } else {
      ^bb0(%ab: !warp.warp<dyn>):
        %b = warp.ballot %ab, %t : !warp.warp<dyn> -> i32
        warp.yield %ab, %b : !warp.warp<dyn>, i32
      }
      warp.yield %a2, %y : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %b = warp.ballot %f, %t : !warp.warp<dyn> -> i32
      warp.yield %f, %b : !warp.warp<dyn>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// M10 (lane-half): a one-lane half scans alone; its 31-lane complement broadcasts from lane 31
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

    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<mask(0xfffffffe)>
    %s = warp.scan inclusive add %l0, %v : !warp.warp<lane(0)>, i32
    %b = warp.broadcast %rest, %v, 31 : !warp.warp<mask(0xfffffffe)>, i32
    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, !warp.warp<mask(0xfffffffe)> -> !warp.warp<all>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    %res = arith.select %is0, %s, %b : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T02 (tile-idx-neg): run-time idx -3 on a tile of 8 over high(16): the ISA takes b & 7 = 5 in the group
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %k = arith.subi %z, %one : i32
    %kk = arith.muli %k, %n : i32
    %s = warp.shuffle idx %t, %v, %kk : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T03 (tile-up-rt): run-time up n = 3 on a tile of 8 over mask(0xff00ff00)
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

    %lo, %hi = warp.diverge %w, mask(0xff00ff00) : !warp.warp<all> -> !warp.warp<mask(0xff00ff00)>, !warp.warp<mask(0x00ff00ff)>
    %t = warp.tile %lo, 8 : !warp.warp<mask(0xff00ff00)> -> !warp.tile<8, mask(0xff00ff00)>
    %s = warp.shuffle up %t, %v, %n : !warp.tile<8, mask(0xff00ff00)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0xff00ff00)>, !warp.warp<mask(0x00ff00ff)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %b8 = arith.andi %li, %c8 : i32
    %in = arith.cmpi ne, %b8, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T04 (tile-down-rt): run-time down n = 3 on a tile of 4 over mask(0x0f0f0f0f): only a group first lane reads
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

    %lo, %hi = warp.diverge %w, mask(0x0f0f0f0f) : !warp.warp<all> -> !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)>
    %t = warp.tile %lo, 4 : !warp.warp<mask(0x0f0f0f0f)> -> !warp.tile<4, mask(0x0f0f0f0f)>
    %s = warp.shuffle down %t, %v, %n : !warp.tile<4, mask(0x0f0f0f0f)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)> -> !warp.warp<all>
    %c4 = arith.constant 4 : i32
    %b4 = arith.andi %li, %c4 : i32
    %in = arith.cmpi eq, %b4, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T05 (tile-xor-rt): run-time xor 9 on a tile of 8 over high(16): masked to 1 (W15 model)
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c3 = arith.constant 3 : i32
    %k = arith.muli %n, %c3 : i32
    %s = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T06 (tile-xor-neg): run-time xor -1 on a tile of 4: masked to 3
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

    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %k = arith.subi %z, %one : i32
    %res = warp.shuffle xor %t, %v, %k : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T08 (one-lane): xor 0 on a one-lane half lane(5) reads only itself
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

    %l0, %rest = warp.diverge %w, lane(5) : !warp.warp<all> -> !warp.warp<lane(5)>, !warp.warp<mask(0xffffffdf)>
    %s = warp.shuffle xor %l0, %v, 0 : !warp.warp<lane(5)>, i32
    %m = warp.merge %l0, %rest : !warp.warp<lane(5)>, !warp.warp<mask(0xffffffdf)> -> !warp.warp<all>
    %c5 = arith.constant 5 : i32
    %is = arith.cmpi eq, %li, %c5 : i32
    %res = arith.select %is, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T09 (scan-tile): exclusive scan on a tile of 8 over high(16)
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.scan exclusive add %t, %v : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T10 (scan-tile2): inclusive scan on tiles of 2 over mask(0xcccccccc) (every other pair)
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

    %lo, %hi = warp.diverge %w, mask(0xcccccccc) : !warp.warp<all> -> !warp.warp<mask(0xcccccccc)>, !warp.warp<mask(0x33333333)>
    %t = warp.tile %lo, 2 : !warp.warp<mask(0xcccccccc)> -> !warp.tile<2, mask(0xcccccccc)>
    %s = warp.scan inclusive add %t, %v : !warp.tile<2, mask(0xcccccccc)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0xcccccccc)>, !warp.warp<mask(0x33333333)> -> !warp.warp<all>
    %c2i = arith.constant 2 : i32
    %b2 = arith.andi %li, %c2i : i32
    %in = arith.cmpi ne, %b2, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T11 (reduce-tile16): max on a tile of 16 over high(16)
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
    %s = warp.reduce max %t, %v : !warp.tile<16, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T12 (reduce-kinds): min, and, or, xor on tiles of 4 (combined)
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

    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %a = warp.reduce min %t, %v : !warp.tile<4>, i32
    %b = warp.reduce and %t, %v : !warp.tile<4>, i32
    %c = warp.reduce or %t, %v : !warp.tile<4>, i32
    %d = warp.reduce xor %t, %v : !warp.tile<4>, i32
    %ab = arith.addi %a, %b : i32
    %cd = arith.muli %c, %d : i32
    %res = arith.addi %ab, %cd : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T13 (scan-tile1): scans and a reduce on tiles of 1: exclusive 0, inclusive and reduce the lane itself
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

    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    %a = warp.scan exclusive add %t, %v : !warp.tile<1>, i32
    %b = warp.scan inclusive add %t, %v : !warp.tile<1>, i32
    %c = warp.reduce add %t, %v : !warp.tile<1>, i32
    %ab = arith.addi %a, %b : i32
    %res = arith.addi %ab, %c : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T14 (bcast-tile): broadcast from the last lane (7) of each active group of 8
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

    %lo, %hi = warp.diverge %w, mask(0x00ff00ff) : !warp.warp<all> -> !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)>
    %t = warp.tile %lo, 8 : !warp.warp<mask(0x00ff00ff)> -> !warp.tile<8, mask(0x00ff00ff)>
    %s = warp.broadcast %t, %v, 7 : !warp.tile<8, mask(0x00ff00ff)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %b8 = arith.andi %li, %c8 : i32
    %in = arith.cmpi eq, %b8, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T17 (up-low12): the nearest legal T16: up 5 on low(12) (sources below or outside)
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
    %s = warp.shuffle up %lo, %v, 5 : !warp.warp<low(12)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %c12 = arith.constant 12 : i32
    %in = arith.cmpi ult, %li, %c12 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T20 (tile32): reduce and scan on a tile of 32
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

    %t = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %a = warp.reduce add %t, %v : !warp.tile<32>, i32
    %s = warp.scan inclusive add %t, %one : !warp.tile<32>, i32
    %res = arith.addi %a, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T23 (tile-in-region): a tile of 8 inside a low(16) region: group sums, then down 7 at the group edge (keeps its own)
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

    %w2, %x = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<low(16)>):
      %t = warp.tile %a, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
      %s = warp.reduce add %t, %v : !warp.tile<8, low(16)>, i32
      %q = warp.shuffle down %t, %s, 7 : !warp.tile<8, low(16)>, i32
      warp.yield %a, %q : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f, %minus : !warp.warp<high(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T25 (tile-idx-rt-region): run-time lane-dependent idx (3 + l, up to 34) on a tile of 16 in a high(16) region: b & 15 within the group
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

    %w2, %x = warp.if %w, high(16) -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<high(16)>):
      %t = warp.tile %a, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
      %k = arith.addi %n, %li : i32
      %s = warp.shuffle idx %t, %v, %k : !warp.tile<16, high(16)>, i32
      warp.yield %a, %s : !warp.warp<high(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<low(16)>):
      warp.yield %f, %minus : !warp.warp<low(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K04 (maxntid): only nvvm.maxntid 32 (a bound, not a shape): run with 32 threads
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.maxntid = array<i32: 32, 1, 1>} {
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

// K07 (warp-index): known 64 x 2: tid.x / 32 + 1 bounds a warp loop (1 or 2 trips per warp)
gpu.module @m {

  gpu.func @k(%out: memref<128xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 2, 1>} {
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
    %b = arith.addi %wi, %c1 : index
    %r:2 = scf.for %i = %c0 to %b step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<128xi32>
    gpu.return
  }
}

// -----

// K09 (warp-index): known 96: tid.x / 64 (0, 0, 1 per warp) bounds a warp loop
gpu.module @m {

  gpu.func @k(%out: memref<96xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
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
    %c64 = arith.constant 64 : index
    %wi = arith.divui %tx, %c64 : index
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

// K12 (decl-agree): three agreeing declarations of an 8 x 4 block (one whole warp of 4 rows)
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>, gpu.known_block_size = array<i32: 8, 4, 1>, nvvm.maxntid = array<i32: 8, 4, 1>} {
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

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lin] : memref<32xi32>
    gpu.return
  }
}

// -----

// X04 (W19): unguarded exit after a PTX comment at the top level (every lane leaves)
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

    llvm.inline_asm has_side_effects "/* x */ exit;", "" : () -> ()
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X07 (cf-assert): cf.assert on a constant true at the top level
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
    cf.assert %t, "never"
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X08 (cf-assert): cf.assert on a vote on the live warp (warp-uniform)
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

    %c99 = arith.constant 99 : i32
    %lt = arith.cmpi ult, %li, %c99 : i32
    %a = warp.all %w, %lt : !warp.warp<all>
    cf.assert %a, "all below 99"
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X11 (early-return): a lane-dependent early gpu.return after the warp last use
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

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    cf.cond_br %odd, ^ret, ^cont
  ^ret:
    gpu.return
  ^cont:
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// X14 (exit-uniform): an exit three levels deep under uniform conditions inside a warp-carrying loop (never taken)
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

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      scf.if %flag {
        %k = arith.index_cast %i : index to i32
        %big = arith.cmpi ugt, %k, %n : i32
        scf.if %big { nvvm.exit }
      }
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

// U05 (W17): blockDim.x / 32 as bound
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

    %bd = gpu.block_dim x
    %c32 = arith.constant 32 : index
    %gq = arith.divui %bd, %c32 : index
    %g = arith.index_cast %gq : index to i32
    %bi = arith.index_cast %g : i32 to index
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

// U06 (asm-warpid): %warpid read by inline asm (warp-uniform)
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

    %wid = llvm.inline_asm "mov.u32 $0, %warpid;", "=r" : () -> i32
    %g0 = arith.muli %wid, %z : i32
    %g = arith.addi %g0, %one : i32
    %bi = arith.index_cast %g : i32 to index
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

// U09 (asm-vote): a full-mask vote.sync ballot in inline asm (0xaaaaaaaa & 3 = 2 trips)
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

    %b = llvm.inline_asm "vote.sync.ballot.b32 $0, $1, 0xffffffff;", "=r,b" %odd : (i1) -> i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %b, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
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

// U13 (shared-bcast): lane 0 writes a kernel argument to workgroup memory, a barrier, every lane loads it: a uniform bound
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) workgroup(%sh : memref<1xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %is0 = arith.cmpi eq, %li, %z : i32
    scf.if %is0 { memref.store %n, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>> }
    gpu.barrier
    %g = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    %bi = arith.index_cast %g : i32 to index
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

// U16 (tid-shift): tid.x >> 5 under a declared 32-thread block
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
    %c5 = arith.constant 5 : index
    %q = arith.shrui %tx, %c5 : index
    %q1 = arith.addi %q, %c1 : index
    %g = arith.index_cast %q1 : index to i32
    %bi = arith.index_cast %g : i32 to index
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

// U17 (nctaid): nctaid.x (one block: 1 trip)
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

    %g = nvvm.read.ptx.sreg.nctaid.x : i32
    %bi = arith.index_cast %g : i32 to index
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

// U18 (global): a load of a constant global (address space 1) through llvm.mlir.addressof
gpu.module @m {
  llvm.mlir.global constant @g(2 : i32) {addr_space = 1 : i32} : i32
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

    %p = llvm.mlir.addressof @g : !llvm.ptr<1>
    %g = llvm.load %p : !llvm.ptr<1> -> i32
    %bi = arith.index_cast %g : i32 to index
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

// U19 (dyn-vote-bound): votes on the dyn sub-warps of a lane-dependent warp.if bound loops carrying them (1 trip / 0 trips)
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

    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi eq, %m3, %z : i32
    %t = arith.constant true
    %c20 = arith.constant 20 : i32
    %big = arith.cmpi ugt, %li, %c20 : i32
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %any = warp.any %a, %big : !warp.warp<dyn>
      %ai = arith.extui %any : i1 to i32
      %bi = arith.index_cast %ai : i32 to index
      %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%y = %a, %acc = %z) -> (!warp.warp<dyn>, i32) {
        %b = warp.ballot %y, %t : !warp.warp<dyn> -> i32
        %acc2 = arith.addi %acc, %b : i32
        scf.yield %y, %acc2 : !warp.warp<dyn>, i32
      }
      warp.yield %r#0, %r#1 : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %c40 = arith.constant 40 : i32
      %huge = arith.cmpi ugt, %li, %c40 : i32
      %any = warp.any %f, %huge : !warp.warp<dyn>
      %ai = arith.extui %any : i1 to i32
      %bi = arith.index_cast %ai : i32 to index
      %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%y = %f, %acc = %z) -> (!warp.warp<dyn>, i32) {
        %b = warp.ballot %y, %t : !warp.warp<dyn> -> i32
        %acc2 = arith.addi %acc, %b : i32
        scf.yield %y, %acc2 : !warp.warp<dyn>, i32
      }
      warp.yield %r#0, %r#1 : !warp.warp<dyn>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U20 (two-kernels): a helper called from two kernels, each with its own kernel argument (uniform at both)
gpu.module @m {
  func.func private @h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  gpu.func @k2(%m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %w2, %r = func.call @h2(%w, %m) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
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

// F14 (W5): a borrow in a uniform scf.if inside a uniform scf.for that does not carry the warp
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

    %q = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %z) -> (i32) {
      %s = scf.if %flag -> i32 {
        %r = warp.reduce add %w, %v : !warp.warp<all>, i32
        scf.yield %r : i32
      } else { scf.yield %z : i32 }
      %a2 = arith.addi %a, %s : i32
      scf.yield %a2 : i32
    }
    %res = arith.addi %q, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E01 (cf-half): an even half through cf.br into a block argument, shuffled there
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
    cf.br ^bb1(%e, %o : !warp.warp<even>, !warp.warp<odd>)
  ^bb1(%x: !warp.warp<even>, %y: !warp.warp<odd>):
    %s = warp.shuffle xor %x, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %x, %y : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E02 (cf-loop-half): an even half carried around a cf back edge with a uniform exit
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
    cf.br ^loop(%e, %o, %z, %z : !warp.warp<even>, !warp.warp<odd>, i32, i32)
  ^loop(%x: !warp.warp<even>, %oo: !warp.warp<odd>, %i: i32, %a: i32):
    %s = warp.shuffle xor %x, %v, 4 : !warp.warp<even>, i32
    %a2 = arith.addi %a, %s : i32
    %i2 = arith.addi %i, %one : i32
    %c = arith.cmpi ult, %i2, %n : i32
    cf.cond_br %c, ^loop(%x, %oo, %i2, %a2 : !warp.warp<even>, !warp.warp<odd>, i32, i32), ^done(%x, %oo, %a2 : !warp.warp<even>, !warp.warp<odd>, i32)
  ^done(%y: !warp.warp<even>, %o2: !warp.warp<odd>, %r: i32):
    %m = warp.merge %y, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E03 (remerge-half): an even half split again and re-merged (to even, not all), then shuffled
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
    %a, %b = warp.diverge %e, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %e2 = warp.merge %a, %b : !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)> -> !warp.warp<even>
    %s = warp.shuffle xor %e2, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E04 (remerge-in-helper): the same re-merge inside a helper on its (inexact) even parameter
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %v: i32) -> (!warp.warp<even>, i32) {
    %a, %b = warp.diverge %x, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %x2 = warp.merge %a, %b : !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)> -> !warp.warp<even>
    %s = warp.shuffle xor %x2, %v, 2 : !warp.warp<even>, i32
    return %x2, %s : !warp.warp<even>, i32
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %s = func.call @h(%e, %v) : (!warp.warp<even>, i32) -> (!warp.warp<even>, i32)
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E05 (if-result-half): the parent result of a warp.if on an even half, shuffled after the op
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
    %e2, %x = warp.if %e, low(16) -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<mask(0x5555)>):
      warp.yield %t, %one : !warp.warp<mask(0x5555)>, i32
    } else {
    ^bb0(%f: !warp.warp<mask(0x55550000)>):
      warp.yield %f, %z : !warp.warp<mask(0x55550000)>, i32
    }
    %s = warp.shuffle xor %e2, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E06 (uniform-if-half): a uniform-condition warp.if on an even half: its regions get the static even set
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
    %e2, %x = warp.if %e, %flag -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<even>):
      %s = warp.shuffle xor %t, %v, 2 : !warp.warp<even>, i32
      warp.yield %t, %s : !warp.warp<even>, i32
    } else {
    ^bb0(%f: !warp.warp<even>):
      warp.yield %f, %z : !warp.warp<even>, i32
    }
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %x : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E07 (call-diverges): a helper diverges its whole warp and returns both halves; the caller shuffles the odd one
gpu.module @m {
  func.func private @split(%x: !warp.warp<all>) -> (!warp.warp<even>, !warp.warp<odd>) {
    %e, %o = warp.diverge %x, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    return %e, %o : !warp.warp<even>, !warp.warp<odd>
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

    %e, %o = func.call @split(%w) : (!warp.warp<all>) -> (!warp.warp<even>, !warp.warp<odd>)
    %s = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E08 (call-merges): a helper merges halves into all and returns it; tiles of 4 reduce after
gpu.module @m {
  func.func private @join(%x: !warp.warp<even>, %y: !warp.warp<odd>) -> !warp.warp<all> {
    %m = warp.merge %x, %y : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    return %m : !warp.warp<all>
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %m = func.call @join(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> !warp.warp<all>
    %t = warp.tile %m, 4 : !warp.warp<all> -> !warp.tile<4>
    %res = warp.reduce add %t, %v : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E09 (for-remerge): an odd half split and re-merged each trip of an scf.for, xor 6 on the re-merged half
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

    %e, %o = warp.diverge %w, odd : !warp.warp<all> -> !warp.warp<odd>, !warp.warp<even>
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %e, %a = %z) -> (!warp.warp<odd>, i32) {
      %p, %q = warp.diverge %x, high(16) : !warp.warp<odd> -> !warp.warp<mask(0xaaaa0000)>, !warp.warp<mask(0xaaaa)>
      %x2 = warp.merge %q, %p : !warp.warp<mask(0xaaaa)>, !warp.warp<mask(0xaaaa0000)> -> !warp.warp<odd>
      %s = warp.shuffle xor %x2, %v, 6 : !warp.warp<odd>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x2, %a2 : !warp.warp<odd>, i32
    }
    %m = warp.merge %o, %r#0 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %r#1, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E10 (while-remerge): a low(16) half split and re-merged in the before region of a uniform scf.while, scanned in the after region
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

    %e, %o = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %r:3 = scf.while (%x = %e, %i = %z, %a = %z) : (!warp.warp<low(16)>, i32, i32) -> (!warp.warp<low(16)>, i32, i32) {
      %p, %q = warp.diverge %x, even : !warp.warp<low(16)> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)>
      %x2 = warp.merge %p, %q : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<low(16)>
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x2, %i, %a : !warp.warp<low(16)>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<low(16)>, %i: i32, %a: i32):
      %s = warp.scan inclusive add %x, %one : !warp.warp<low(16)>, i32
      %a2 = arith.addi %a, %s : i32
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2, %a2 : !warp.warp<low(16)>, i32, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %res = arith.select %in, %r#2, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E12 (W14): a tile borrowed inside a uniform scf.if
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
    %res = scf.if %flag -> i32 {
      %r = warp.reduce add %t, %v : !warp.tile<8>, i32
      scf.yield %r : i32
    } else { scf.yield %z : i32 }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// E16 (call-split-tile): a helper tiles its (inexact) high(16) parameter: run-time xor and a reduce on each group of 8
gpu.module @m {
  func.func private @h(%x: !warp.warp<high(16)>, %v: i32, %k: i32) -> (!warp.warp<high(16)>, i32) {
    %t = warp.tile %x, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %r = warp.reduce add %t, %s : !warp.tile<8, high(16)>, i32
    return %x, %r : !warp.warp<high(16)>, i32
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %lo2, %s = func.call @h(%lo, %v, %n) : (!warp.warp<high(16)>, i32, i32) -> (!warp.warp<high(16)>, i32)
    %m = warp.merge %lo2, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P06 (undef-agg): the nearest legal P05: field 0 (the kernel argument) of a struct built over poison, field 1 the lane
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

    %u = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %st = llvm.insertvalue %n, %u[0] : !llvm.struct<(i32, i32)>
    %st2 = llvm.insertvalue %li, %st[1] : !llvm.struct<(i32, i32)>
    %g = llvm.extractvalue %st2[0] : !llvm.struct<(i32, i32)>
    %bi = arith.index_cast %g : i32 to index
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

// P09 (undef-agg): the nearest legal P08: element 0
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
    %vv = llvm.insertelement %n, %u[%i0 : i32] : vector<2xi32>
    %g = llvm.extractelement %vv[%i0 : i32] : vector<2xi32>
    %bi = arith.index_cast %g : i32 to index
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

// P11 (undef-legal): the nearest legal P01: an exit under llvm.mlir.zero (a defined constant)
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

    %p = llvm.mlir.zero : i1
    scf.if %p { nvvm.exit }
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// P12 (undef-legal): the nearest legal P03/P04: the same warp.if on a kernel flag
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

    %w2, %x = warp.if %w, %flag -> (!warp.warp<all>, i32) {
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
