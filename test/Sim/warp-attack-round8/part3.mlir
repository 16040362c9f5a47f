// Issue 27, round 8 of the adversarial pass (part 3: F05-W04)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel f05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F05
// F05-NOT: finding
// F05: arg 0 i32[32]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel f06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F06
// F06-NOT: finding
// F06: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel f07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F07
// F07-NOT: finding
// F07: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel f10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F10
// F10-NOT: finding
// F10: arg 0 i32[32]: 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 4993 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel f11 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F11
// F11-NOT: finding
// F11: arg 0 i32[32]: 576 576 576 576 576 576 576 576 1856 1856 1856 1856 1856 1856 1856 1856 3136 3136 3136 3136 3136 3136 3136 3136 4416 4416 4416 4416 4416 4416 4416 4416{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel f12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F12
// F12-NOT: finding
// F12: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel f13 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F13
// F13-NOT: finding
// F13: arg 0 i32[32]: 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel f14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F14
// F14-NOT: finding
// F14: arg 0 i32[32]: -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766 -1431655766{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel w01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W01
// W01-NOT: finding
// W01: arg 0 i32[32]: 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016 5606016{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel w04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W04
// W04-NOT: finding
// W04: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// [F05] uniform scf.if borrowing (flag = 1); canonicalize/sccp/scf-to-cf on it
gpu.module @m_f05 {

  gpu.func @f05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %res = scf.if %flag -> (i32) {
      %s = warp.reduce min %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else {
      scf.yield %minus : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F06] one-trip scf.for carrying the warp with diverge/merge inside (canonicalize inlines the body)
gpu.module @m_f06 {

  gpu.func @f06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %w, %a = %v) -> (!warp.warp<all>, i32) {
      %e, %od = warp.diverge %x, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %s = warp.shuffle xor %e, %a, 2 : !warp.warp<even>, i32
      %m = warp.merge %od, %e : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
      %a2 = arith.select %odd, %a, %s : i32
      %q = warp.reduce add %m, %a2 : !warp.warp<all>, i32
      scf.yield %m, %q : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F07] zero-trip scf.for carrying the warp (folded away), the result warp reduced after
gpu.module @m_f07 {

  gpu.func @f07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r:2 = scf.for %i = %c1 to %c1 step %c1 iter_args(%x = %w, %a = %v) -> (!warp.warp<all>, i32) {
      %q = warp.reduce add %x, %a : !warp.warp<all>, i32
      scf.yield %x, %q : !warp.warp<all>, i32
    }
    %q2 = warp.reduce add %r#0, %r#1 : !warp.warp<all>, i32
    %res = arith.addi %q2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F10] a whole-warp reduce at the top level used only inside a lane-dependent scf.if (control-flow-sink would sink it)
gpu.module @m_f10 {

  gpu.func @f10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    %c16i = arith.constant 16 : i32
    %lt = arith.cmpi ult, %li, %c16i : i32
    %res = scf.if %lt -> (i32) {
      %q = arith.addi %s, %one : i32
      scf.yield %q : i32
    } else {
      scf.yield %minus : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F11] two identical tiles of one warp (cse merges them)
gpu.module @m_f11 {

  gpu.func @f11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t1 = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %a = warp.reduce add %t1, %v : !warp.tile<8>, i32
    %t2 = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %b = warp.reduce add %t2, %v : !warp.tile<8>, i32
    %res = arith.addi %a, %b : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F12] a borrow directly in a uniform scf.for body that does not carry the warp (LICM must not hoist it)
gpu.module @m_f12 {

  gpu.func @f12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %z) -> (i32) {
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %a2 : i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F13] a helper with diverge/merge (the inline pass puts it in the kernel)
gpu.module @m_f13 {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %s = warp.shuffle xor %od, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = arith.constant 1 : i32
    %b = arith.andi %li, %one : i32
    %isodd = arith.trunci %b : i32 to i1
    %x = arith.select %isodd, %s, %v : i32
    %r = warp.reduce max %m, %x : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @f13(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F14] (flag & odd) | flag: lane-dependent by the analysis (dyn regions), flag by canonicalize? ballot on dyn
gpu.module @m_f14 {

  gpu.func @f14(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %x = arith.andi %flag, %odd : i1
    %y = arith.ori %x, %flag : i1
    %w2, %r = warp.if %w, %y -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %odd : !warp.warp<dyn> -> i32
      warp.yield %t, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %minus : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [W01] do-while with diverge/merge in the body: shuffle the accumulator on the even half, reduce on the merged warp
gpu.module @m_w01 {

  gpu.func @w01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %c = warp.any %bw, %p : !warp.warp<all>
      scf.condition(%c) %bw, %i, %acc : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32, %aacc: i32):
      %e, %od = warp.diverge %aw, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %sx = warp.shuffle xor %e, %aacc, 2 : !warp.warp<even>, i32
      %m = warp.merge %od, %e : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
      %y = arith.select %odd, %aacc, %sx : i32
      %yv = arith.addi %y, %v : i32
      %s = warp.reduce add %m, %yv : !warp.warp<all>, i32
      %acc2 = arith.addi %aacc, %s : i32
      %i2 = arith.addi %ai, %one : i32
      scf.yield %m, %i2, %acc2 : !warp.warp<all>, i32, i32
    }
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [W04] while condition first_lane(p) >= 0 on the carried warp
gpu.module @m_w04 {

  gpu.func @w04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %f = warp.first_lane %bw, %p : !warp.warp<all>
      %c = arith.cmpi sge, %f, %z : i32
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
