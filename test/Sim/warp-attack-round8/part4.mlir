// Issue 27, round 8 of the adversarial pass (part 4: W06-T07)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel w06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W06
// W06-NOT: finding
// W06: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel w08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W08
// W08-NOT: finding
// W08: arg 0 i32[32]: 88 -1 88 -1 408 -1 408 -1 728 -1 728 -1 1048 -1 1048 -1 1368 -1 1368 -1 1688 -1 1688 -1 2008 -1 2008 -1 2328 -1 2328 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel w09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W09
// W09-NOT: finding
// W09: arg 0 i32[32]: 0 1022 2042 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058 3058{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel w12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=W12
// W12-NOT: finding
// W12: arg 0 i32[32]: 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T01
// T01-NOT: finding
// T01: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776 3776{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T02
// T02-NOT: finding
// T02: arg 0 i32[32]: 71 71 71 71 71 71 71 71 -1 -1 -1 -1 -1 -1 -1 -1 231 231 231 231 231 231 231 231 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel t03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T03
// T03-NOT: finding
// T03: arg 0 i32[32]: -1 -1 -1 -1 41 92 153 224 81 172 273 384 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T04
// T04-NOT: finding
// T04: arg 0 i32[32]: 1 10 31 0 41 26 39 96 49 106 15 96 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T06
// T06-NOT: finding
// T06: arg 0 i32[32]: -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1 -2147483648 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel t07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T07
// T07-NOT: finding
// T07: arg 0 i32[32]: -1 -1 -1 -1 1 41 2091 127551 -1 -1 -1 -1 1 121 15851 2234991 -1 -1 -1 -1 1 201 42411 9372831 -1 -1 -1 -1 1 281 81771 24613071{{$}}
// [W06] while condition !all(i >= lane & 3)
gpu.module @m_w06 {

  gpu.func @w06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %true = arith.constant true
    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    %r:3 = scf.while (%bw = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %p = arith.cmpi ult, %i, %lim : i32
      %q = arith.cmpi uge, %i, %lim : i32
      %al = warp.all %bw, %q : !warp.warp<all>
      %c = arith.xori %al, %true : i1
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

// [W08] scf.for carrying the even half: xor 2 and a tile<1, even> reduce inside
gpu.module @m_w08 {

  gpu.func @w08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %e, %a = %v) -> (!warp.warp<even>, i32) {
      %s = warp.shuffle xor %x, %a, 2 : !warp.warp<even>, i32
      %t = warp.tile %x, 1 : !warp.warp<even> -> !warp.tile<1, even>
      %u = warp.reduce add %t, %s : !warp.tile<1, even>, i32
      %a2 = arith.addi %u, %a : i32
      scf.yield %x, %a2 : !warp.warp<even>, i32
    }
    %m = warp.merge %r#0, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r#1 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [W09] a lane-dependent warp.if (dyn regions) inside a loop carrying the warp: ballot / first_lane on dyn
gpu.module @m_w09 {

  gpu.func @w09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %true = arith.constant true
    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %ii = arith.index_cast %i : index to i32
      %p = arith.cmpi ugt, %li, %ii : i32
      %x2, %b = warp.if %x, %p -> (!warp.warp<all>, i32) {
      ^bb0(%d: !warp.warp<dyn>):
        %q = arith.cmpi ult, %li, %ten : i32
        %bb = warp.ballot %d, %q : !warp.warp<dyn> -> i32
        warp.yield %d, %bb : !warp.warp<dyn>, i32
      } else {
      ^bb0(%d: !warp.warp<dyn>):
        %ff = warp.first_lane %d, %true : !warp.warp<dyn>
        warp.yield %d, %ff : !warp.warp<dyn>, i32
      }
      %a2 = arith.addi %a, %b : i32
      scf.yield %x2, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [W12] while: diverge/merge in the before region, the vote on the merged warp; i += 31 per trip (n = 3: one trip)
gpu.module @m_w12 {

  gpu.func @w12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %h1, %h2 = warp.diverge %bw, low(8) : !warp.warp<all> -> !warp.warp<low(8)>, !warp.warp<high(24)>
      %mm = warp.merge %h2, %h1 : !warp.warp<high(24)>, !warp.warp<low(8)> -> !warp.warp<all>
      %p = arith.cmpi ult, %i, %n : i32
      %c = warp.all %mm, %p : !warp.warp<all>
      scf.condition(%c) %mm, %i : !warp.warp<all>, i32
    } do {
    ^bb0(%aw: !warp.warp<all>, %ai: i32):
      %s = warp.reduce max %aw, %li : !warp.warp<all>, i32
      %i2 = arith.addi %ai, %s : i32
      scf.yield %aw, %i2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [T01] tile<16, high(16)> reduce add
gpu.module @m_t01 {

  gpu.func @t01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %a, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
    %s = warp.reduce add %t, %v : !warp.tile<16, high(16)>, i32
    %m = warp.merge %a, %b : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %mc = arith.constant -65536 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [T02] tile<8, mask(0x00ff00ff)> reduce max
gpu.module @m_t02 {

  gpu.func @t02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, mask(0x00ff00ff) : !warp.warp<all> -> !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)>
    %t = warp.tile %a, 8 : !warp.warp<mask(0x00ff00ff)> -> !warp.tile<8, mask(0x00ff00ff)>
    %s = warp.reduce max %t, %v : !warp.tile<8, mask(0x00ff00ff)>, i32
    %m = warp.merge %a, %b : !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)> -> !warp.warp<all>
    %mc = arith.constant 16711935 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [T03] tile<4, range(4, 12)> inclusive scan add
gpu.module @m_t03 {

  gpu.func @t03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, range(4, 12) : !warp.warp<all> -> !warp.warp<range(4, 12)>, !warp.warp<mask(0xfffff00f)>
    %t = warp.tile %a, 4 : !warp.warp<range(4, 12)> -> !warp.tile<4, range(4, 12)>
    %s = warp.scan inclusive add %t, %v : !warp.tile<4, range(4, 12)>, i32
    %m = warp.merge %a, %b : !warp.warp<range(4, 12)>, !warp.warp<mask(0xfffff00f)> -> !warp.warp<all>
    %mc = arith.constant 4080 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [T04] warp scan xor on the prefix low(12)
gpu.module @m_t04 {

  gpu.func @t04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %s = warp.scan inclusive xor %a, %v : !warp.warp<low(12)>, i32
    %m = warp.merge %a, %b : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %c12 = arith.constant 12 : i32
    %in = arith.cmpi ult, %li, %c12 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [T06] tile<1, even> exclusive scan max (identity INT_MIN)
gpu.module @m_t06 {

  gpu.func @t06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %a, 1 : !warp.warp<even> -> !warp.tile<1, even>
    %s = warp.scan exclusive max %t, %v : !warp.tile<1, even>, i32
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

// [T07] tile<4, mask(0xf0f0f0f0)> exclusive scan mul (identity 1)
gpu.module @m_t07 {

  gpu.func @t07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %a, %b = warp.diverge %w, mask(0xf0f0f0f0) : !warp.warp<all> -> !warp.warp<mask(0xf0f0f0f0)>, !warp.warp<mask(0x0f0f0f0f)>
    %t = warp.tile %a, 4 : !warp.warp<mask(0xf0f0f0f0)> -> !warp.tile<4, mask(0xf0f0f0f0)>
    %s = warp.scan exclusive mul %t, %v : !warp.tile<4, mask(0xf0f0f0f0)>, i32
    %m = warp.merge %a, %b : !warp.warp<mask(0xf0f0f0f0)>, !warp.warp<mask(0x0f0f0f0f)> -> !warp.warp<all>
    %mc = arith.constant -252645136 : i32
    %bit = arith.shli %one, %li : i32
    %and = arith.andi %bit, %mc : i32
    %in = arith.cmpi ne, %and, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
