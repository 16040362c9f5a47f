// Issue 27, round 5 of the adversarial pass (part 2: Q01-M01)
// (test/Dialect/Warp/attack-round5*.mlir):
// every verified program with a hand oracle, run under --sim. Expected values
// worked by hand from the PTX ISA (the attack list's oracles, written
// beside each program; v = 10 l + 1 on lane l, n = 3, flag = 1 unless
// a RUN line says otherwise; lanes outside a half store -1). The harness ran
// seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// The kernels run under `not` pass a half to a device function's
// parameter: the simulator reports the poison such a function returns to
// the other lanes at its return (shadows do not cross calls, docs/Sim.md;
// round 4, C02), so they run under `not` and check the values and that the
// only report is that one.
// RUN: warp-run --sim --sim-seed 0 %s --kernel q01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q01
// Q01-NOT: finding
// Q01: arg 0 i32[32]: 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992 992{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel q04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q04
// Q04-NOT: finding
// Q04: arg 0 i32[32]: 126 -1 6 -1 366 -1 246 -1 606 -1 486 -1 846 -1 726 -1 1086 -1 966 -1 1326 -1 1206 -1 1566 -1 1446 -1 1806 -1 1686 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel q05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q05
// Q05-NOT: finding
// Q05: arg 0 i32[32]: 164 -1 244 -1 4 -1 84 -1 484 -1 564 -1 324 -1 404 -1 804 -1 884 -1 644 -1 724 -1 1124 -1 1204 -1 964 -1 1044 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel q06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q06
// Q06-NOT: finding
// Q06: arg 0 i32[32]: 63 -1 3 -1 183 -1 123 -1 303 -1 243 -1 423 -1 363 -1 543 -1 483 -1 663 -1 603 -1 783 -1 723 -1 903 -1 843 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel q08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q08
// Q08-NOT: finding
// Q08: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel q09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q09
// Q09-NOT: finding
// Q09: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel q10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q10
// Q10-NOT: finding
// Q10: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel q14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=Q14
// Q14-NOT: finding
// Q14: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel m01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M01
// M01-NOT: finding
// M01: arg 0 i32[32]: 1 12 33 64 105 156 217 288 369 460 561 672 793 924 1065 1216 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}

gpu.module @kernels {
  // q01 (cf-loop-vote) - a cf back-edge loop carrying the warp, its exit a vote on the carried warp (31 trips)
  gpu.func @q01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q04 (nested-loops-half) - an even half through scf.for > scf.while > scf.for, xor 2 in the innermost body (6 trips)
  gpu.func @q04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q05 (while-before-half) - a half shuffled in the before region of a uniform scf.while (runs n + 1 times)
  gpu.func @q05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q06 (while-vote-other) - an scf.while carrying an even half and a whole warp, its condition a vote on the whole one
  gpu.func @q06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q08 (loop-merge-swapped) - each trip diverges by odd and merges (odd, even) before a reduce
  gpu.func @q08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q09 (bound-from-reduce) - the step of a warp-carrying loop is a full-warp reduction (32), the bound n * 32
  gpu.func @q09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q10 (bound-from-broadcast) - the bound is lane 0's value broadcast over the whole warp (1 trip)
  gpu.func @q10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // q14 (W17) - the bound is warp.first_lane on the whole warp (the same on every lane by the ISA; not a listed source)
  gpu.func @q14(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // m01 (cross-merge) - quarters of even/odd merged across parents into low(16) (neither parent), scanned; the merge must stay guarded
  gpu.func @m01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
