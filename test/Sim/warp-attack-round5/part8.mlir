// Issue 27, round 5 of the adversarial pass (part 8: E08-P12)
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
// RUN: warp-run --sim --sim-seed 0 %s --kernel e08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E08
// E08-NOT: finding
// E08: arg 0 i32[32]: 64 64 64 64 224 224 224 224 384 384 384 384 544 544 544 544 704 704 704 704 864 864 864 864 1024 1024 1024 1024 1184 1184 1184 1184{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel e09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E09
// E09-NOT: finding
// E09: arg 0 i32[32]: -1 213 -1 153 -1 93 -1 33 -1 453 -1 393 -1 333 -1 273 -1 693 -1 633 -1 573 -1 513 -1 933 -1 873 -1 813 -1 753{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel e10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E10
// E10-NOT: finding
// E10: arg 0 i32[32]: 3 6 9 12 15 18 21 24 27 30 33 36 39 42 45 48 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel e12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E12
// E12-NOT: finding
// E12: arg 0 i32[32]: 288 288 288 288 288 288 288 288 928 928 928 928 928 928 928 928 1568 1568 1568 1568 1568 1568 1568 1568 2208 2208 2208 2208 2208 2208 2208 2208{{$}}
// RUN: not warp-run --sim --sim-seed 1 %s --kernel e16 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E16
// E16-NOT: finding ({{[^p]}}
// E16: returns a value computed from the undefined result of llvm.mlir.poison
// E16: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 1568 1568 1568 1568 1568 1568 1568 1568 2208 2208 2208 2208 2208 2208 2208 2208{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel p06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=P06
// P06-NOT: finding
// P06: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel p09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=P09
// P09-NOT: finding
// P09: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel p11 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=P11
// P11-NOT: finding
// P11: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel p12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=P12
// P12-NOT: finding
// P12: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}

gpu.module @kernels {
  // e08 (call-merges) - a helper merges halves into all and returns it; tiles of 4 reduce after
  func.func private @e08_join(%x: !warp.warp<even>, %y: !warp.warp<odd>) -> !warp.warp<all> {
    %m = warp.merge %x, %y : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    return %m : !warp.warp<all>
  }
  gpu.func @e08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %m = func.call @e08_join(%e, %o) : (!warp.warp<even>, !warp.warp<odd>) -> !warp.warp<all>
    %t = warp.tile %m, 4 : !warp.warp<all> -> !warp.tile<4>
    %res = warp.reduce add %t, %v : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // e09 (for-remerge) - an odd half split and re-merged each trip of an scf.for, xor 6 on the re-merged half
  gpu.func @e09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e10 (while-remerge) - a low(16) half split and re-merged in the before region of a uniform scf.while, scanned in the after region
  gpu.func @e10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e12 (W14) - a tile borrowed inside a uniform scf.if
  gpu.func @e12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // e16 (call-split-tile) - a helper tiles its (inexact) high(16) parameter: run-time xor and a reduce on each group of 8
  func.func private @e16_h(%x: !warp.warp<high(16)>, %v: i32, %k: i32) -> (!warp.warp<high(16)>, i32) {
    %t = warp.tile %x, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %r = warp.reduce add %t, %s : !warp.tile<8, high(16)>, i32
    return %x, %r : !warp.warp<high(16)>, i32
  }
  gpu.func @e16(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %lo2, %s = func.call @e16_h(%lo, %v, %n) : (!warp.warp<high(16)>, i32, i32) -> (!warp.warp<high(16)>, i32)
    %m = warp.merge %lo2, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // p06 (undef-agg) - the nearest legal P05: field 0 (the kernel argument) of a struct built over poison, field 1 the lane
  gpu.func @p06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // p09 (undef-agg) - the nearest legal P08: element 0
  gpu.func @p09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // p11 (undef-legal) - the nearest legal P01: an exit under llvm.mlir.zero (a defined constant)
  gpu.func @p11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  // p12 (undef-legal) - the nearest legal P03/P04: the same warp.if on a kernel flag
  gpu.func @p12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
