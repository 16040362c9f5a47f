// RUN: warp-run --sim --sim-seed 0 %s --kernel q00 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q00
// RUN: warp-run --sim --sim-seed 1 %s --kernel q01 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q01
// RUN: warp-run --sim --sim-seed 7 %s --kernel q02 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q02
// RUN: warp-run --sim --sim-seed 0 %s --kernel q03 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q03
// RUN: warp-run --sim --sim-seed 1 %s --kernel q04 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q04
// RUN: warp-run --sim --sim-seed 7 %s --kernel q05 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q05
// RUN: warp-run --sim --sim-seed 0 %s --kernel q06 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q06
// RUN: warp-run --sim --sim-seed 1 %s --kernel q07 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q07
// RUN: warp-run --sim --sim-seed 7 %s --kernel q08 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q08
// RUN: warp-run --sim --sim-seed 0 %s --kernel q09 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q09
// RUN: warp-run --sim --sim-seed 1 %s --kernel q10 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q10
// RUN: warp-run --sim --sim-seed 7 %s --kernel q11 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q11
// RUN: warp-run --sim --sim-seed 0 %s --kernel q12 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q12
// RUN: warp-run --sim --sim-seed 1 %s --kernel q13 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q13
// RUN: warp-run --sim --sim-seed 7 %s --kernel q14 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q14
// RUN: warp-run --sim --sim-seed 0 %s --kernel q15 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q15
// RUN: warp-run --sim --sim-seed 1 %s --kernel q16 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q16
// RUN: warp-run --sim --sim-seed 7 %s --kernel q17 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q17
// RUN: warp-run --sim --sim-seed 0 %s --kernel q18 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q18
// RUN: warp-run --sim --sim-seed 1 %s --kernel q19 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q19
// RUN: warp-run --sim --sim-seed 7 %s --kernel q20 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q20
// RUN: warp-run --sim --sim-seed 0 %s --kernel q21 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=Q21
// Issue 27, round 9 of the adversarial pass: shuffle offsets given as
// constant operands outside [0, group) (negative, >= the group, >= 32,
// INT_MIN/INT_MAX) on tiles of every size, of the whole warp and of both
// halves. W15 reads such a constant as the run-time value: the lowering masks
// an xor into the group (offset & (group - 1)); up/down/idx keep PTX's
// b[4:0] and the segment clamp. Expected values from a lane model written from
// the PTX ISA's shfl.sync pseudo-code (bval = b[4:0], segmask = 32 - group,
// maxLane/minLane; bfly/down valid iff j <= maxLane, up iff j >= maxLane,
// idx j = minLane | (bval & ~segmask)), v = 10 l + 1 on lane l, lanes outside
// a half store -1 (notes: /work/notes/attack27-round9-log.md).

// Q00-NOT: finding
// Q00: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q01-NOT: finding
// Q01: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q02-NOT: finding
// Q02: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q03-NOT: finding
// Q03: arg 0 i32[32]: 31 21 11 1 71 61 51 41 111 101 91 81 151 141 131 121 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// Q04-NOT: finding
// Q04: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q05-NOT: finding
// Q05: arg 0 i32[32]: 311 301 291 281 271 261 251 241 231 221 211 201 191 181 171 161 151 141 131 121 111 101 91 81 71 61 51 41 31 21 11 1{{$}}
// Q06-NOT: finding
// Q06: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 171 161 191 181 211 201 231 221 251 241 271 261 291 281 311 301{{$}}
// Q07-NOT: finding
// Q07: arg 0 i32[32]: 11 1 31 21 51 41 71 61 91 81 111 101 131 121 151 141 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// Q08-NOT: finding
// Q08: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q09-NOT: finding
// Q09: arg 0 i32[32]: 1 1 11 21 41 41 51 61 81 81 91 101 121 121 131 141 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// Q10-NOT: finding
// Q10: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q11-NOT: finding
// Q11: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q12-NOT: finding
// Q12: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q13-NOT: finding
// Q13: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// Q14-NOT: finding
// Q14: arg 0 i32[32]: 1 11 21 31 41 51 61 71 81 91 101 111 121 131 141 151 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q15-NOT: finding
// Q15: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 171 181 191 201 211 221 231 241 251 261 271 281 291 301 311{{$}}
// Q16-NOT: finding
// Q16: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 171 171 171 171 171 171 171 171 251 251 251 251 251 251 251 251{{$}}
// Q17-NOT: finding
// Q17: arg 0 i32[32]: 151 151 151 151 151 151 151 151 151 151 151 151 151 151 151 151 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// Q18-NOT: finding
// Q18: arg 0 i32[32]: 1 1 1 1 41 41 41 41 81 81 81 81 121 121 121 121 161 161 161 161 201 201 201 201 241 241 241 241 281 281 281 281{{$}}
// Q19-NOT: finding
// Q19: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 161 161 181 181 201 201 221 221 241 241 261 261 281 281 301 301{{$}}
// Q20-NOT: finding
// Q20: arg 0 i32[32]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// Q21-NOT: finding
// Q21: arg 0 i32[32]: 71 71 71 71 71 71 71 71 151 151 151 151 151 151 151 151 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}

