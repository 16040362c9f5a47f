// Issue 27, round 5 of the adversarial pass (part 1: A01-A16)
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
// RUN: not warp-run --sim --sim-seed 0 %s --kernel a01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A01
// A01-NOT: finding ({{[^p]}}
// A01: returns a value computed from the undefined result of llvm.mlir.poison
// A01: arg 0 i32[32]: 63 -1 3 -1 183 -1 123 -1 303 -1 243 -1 423 -1 363 -1 543 -1 483 -1 663 -1 603 -1 783 -1 723 -1 903 -1 843 -1{{$}}
// RUN: not warp-run --sim --sim-seed 1 %s --kernel a02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A02
// A02-NOT: finding ({{[^p]}}
// A02: returns a value computed from the undefined result of llvm.mlir.poison
// A02: arg 0 i32[32]: 1 12 33 64 105 156 217 288 369 460 561 672 793 924 1065 1216 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel a04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A04
// A04-NOT: finding
// A04: arg 0 i32[32]: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel a06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A06
// A06-NOT: finding
// A06: arg 0 i32[32]: 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192 192{{$}}
// RUN: not warp-run --sim --sim-seed 1 %s --kernel a07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A07
// A07-NOT: finding ({{[^p]}}
// A07: returns a value computed from the undefined result of llvm.mlir.poison
// A07: arg 0 i32[32]: -1 1158959428 -1 272696336 -1 1158959428 -1 1158959428 -1 272696336 -1 1158959428 -1 1158959428 -1 272696336 -1 1158959428 -1 1158959428 -1 272696336 -1 1158959428 -1 1158959428 -1 272696336 -1 1158959428 -1 1158959428{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel a08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A08
// A08-NOT: finding
// A08: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel a09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A09
// A09-NOT: finding
// A09: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel a10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A10
// A10-NOT: finding
// A10: arg 0 i32[32]: -1 31 -1 11 -1 71 -1 51 -1 111 -1 91 -1 151 -1 131 -1 191 -1 171 -1 231 -1 211 -1 271 -1 251 -1 311 -1 291{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel a16 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A16
// A16-NOT: finding
// A16: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}

gpu.module @kernels {
  // a01 (call-loop-half) - a private helper carries an even half through an scf.for bounded by its uniform (joined) argument, xor 2 each trip
  func.func private @a01_h(%x: !warp.warp<even>, %k: i32, %v: i32) -> (!warp.warp<even>, i32) {
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
  gpu.func @a01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %e2, %acc = func.call @a01_h(%e, %n, %v) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32)
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %acc : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a02 (call-chain) - a low(16) half through three private helpers, the last scans it (guard through a chain of inexact parameters)
  func.func private @a02_h1(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %y, %s = func.call @a02_h2(%x, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    return %y, %s : !warp.warp<low(16)>, i32
  }
  func.func private @a02_h2(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %y, %s = func.call @a02_h3(%x, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    return %y, %s : !warp.warp<low(16)>, i32
  }
  func.func private @a02_h3(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
    %s = warp.scan inclusive add %x, %v : !warp.warp<low(16)>, i32
    return %x, %s : !warp.warp<low(16)>, i32
  }
  gpu.func @a02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %lo2, %s = func.call @a02_h1(%lo, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a04 (call-chain) - the nearest legal A03: the kernel argument passed through two helpers is still uniform at the loop
  func.func private @a04_h1(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %y, %s = func.call @a04_h2(%x, %k) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    return %y, %s : !warp.warp<all>, i32
  }
  func.func private @a04_h2(%x: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
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
  gpu.func @a04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %res = func.call @a04_h1(%w, %n) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a06 (call-while) - a helper called in a uniform scf.for runs an scf.while whose condition is a vote on its warp parameter
  func.func private @a06_h(%x: !warp.warp<all>) -> (!warp.warp<all>, i32) {
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
  gpu.func @a06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %x2, %s = func.call @a06_h(%x) : (!warp.warp<all>) -> (!warp.warp<all>, i32)
      %a2 = arith.addi %a, %s : i32
      scf.yield %x2, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a07 (call-if-half) - an odd half goes through a loop into a helper that runs warp.if on a lane-dependent i1 with ballots in both dyn regions
  func.func private @a07_h(%x: !warp.warp<odd>, %li: i32) -> (!warp.warp<odd>, i32) {
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
  gpu.func @a07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %x2, %b = func.call @a07_h(%x, %li) : (!warp.warp<odd>, i32) -> (!warp.warp<odd>, i32)
      %a2 = arith.addi %a, %b : i32
      scf.yield %x2, %a2 : !warp.warp<odd>, i32
    }
    %m = warp.merge %e, %r#0 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %r#1, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a08 (call-if-uniform) - a helper with an all parameter called from the then-region of a uniform-condition warp.if (the region sub-warp is exact)
  func.func private @a08_h(%x: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    return %x, %s : !warp.warp<all>, i32
  }
  gpu.func @a08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %t2, %s = func.call @a08_h(%t, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      warp.yield %t2, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f, %z : !warp.warp<all>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a09 (call-quarter) - a helper on a static region low(16) diverges it again by even (quarters mask(0x5555)/mask(0xaaaa)), xor 2 on the even quarter, merges back
  func.func private @a09_h(%x: !warp.warp<low(16)>, %v: i32) -> (!warp.warp<low(16)>, i32) {
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
  gpu.func @a09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %t2, %s = func.call @a09_h(%t, %v) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
      warp.yield %t2, %s : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f, %minus : !warp.warp<high(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a10 (call-swap) - a helper returns its two halves in swapped positions; the odd one is shuffled in the caller
  func.func private @a10_swap(%x: !warp.warp<even>, %y: !warp.warp<odd>) -> (!warp.warp<odd>, !warp.warp<even>) {
    return %y, %x : !warp.warp<odd>, !warp.warp<even>
  }
  gpu.func @a10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o2, %e2 = func.call @a10_swap(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> (!warp.warp<odd>, !warp.warp<even>)
    %s = warp.shuffle xor %o2, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e2, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // a16 (call-cfg) - the nearest legal A15: the branch decides on the helper argument, uniform at every call
  func.func private @a16_h(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %p = arith.cmpi sgt, %k, %z : i32
    cf.cond_br %p, ^a(%x : !warp.warp<all>), ^b(%x : !warp.warp<all>)
  ^a(%y: !warp.warp<all>):
    %s = warp.reduce add %y, %v : !warp.warp<all>, i32
    return %y, %s : !warp.warp<all>, i32
  ^b(%q: !warp.warp<all>):
    return %q, %v : !warp.warp<all>, i32
  }
  gpu.func @a16(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %res = func.call @a16_h(%w, %n, %v) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
