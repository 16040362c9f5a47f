// Issue 27, round 8 of the adversarial pass (part 2: S12-F04)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel s12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S12
// S12-NOT: finding
// S12: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel s13 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S13
// S13-NOT: finding
// S13: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel s14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S14
// S14-NOT: finding
// S14: arg 0 i32[32]: 11 1 31 21 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel s17 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S17
// S17-NOT: finding
// S17: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 191 181 171 161 231 221 211 201 271 261 251 241 311 301 291 281{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel s18 --block 32 --arg i32[32] --arg i32:16 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S18
// S18-NOT: finding
// S18: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel s19 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S19
// S19-NOT: finding
// S19: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel f01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F01
// F01-NOT: finding
// F01: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel f02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F02
// F02-NOT: finding
// F02: arg 0 i32[32]: 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933 933{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel f03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F03
// F03-NOT: finding
// F03: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel f04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=F04
// F04-NOT: finding
// F04: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// [S12] whole warp, up by the constant operand -1 (b[4:0] = 31: lane 31 reads lane 0)
gpu.module @m_s12 {

  gpu.func @s12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %res = warp.shuffle up %w, %v, %minus : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S13] tile<16, low(16)>, xor by a constant operand 16 (masked to 0: the inactive group 16-31 is never read)
gpu.module @m_s13 {

  gpu.func @s13(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %lo, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %o = arith.constant 16 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<16, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S14] tile<2, low(4)>, xor by a constant operand 3 (masked to 1)
gpu.module @m_s14 {

  gpu.func @s14(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, low(4) : !warp.warp<all> -> !warp.warp<low(4)>, !warp.warp<high(28)>
    %t = warp.tile %lo, 2 : !warp.warp<low(4)> -> !warp.tile<2, low(4)>
    %o = arith.constant 3 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<2, low(4)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(4)>, !warp.warp<high(28)> -> !warp.warp<all>
    %c4i = arith.constant 4 : i32
    %in = arith.cmpi ult, %li, %c4i : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S17] tile<8, high(16)>, xor by the kernel argument n = 3 (run-time: masked)
gpu.module @m_s17 {

  gpu.func @s17(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %n : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S18] tile<8, high(16)>, xor by the kernel argument n = 16 (issue item 5: must stay in the group)
gpu.module @m_s18 {

  gpu.func @s18(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %n : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S19] tile<8, low(16)>, down by a constant operand 24 (b[4:0] = 24: past every group, own value)
gpu.module @m_s19 {

  gpu.func @s19(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %lo, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
    %o = arith.constant 24 : i32
    %s = warp.shuffle down %t, %v, %o : !warp.tile<8, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %in = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F01] scf.for carries the warp but yields it unchanged (canonicalize drops the iter_arg: a borrow in the loop)
gpu.module @m_f01 {

  gpu.func @f01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F02] F01 in a private helper bounded by its parameter
gpu.module @m_f02 {
  func.func private @h(%w: !warp.warp<all>, %n: index, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce max %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    return %r#1 : i32
  }
  gpu.func @f02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r = func.call @h(%w, %ni, %v) : (!warp.warp<all>, index, i32) -> i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [F03] do-while gap: condition any(i < lane & 3) on the carried warp (3 trips), reduce in the body
gpu.module @m_f03 {

  gpu.func @f03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

// [F04] while condition ballot != 0 on the carried warp
gpu.module @m_f04 {

  gpu.func @f04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %b = warp.ballot %bw, %p : !warp.warp<all> -> i32
      %c = arith.cmpi ne, %b, %z : i32
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