gpu.module @m {
  // [q00] shuffle xor on !warp.tile<8, high(16)> by the constant operand -8
  gpu.func @q00(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -8 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q01] shuffle xor on !warp.tile<8, high(16)> by the constant operand 16
  gpu.func @q01(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 16 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q02] shuffle xor on !warp.tile<8, high(16)> by the constant operand 24
  gpu.func @q02(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 24 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q03] shuffle xor on !warp.tile<4, low(16)> by the constant operand -1
  gpu.func @q03(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -1 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 4 : !warp.warp<low(16)> -> !warp.tile<4, low(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<4, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q04] shuffle xor on !warp.tile<16> by the constant operand -16
  gpu.func @q04(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -16 : i32
    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %res = warp.shuffle xor %t, %v, %o : !warp.tile<16>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q05] shuffle xor on !warp.tile<32> by the constant operand -1
  gpu.func @q05(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -1 : i32
    %t = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %res = warp.shuffle xor %t, %v, %o : !warp.tile<32>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q06] shuffle xor on !warp.tile<2, high(16)> by the constant operand 2147483647
  gpu.func @q06(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 2147483647 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 2 : !warp.warp<high(16)> -> !warp.tile<2, high(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<2, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q07] shuffle xor on !warp.tile<16, low(16)> by the constant operand 33
  gpu.func @q07(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 33 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %s = warp.shuffle xor %t, %v, %o : !warp.tile<16, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q08] shuffle up on !warp.tile<8, high(16)> by the constant operand -1
  gpu.func @q08(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -1 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle up %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q09] shuffle up on !warp.tile<4, low(16)> by the constant operand 33
  gpu.func @q09(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 33 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 4 : !warp.warp<low(16)> -> !warp.tile<4, low(16)>
    %s = warp.shuffle up %t, %v, %o : !warp.tile<4, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q10] shuffle up on !warp.tile<16> by the constant operand -33
  gpu.func @q10(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -33 : i32
    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %res = warp.shuffle up %t, %v, %o : !warp.tile<16>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q11] shuffle up on !warp.tile<16, high(16)> by the constant operand 32
  gpu.func @q11(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 32 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
    %s = warp.shuffle up %t, %v, %o : !warp.tile<16, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q12] shuffle down on !warp.tile<8, high(16)> by the constant operand -8
  gpu.func @q12(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -8 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle down %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q13] shuffle down on !warp.tile<2, low(16)> by the constant operand 64
  gpu.func @q13(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 64 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 2 : !warp.warp<low(16)> -> !warp.tile<2, low(16)>
    %s = warp.shuffle down %t, %v, %o : !warp.tile<2, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q14] shuffle down on !warp.tile<8> by the constant operand -2147483648
  gpu.func @q14(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -2147483648 : i32
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %res = warp.shuffle down %t, %v, %o : !warp.tile<8>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q15] shuffle down on !warp.tile<4, high(16)> by the constant operand 31
  gpu.func @q15(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 31 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 4 : !warp.warp<high(16)> -> !warp.tile<4, high(16)>
    %s = warp.shuffle down %t, %v, %o : !warp.tile<4, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q16] shuffle idx on !warp.tile<8, high(16)> by the constant operand 33
  gpu.func @q16(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 33 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle idx %t, %v, %o : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q17] shuffle idx on !warp.tile<16, low(16)> by the constant operand -1
  gpu.func @q17(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -1 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %s = warp.shuffle idx %t, %v, %o : !warp.tile<16, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q18] shuffle idx on !warp.tile<4> by the constant operand -4
  gpu.func @q18(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -4 : i32
    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %res = warp.shuffle idx %t, %v, %o : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q19] shuffle idx on !warp.tile<2, high(16)> by the constant operand 100
  gpu.func @q19(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 100 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 2 : !warp.warp<high(16)> -> !warp.tile<2, high(16)>
    %s = warp.shuffle idx %t, %v, %o : !warp.tile<2, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi uge, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q20] shuffle idx on !warp.tile<32> by the constant operand 32
  gpu.func @q20(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant 32 : i32
    %t = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %res = warp.shuffle idx %t, %v, %o : !warp.tile<32>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  // [q21] shuffle idx on !warp.tile<8, low(16)> by the constant operand -33
  gpu.func @q21(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ten = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %o = arith.constant -33 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
    %s = warp.shuffle idx %t, %v, %o : !warp.tile<8, low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16i = arith.constant 16 : i32
    %up = arith.cmpi ult, %li, %c16i : i32
    %res = arith.select %up, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
