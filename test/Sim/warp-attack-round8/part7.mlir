// Issue 27, round 8 of the adversarial pass (part 7: C05-C10)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel c05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C05
// C05-NOT: finding
// C05: arg 0 i32[32]: 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel c08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C08
// C08-NOT: finding
// C08: arg 0 i32[32]: 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128 128{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel c09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C09
// C09-NOT: finding
// C09: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel c10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C10
// C10-NOT: finding
// C10: arg 0 i32[32]: 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3{{$}}
// [C05] two entries: warp.if on one, reduce on the other after it
gpu.module @m_c05 {

  gpu.func @c05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %x, %r = warp.if %w, odd -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<odd>):
      %q = warp.shuffle xor %t, %v, 6 : !warp.warp<odd>, i32
      warp.yield %t, %q : !warp.warp<odd>, i32
    } else {
    ^bb0(%f: !warp.warp<even>):
      warp.yield %f, %v : !warp.warp<even>, i32
    }
    %res = warp.reduce max %w2, %r : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C08] do-while whose after region only forwards the warp (canonicalize rewrites such whiles)
gpu.module @m_c08 {

  gpu.func @c08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %s = warp.reduce add %bw, %one : !warp.warp<all>, i32
      %acc2 = arith.addi %acc, %s : i32
      %p = arith.cmpi ult, %i, %n : i32
      %c = warp.any %bw, %p : !warp.warp<all>
      scf.condition(%c) %bw, %i, %acc2 : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32, %aacc: i32):
      %i2 = arith.addi %ai, %one : i32
      scf.yield %aw, %i2, %aacc : !warp.warp<all>, i32, i32
    }
    %res = arith.addi %r#2, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C09] while on all(i < n): diverge/merge in the after region, i += 32 (one trip)
gpu.module @m_c09 {

  gpu.func @c09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r:2 = scf.while (%bw = %w, %i = %z) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32) {
      %p = arith.cmpi ult, %i, %n : i32
      %c = warp.all %bw, %p : !warp.warp<all>
      scf.condition(%c) %bw, %i : !warp.warp<all>, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32):
      %e, %od = warp.diverge %aw, low(4) : !warp.warp<all> -> !warp.warp<low(4)>, !warp.warp<high(28)>
      %m = warp.merge %e, %od : !warp.warp<low(4)>, !warp.warp<high(28)> -> !warp.warp<all>
      %s = warp.reduce add %m, %one : !warp.warp<all>, i32
      %i2 = arith.addi %ai, %s : i32
      scf.yield %m, %i2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C10] a cf loop on i < n (kernel argument) with diverge/merge in the body
gpu.module @m_c10 {

  gpu.func @c10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    cf.br ^hdr(%w, %z : !warp.warp<all>, i32)
  ^hdr(%hw: !warp.warp<all>, %i: i32):
    %e, %od = warp.diverge %hw, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %q = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %i2 = arith.addi %i, %one : i32
    %p = arith.cmpi ult, %i2, %n : i32
    cf.cond_br %p, ^hdr(%m, %i2 : !warp.warp<all>, i32), ^exit(%m, %i2 : !warp.warp<all>, i32)
  ^exit(%ew: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
