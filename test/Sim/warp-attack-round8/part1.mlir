// Issue 27, round 8 of the adversarial pass (part 1: S01-S11)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel s01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S01
// S01-NOT: finding
// S01: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel s02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S02
// S02-NOT: finding
// S02: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel s03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S03
// S03-NOT: finding
// S03: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 201 211 221 231 161 171 181 191 281 291 301 311 241 251 261 271{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel s04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S04
// S04-NOT: finding
// S04: arg 0 i32[32]: 81 91 101 111 121 131 141 151 1 11 21 31 41 51 61 71 241 251 261 271 281 291 301 311 161 171 181 191 201 211 221 231{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel s06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S06
// S06-NOT: finding
// S06: arg 0 i32[32]: 21 -1 1 -1 61 -1 41 -1 101 -1 81 -1 141 -1 121 -1 181 -1 161 -1 221 -1 201 -1 261 -1 241 -1 301 -1 281 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel s07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S07
// S07-NOT: finding
// S07: arg 0 i32[32]: 1 -1 21 -1 41 -1 61 -1 81 -1 101 -1 121 -1 141 -1 161 -1 181 -1 201 -1 221 -1 241 -1 261 -1 281 -1 301 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel s08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S08
// S08-NOT: finding
// S08: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel s09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S09
// S09-NOT: finding
// S09: arg 0 i32[32]: 81 91 101 111 121 131 141 151 81 91 101 111 121 131 141 151 241 251 261 271 281 291 301 311 241 251 261 271 281 291 301 311{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel s10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S10
// S10-NOT: finding
// S10: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 191 191 191 191 191 191 191 191 271 271 271 271 271 271 271 271{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel s11 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=S11
// S11-NOT: finding
// S11: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 145 154 163 172 181 190 199 208 217 226 235 244 253 262 271 280{{$}}
// [S01] tile<8, high(16)>, xor by a constant operand 16 (outside the group: read as run-time, masked to 0)
gpu.module @m_s01 {

  gpu.func @s01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 16 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S02] tile<8, high(16)>, xor by 0 - 8 (folds to -8: masked to the group, 0)
gpu.module @m_s02 {

  gpu.func @s02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %c8 = arith.constant 8 : i32
    %o = arith.subi %z, %c8 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S03] tile<8, high(16)>, xor by a constant operand 12 (12 & 7 = 4)
gpu.module @m_s03 {

  gpu.func @s03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 12 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S04] whole warp, xor by a constant operand 40 (PTX reads b[4:0] = 8)
gpu.module @m_s04 {

  gpu.func @s04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %o = arith.constant 40 : i32
    %res = warp.shuffle xor %w, %v, %o : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S06] even half, xor by a constant operand 2 inside the group (exact pattern: legal)
gpu.module @m_s06 {

  gpu.func @s06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 2 : i32
    %s = warp.shuffle xor %e, %v, %o : !warp.warp<even>, i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S07] tile<1, even>, xor by a constant operand 1 (outside the group of 1: masked to 0, own value)
gpu.module @m_s07 {

  gpu.func @s07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %e, 1 : !warp.warp<even> -> !warp.tile<1, even>
    %o = arith.constant 1 : i32
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<1, even>, i32
    %m = warp.merge %e, %od : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S08] tile<8>, up by a constant operand 9 (past the group: every lane keeps its value)
gpu.module @m_s08 {

  gpu.func @s08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 9 : i32
    %res = warp.shuffle up %t, %v, %o : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S09] tile<16>, down by a constant operand 40 (b[4:0] = 8)
gpu.module @m_s09 {

  gpu.func @s09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %o = arith.constant 40 : i32
    %res = warp.shuffle down %t, %v, %o : !warp.tile<16>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S10] tile<8, high(16)>, idx by a constant operand 35 (rank 3 of each group)
gpu.module @m_s10 {

  gpu.func @s10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 35 : i32
    %s = warp.shuffle idx %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [S11] i64 shuffle on tile<8, high(16)>, xor by a constant operand 24 (both words masked to 0)
gpu.module @m_s11 {

  gpu.func @s11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %o = arith.constant 24 : i32
    %v64 = arith.extui %v : i32 to i64
    %l64 = arith.extui %li : i32 to i64
    %c32_64 = arith.constant 32 : i64
    %vh = arith.shli %v64, %c32_64 : i64
    %x = arith.ori %vh, %l64 : i64
    %y = warp.shuffle xor %t, %x, %o : !warp.tile<8, high(16)>, i64
    %yh = arith.shrui %y, %c32_64 : i64
    %a = arith.trunci %yh : i64 to i32
    %b2 = arith.trunci %y : i64 to i32
    %s = arith.subi %a, %b2 : i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
