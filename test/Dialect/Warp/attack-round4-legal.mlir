// RUN: warp-opt %s --split-input-file | FileCheck %s
// Issue 27, round 4 of the adversarial pass against the warp verifier
// (33 programs here; classes and results in
// docs/Dialects/WarpRationale.md). These verify; each was
// lowered and run under --sim with seeds 0, 1 and 7 with no finding and one
// output (the values of the ones with an oracle: test/Sim/warp-attack-round4.mlir).
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


// B14 (W19): exit after last use of every warp: legal
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

    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    scf.if %odd { nvvm.exit }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B15 (W19): exit under a vote on the warp (uniform) before a reduce: legal
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

    %big = arith.cmpi ugt, %li, %ten : i32
    %a = warp.any %w, %big : !warp.warp<all>
    %na = arith.xori %a, %odd : i1
    %q = arith.andi %a, %a : i1
    %nq = arith.xori %q, %q : i1
    scf.if %nq { nvvm.exit }
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// B22 (UB): unreachable reached by some lanes (UB in LLVM; NVPTX emits trap)
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

    %r0 = warp.reduce add %w, %v : !warp.warp<all>, i32
    cf.cond_br %odd, ^dead, ^live
  ^dead:
    llvm.unreachable
  ^live:
    %res = arith.addi %r0, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U17 (W17): unclustered subgroup_reduce inside a uniform scf.if: uniform, legal
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

    %s = gpu.subgroup_reduce add %li : (i32) -> i32
    %lt = arith.cmpi ult, %s, %ten : i32
    %r = scf.if %lt -> i32 {
      scf.yield %z : i32
    } else {
      %q = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %q : i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U20 (W17): the same helper, both sites uniform: legal
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r, %acc = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %k : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
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
    %w3, %r2 = func.call @h(%w2, %one) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %res = arith.addi %r1, %r2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// U22 (callee): public helper with warp param whose body reduces: who calls it from outside? (trusted/W?)
gpu.module @m {
  func.func @pub(%x: !warp.warp<all>) -> !warp.warp<all> {
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

    %w2 = func.call @pub(%w) : (!warp.warp<all>) -> !warp.warp<all>
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H01 (if-half)
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
    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi eq, %m3, %z : i32
    %lo2, %b = warp.if %lo, %p -> (!warp.warp<low(16)>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %bb = warp.ballot %t, %odd : !warp.warp<dyn> -> i32
      warp.yield %t, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %bb = warp.ballot %f, %odd : !warp.warp<dyn> -> i32
      warp.yield %f, %bb : !warp.warp<dyn>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %b, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H02 (if-half): a static-predicate warp.if on a half, xor 2 inside on mask(0x5555)
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
    %lo2, %x = warp.if %lo, even -> (!warp.warp<low(16)>, i32) {
    ^bb0(%t: !warp.warp<mask(0x5555)>):
      %s = warp.shuffle xor %t, %v, 2 : !warp.warp<mask(0x5555)>, i32
      warp.yield %t, %s : !warp.warp<mask(0x5555)>, i32
    } else {
    ^bb0(%f: !warp.warp<mask(0xaaaa)>):
      %s = warp.shuffle xor %f, %v, 4 : !warp.warp<mask(0xaaaa)>, i32
      warp.yield %f, %s : !warp.warp<mask(0xaaaa)>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %x, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H03 (if-half): uniform-form warp.if on a half (flag), reduce on a tile of the half inside
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %lo2, %x = warp.if %lo, %flag -> (!warp.warp<high(16)>, i32) {
    ^bb0(%t: !warp.warp<high(16)>):
      %tt = warp.tile %t, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
      %s = warp.reduce add %tt, %v : !warp.tile<8, high(16)>, i32
      warp.yield %t, %s : !warp.warp<high(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f, %z : !warp.warp<high(16)>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %x, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H05 (merge): two warp.entry: halves from different entries merged
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
    %e1, %o1 = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %o2 = warp.diverge %w2, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %m = warp.merge %e1, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %m2 = warp.merge %e2, %o1 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %r1 = warp.reduce add %m, %v : !warp.warp<all>, i32
    %r2 = warp.reduce add %m2, %one : !warp.warp<all>, i32
    %res = arith.addi %r1, %r2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H06 (dyn-half): a dyn region diverged by a static predicate, votes on each dyn half
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

    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi ne, %m3, %z : i32
    %w2, %b = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %lo, %hi = warp.diverge %t, low(16) : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      %bl = warp.ballot %lo, %odd : !warp.warp<dyn> -> i32
      %bh = warp.ballot %hi, %odd : !warp.warp<dyn> -> i32
      %t2 = warp.merge %lo, %hi : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      %c16 = arith.constant 16 : i32
      %in = arith.cmpi ult, %li, %c16 : i32
      %bb = arith.select %in, %bl, %bh : i32
      warp.yield %t2, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %z : !warp.warp<dyn>, i32
    }
    %res = arith.addi %b, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H07 (merge): merge swapped order, then shuffle on the merged warp
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

    %e, %o = warp.diverge %w, mask(0x0000ff00) : !warp.warp<all> -> !warp.warp<mask(0x0000ff00)>, !warp.warp<mask(0xffff00ff)>
    %m = warp.merge %o, %e : !warp.warp<mask(0xffff00ff)>, !warp.warp<mask(0x0000ff00)> -> !warp.warp<all>
    %res = warp.shuffle idx %m, %v, 9 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H08 (W7): merge of a half with a sub-half of the other half (not complements) legal in fact: three-way merge of a partition
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
    %a, %b = warp.diverge %o, low(16) : !warp.warp<odd> -> !warp.warp<mask(0x0000aaaa)>, !warp.warp<mask(0xaaaa0000)>
    %m = warp.merge %e, %a : !warp.warp<even>, !warp.warp<mask(0x0000aaaa)> -> !warp.warp<mask(0x5555ffff)>
    %m2 = warp.merge %m, %b : !warp.warp<mask(0x5555ffff)>, !warp.warp<mask(0xaaaa0000)> -> !warp.warp<all>
    %res = warp.reduce add %m2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// H13 (W3): cf.cond_br with the same warp on both edges (uniform condition) one edge is taken: one consumption
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

    cf.cond_br %flag, ^a(%w : !warp.warp<all>), ^b(%w : !warp.warp<all>)
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

// C01 (call): helper takes even and odd, merges, reduces; called at the top level
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %y: !warp.warp<odd>) -> (!warp.warp<all>, i32) {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %m = warp.merge %x, %y : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %s = warp.reduce add %m, %li : !warp.warp<all>, i32
    return %m, %s : !warp.warp<all>, i32
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
    %m, %res = func.call @h(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C06 (call): a warp passed through a call inside an scf.for with uniform bounds, the helper swaps halves
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %y: !warp.warp<odd>, %acc: i32) -> (!warp.warp<even>, !warp.warp<odd>, i32) {
    %one = arith.constant 1 : i32
    %a = arith.addi %acc, %one : i32
    %s = warp.shuffle xor %x, %a, 2 : !warp.warp<even>, i32
    %t = warp.shuffle xor %y, %a, 2 : !warp.warp<odd>, i32
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %p = arith.trunci %li : i32 to i1
    %u = arith.select %p, %t, %s : i32
    return %x, %y, %u : !warp.warp<even>, !warp.warp<odd>, i32
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
    %r:3 = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %e, %b = %o, %acc = %z) -> (!warp.warp<even>, !warp.warp<odd>, i32) {
      %a2, %b2, %s = func.call @h(%a, %b, %acc) : (!warp.warp<even>, !warp.warp<odd>, i32) -> (!warp.warp<even>, !warp.warp<odd>, i32)
      scf.yield %a2, %b2, %s : !warp.warp<even>, !warp.warp<odd>, i32
    }
    %m = warp.merge %r#0, %r#1 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// C07 (gpu.func): gpu.func (non-kernel) with a warp parameter, never called
gpu.module @m {
  gpu.func @dev(%x: !warp.warp<all>) {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %s = warp.shuffle idx %x, %li, 0 : !warp.warp<all>, i32
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

// C09 (callee): func.func with a warp parameter that is public and never called, its body uses a half-shuffle
gpu.module @m {
  func.func @pub(%x: !warp.warp<even>) -> !warp.warp<even> {
    %l = gpu.lane_id
    %li = arith.index_cast %l : index to i32
    %s = warp.shuffle xor %x, %li, 2 : !warp.warp<even>, i32
    return %x : !warp.warp<even>
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

// L01 (while-half)
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
    %r:3 = scf.while (%x = %e, %i = %z, %acc = %z) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32, i32) {
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x, %i, %acc : !warp.warp<even>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32, %acc: i32):
      %s = warp.shuffle xor %x, %v, 2 : !warp.warp<even>, i32
      %a2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2, %a2 : !warp.warp<even>, i32, i32
    }

    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %minus = arith.constant -1 : i32
    %res = arith.select %odd, %minus, %r#2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L02 (while-half)
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
    %r:3 = scf.while (%x = %e, %i = %z, %acc = %z) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32, i32) {
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x, %i, %acc : !warp.warp<even>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32, %acc: i32):
      %s = warp.shuffle xor %x, %v, 2 : !warp.warp<even>, i32
      %a2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2, %a2 : !warp.warp<even>, i32, i32
    }

    %s2 = warp.shuffle xor %r#0, %v, 4 : !warp.warp<even>, i32
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %minus = arith.constant -1 : i32
    %res = arith.select %odd, %minus, %s2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L03 (for-half): scf.for carrying a half with a kernel-argument bound (known good), ballot inside
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

    %lo, %hi = warp.diverge %w, range(8, 24) : !warp.warp<all> -> !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)>
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %lo, %acc = %z) -> (!warp.warp<range(8, 24)>, i32) {
      %b = warp.ballot %x, %odd : !warp.warp<range(8, 24)> -> i32
      %a2 = arith.addi %acc, %b : i32
      scf.yield %x, %a2 : !warp.warp<range(8, 24)>, i32
    }
    %m = warp.merge %r#0, %hi : !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %c24 = arith.constant 24 : i32
    %ge = arith.cmpi uge, %li, %c8 : i32
    %lt = arith.cmpi ult, %li, %c24 : i32
    %in = arith.andi %ge, %lt : i1
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %r#1, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L04 (while): scf.while with a uniform vote on the whole carried warp, the after region diverges and merges
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

    %r:2 = scf.while (%x = %w, %i = %z) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32) {
      %lt = arith.cmpi ult, %i, %li : i32
      %a = warp.any %x, %lt : !warp.warp<all>
      scf.condition(%a) %x, %i : !warp.warp<all>, i32
    } do {
    ^bb0(%x: !warp.warp<all>, %i: i32):
      %e, %o = warp.diverge %x, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
      %s = warp.scan inclusive add %e, %one : !warp.warp<low(16)>, i32
      %m = warp.merge %e, %o : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
      %i2 = arith.addi %i, %one : i32
      scf.yield %m, %i2 : !warp.warp<all>, i32
    }
    %res = warp.reduce add %r#0, %r#1 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L06 (while): scf.while whose results carry the warp but whose condition is a vote on the warp after it has been diverged+merged in the before region
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

    %r:2 = scf.while (%x = %w, %i = %z) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32) {
      %e, %o = warp.diverge %x, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
      %lt = arith.cmpi ult, %i, %n : i32
      %a = warp.all %m, %lt : !warp.warp<all>
      scf.condition(%a) %m, %i : !warp.warp<all>, i32
    } do {
    ^bb0(%x: !warp.warp<all>, %i: i32):
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %i2 = arith.addi %i, %s : i32
      scf.yield %x, %i2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L07 (W5): the scf.for body borrows the OUTER warp (not the iter arg) - W5
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
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %e) -> !warp.warp<even> {
      %b = warp.ballot %o, %odd : !warp.warp<odd> -> i32
      scf.yield %x : !warp.warp<even>
    }
    %m = warp.merge %r, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = warp.reduce add %m, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T01 (tile)
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

    %q, %r = warp.diverge %w, mask(0x0f0f0f0f) : !warp.warp<all> -> !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)>
    %t = warp.tile %q, 4 : !warp.warp<mask(0x0f0f0f0f)> -> !warp.tile<4, mask(0x0f0f0f0f)>
    %s = warp.reduce add %t, %v : !warp.tile<4, mask(0x0f0f0f0f)>, i32
    %m = warp.merge %q, %r : !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)> -> !warp.warp<all>
    %c4 = arith.constant 4 : i32
    %bit = arith.andi %li, %c4 : i32
    %in = arith.cmpi eq, %bit, %z : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T02 (tile): first_lane result -1 used as idx on a tile of a half
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

    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c100 = arith.constant 100 : i32
    %never = arith.cmpi ugt, %li, %c100 : i32
    %f = warp.first_lane %t, %never : !warp.tile<8, high(16)>
    %s = warp.shuffle idx %t, %v, %f : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T03 (tile): run-time down offset larger than the group on a tile of a half PTX: bval = b[4:0] = 12; lane+12 past the group keeps its own value
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

    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c9 = arith.constant 9 : i32
    %d = arith.addi %n, %c9 : i32
    %s = warp.shuffle down %t, %v, %d : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T04 (tile): run-time up offset on a tile of the high half: 12 -> own values d = 33: PTX bval = 1
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

    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c30 = arith.constant 30 : i32
    %d = arith.addi %n, %c30 : i32
    %s = warp.shuffle up %t, %v, %d : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T06 (W14): a tile value used inside a uniform scf.if (the W5 exception for warps)
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
    %x = scf.if %flag -> i32 {
      %s = warp.reduce add %t, %v : !warp.tile<8>, i32
      scf.yield %s : i32
    } else { scf.yield %z : i32 }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T07 (W14): a tile used in a uniform scf.for body (not carried)
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
    %x = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %z) -> i32 {
      %s = warp.reduce add %t, %v : !warp.tile<8>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %a2 : i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T11 (shuffle): shuffle xor 16 on mask(0x00010001)
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

    %a, %b = warp.diverge %w, mask(0x00010001) : !warp.warp<all> -> !warp.warp<mask(0x00010001)>, !warp.warp<mask(0xfffefffe)>
    %s = warp.shuffle xor %a, %v, 16 : !warp.warp<mask(0x00010001)>, i32
    %m = warp.merge %a, %b : !warp.warp<mask(0x00010001)>, !warp.warp<mask(0xfffefffe)> -> !warp.warp<all>
    %c15 = arith.constant 15 : i32
    %lo = arith.andi %li, %c15 : i32
    %in = arith.cmpi eq, %lo, %z : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// T12 (scan): scan exclusive on low(5)
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

    %a, %b = warp.diverge %w, low(5) : !warp.warp<all> -> !warp.warp<low(5)>, !warp.warp<high(27)>
    %s = warp.scan exclusive add %a, %v : !warp.warp<low(5)>, i32
    %m = warp.merge %a, %b : !warp.warp<low(5)>, !warp.warp<high(27)> -> !warp.warp<all>
    %c5 = arith.constant 5 : i32
    %in = arith.cmpi ult, %li, %c5 : i32
    %minus = arith.constant -1 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// K02 (W2): 16 x 2 = one whole warp: legal
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 16, 2>} {
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

// R65_nearest_legal: round 3's R65 (a vote on a helper's half parameter as a loop
// bound, W17) said with a uniform-condition warp.if: its region's static
// even sub-warp is the lanes running there, so the vote bounds the loop.
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %p: i1) -> (!warp.warp<even>, i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %z = arith.constant 0 : i32
    %x2, %acc = warp.if %x, %true -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<even>):
      %a = warp.any %t, %p : !warp.warp<even>
      %n = arith.select %a, %c3, %c1 : index
      %y:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %t, %s = %z) -> (!warp.warp<even>, i32) {
        %l = gpu.lane_id
        %li = arith.index_cast %l : index to i32
        %v = warp.shuffle xor %b, %li, 2 : !warp.warp<even>, i32
        %s2 = arith.addi %s, %v : i32
        scf.yield %b, %s2 : !warp.warp<even>, i32
      }
      warp.yield %y#0, %y#1 : !warp.warp<even>, i32
    } else {
    ^bb0(%f: !warp.warp<even>):
      warp.yield %f, %z : !warp.warp<even>, i32
    }
    return %x2, %acc : !warp.warp<even>, i32
  }
  gpu.func @r65_nearest_legal(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %p = arith.cmpi eq, %li, %c4 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %s = func.call @h(%e, %p) : (!warp.warp<even>, i1) -> (!warp.warp<even>, i32)
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %r = arith.select %odd, %minus, %s : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
