// Issue 27, round 5 of the adversarial pass (part 7: U20-E07)
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
// RUN: warp-run --sim --sim-seed 0 %s --kernel u20 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U20
// U20-NOT: finding
// U20: arg 0 i32[32]: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel f14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F14
// F14-NOT: finding
// F14: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel e01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E01
// E01-NOT: finding
// E01: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel e02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E02
// E02-NOT: finding
// E02: arg 0 i32[32]: 123 -1 183 -1 3 -1 63 -1 363 -1 423 -1 243 -1 303 -1 603 -1 663 -1 483 -1 543 -1 843 -1 903 -1 723 -1 783 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel e03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E03
// E03-NOT: finding
// E03: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: not warp-run --sim --sim-seed 7 %s --kernel e04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E04
// E04-NOT: finding ({{[^p]}}
// E04: returns a value computed from the undefined result of llvm.mlir.poison
// E04: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel e05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E05
// E05-NOT: finding
// E05: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel e06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E06
// E06-NOT: finding
// E06: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel e07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E07
// E07-NOT: finding
// E07: arg 0 i32[32]: -1 31 -1 11 -1 71 -1 51 -1 111 -1 91 -1 151 -1 131 -1 191 -1 171 -1 231 -1 211 -1 271 -1 251 -1 311 -1 291{{$}}

gpu.module @kernels {
  // u20 (two-kernels) - a helper called from two kernels, each with its own kernel argument (uniform at both)
  func.func private @u20_h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
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
  gpu.func @u20_k2(%m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %w2, %r = func.call @u20_h2(%w, %m) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    gpu.return
  }
  gpu.func @u20(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %res = func.call @u20_h2(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // f14 (W5) - a borrow in a uniform scf.if inside a uniform scf.for that does not carry the warp
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
  // e01 (cf-half) - an even half through cf.br into a block argument, shuffled there
  gpu.func @e01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e02 (cf-loop-half) - an even half carried around a cf back edge with a uniform exit
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
  // e03 (remerge-half) - an even half split again and re-merged (to even, not all), then shuffled
  gpu.func @e03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e04 (remerge-in-helper) - the same re-merge inside a helper on its (inexact) even parameter
  func.func private @e04_h(%x: !warp.warp<even>, %v: i32) -> (!warp.warp<even>, i32) {
    %a, %b = warp.diverge %x, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %x2 = warp.merge %a, %b : !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)> -> !warp.warp<even>
    %s = warp.shuffle xor %x2, %v, 2 : !warp.warp<even>, i32
    return %x2, %s : !warp.warp<even>, i32
  }
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %s = func.call @e04_h(%e, %v) : (!warp.warp<even>, i32) -> (!warp.warp<even>, i32)
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // e05 (if-result-half) - the parent result of a warp.if on an even half, shuffled after the op
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
  // e06 (uniform-if-half) - a uniform-condition warp.if on an even half: its regions get the static even set
  gpu.func @e06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e07 (call-diverges) - a helper diverges its whole warp and returns both halves; the caller shuffles the odd one
  func.func private @e07_split(%x: !warp.warp<all>) -> (!warp.warp<even>, !warp.warp<odd>) {
    %e, %o = warp.diverge %x, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    return %e, %o : !warp.warp<even>, !warp.warp<odd>
  }
  gpu.func @e07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %o = func.call @e07_split(%w) : (!warp.warp<all>) -> (!warp.warp<even>, !warp.warp<odd>)
    %s = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
