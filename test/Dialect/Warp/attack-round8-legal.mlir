// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --canonicalize --cse | warp-opt --split-input-file | FileCheck %s
// Issue 27, round 8 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 8"): hand-written programs that verify, and still verify after
// --canonicalize --cse (the fuzzer's property). Each runs under --sim with
// its hand oracle's values in test/Sim/warp-attack-round8/part*.mlir.

// -----

// [S01] tile<8, high(16)>, xor by a constant operand 16 (outside the group: read as run-time, masked to 0)
// CHECK-LABEL: gpu.func @s01(
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

// -----

// [S02] tile<8, high(16)>, xor by 0 - 8 (folds to -8: masked to the group, 0)
// CHECK-LABEL: gpu.func @s02(
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

// -----

// [S03] tile<8, high(16)>, xor by a constant operand 12 (12 & 7 = 4)
// CHECK-LABEL: gpu.func @s03(
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

// -----

// [S04] whole warp, xor by a constant operand 40 (PTX reads b[4:0] = 8)
// CHECK-LABEL: gpu.func @s04(
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

// -----

// [S06] even half, xor by a constant operand 2 inside the group (exact pattern: legal)
// CHECK-LABEL: gpu.func @s06(
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

// -----

// [S07] tile<1, even>, xor by a constant operand 1 (outside the group of 1: masked to 0, own value)
// CHECK-LABEL: gpu.func @s07(
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

// -----

// [S08] tile<8>, up by a constant operand 9 (past the group: every lane keeps its value)
// CHECK-LABEL: gpu.func @s08(
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

// -----

// [S09] tile<16>, down by a constant operand 40 (b[4:0] = 8)
// CHECK-LABEL: gpu.func @s09(
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

// -----

// [S10] tile<8, high(16)>, idx by a constant operand 35 (rank 3 of each group)
// CHECK-LABEL: gpu.func @s10(
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

// -----

// [S11] i64 shuffle on tile<8, high(16)>, xor by a constant operand 24 (both words masked to 0)
// CHECK-LABEL: gpu.func @s11(
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

// -----

// [S12] whole warp, up by the constant operand -1 (b[4:0] = 31: lane 31 reads lane 0)
// CHECK-LABEL: gpu.func @s12(
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

// -----

// [S13] tile<16, low(16)>, xor by a constant operand 16 (masked to 0: the inactive group 16-31 is never read)
// CHECK-LABEL: gpu.func @s13(
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

// -----

// [S14] tile<2, low(4)>, xor by a constant operand 3 (masked to 1)
// CHECK-LABEL: gpu.func @s14(
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

// -----

// [S17] tile<8, high(16)>, xor by the kernel argument n = 3 (run-time: masked)
// CHECK-LABEL: gpu.func @s17(
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

// -----

// [S18] tile<8, high(16)>, xor by the kernel argument n = 16 (issue item 5: must stay in the group)
// CHECK-LABEL: gpu.func @s18(
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

// -----

// [S19] tile<8, low(16)>, down by a constant operand 24 (b[4:0] = 24: past every group, own value)
// CHECK-LABEL: gpu.func @s19(
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

// -----

// [F01] scf.for carries the warp but yields it unchanged (canonicalize drops the iter_arg: a borrow in the loop)
// CHECK-LABEL: gpu.func @f01(
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

// -----

// [F02] F01 in a private helper bounded by its parameter
// CHECK-LABEL: gpu.func @f02(
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

// -----

// [F03] do-while gap: condition any(i < lane & 3) on the carried warp (3 trips), reduce in the body
// CHECK-LABEL: gpu.func @f03(
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

// -----

// [F04] while condition ballot != 0 on the carried warp
// CHECK-LABEL: gpu.func @f04(
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

// -----

// [F05] uniform scf.if borrowing (flag = 1); canonicalize/sccp/scf-to-cf on it
// CHECK-LABEL: gpu.func @f05(
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

// -----

// [F06] one-trip scf.for carrying the warp with diverge/merge inside (canonicalize inlines the body)
// CHECK-LABEL: gpu.func @f06(
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

// -----

// [F07] zero-trip scf.for carrying the warp (folded away), the result warp reduced after
// CHECK-LABEL: gpu.func @f07(
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

// -----

// [F10] a whole-warp reduce at the top level used only inside a lane-dependent scf.if (control-flow-sink would sink it)
// CHECK-LABEL: gpu.func @f10(
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

// -----

// [F11] two identical tiles of one warp (cse merges them)
// CHECK-LABEL: gpu.func @f11(
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

// -----

// [F12] a borrow directly in a uniform scf.for body that does not carry the warp (LICM must not hoist it)
// CHECK-LABEL: gpu.func @f12(
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

// -----

// [F13] a helper with diverge/merge (the inline pass puts it in the kernel)
// CHECK-LABEL: gpu.func @f13(
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

// -----

// [F14] (flag & odd) | flag: lane-dependent by the analysis (dyn regions), flag by canonicalize? ballot on dyn
// CHECK-LABEL: gpu.func @f14(
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

// -----

// [W01] do-while with diverge/merge in the body: shuffle the accumulator on the even half, reduce on the merged warp
// CHECK-LABEL: gpu.func @w01(
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

// -----

// [W04] while condition first_lane(p) >= 0 on the carried warp
// CHECK-LABEL: gpu.func @w04(
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

// -----

// [W06] while condition !all(i >= lane & 3)
// CHECK-LABEL: gpu.func @w06(
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

// -----

// [W08] scf.for carrying the even half: xor 2 and a tile<1, even> reduce inside
// CHECK-LABEL: gpu.func @w08(
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

// -----

// [W09] a lane-dependent warp.if (dyn regions) inside a loop carrying the warp: ballot / first_lane on dyn
// CHECK-LABEL: gpu.func @w09(
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

// -----

// [W12] while: diverge/merge in the before region, the vote on the merged warp; i += 31 per trip (n = 3: one trip)
// CHECK-LABEL: gpu.func @w12(
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

// -----

// [T01] tile<16, high(16)> reduce add
// CHECK-LABEL: gpu.func @t01(
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

// -----

// [T02] tile<8, mask(0x00ff00ff)> reduce max
// CHECK-LABEL: gpu.func @t02(
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

// -----

// [T03] tile<4, range(4, 12)> inclusive scan add
// CHECK-LABEL: gpu.func @t03(
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

// -----

// [T04] warp scan xor on the prefix low(12)
// CHECK-LABEL: gpu.func @t04(
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

// -----

// [T06] tile<1, even> exclusive scan max (identity INT_MIN)
// CHECK-LABEL: gpu.func @t06(
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

// -----

// [T07] tile<4, mask(0xf0f0f0f0)> exclusive scan mul (identity 1)
// CHECK-LABEL: gpu.func @t07(
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

// -----

// [T08] tile<8, high(16)> broadcast rank 5
// CHECK-LABEL: gpu.func @t08(
gpu.module @m_t08 {

  gpu.func @t08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %a, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.broadcast %t, %v, 5 : !warp.tile<8, high(16)>, i32
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

// -----

// [T12] tile<16, high(16)> exclusive scan min (issue item 7 class)
// CHECK-LABEL: gpu.func @t12(
gpu.module @m_t12 {

  gpu.func @t12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %s = warp.scan exclusive min %t, %v : !warp.tile<16, high(16)>, i32
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

// -----

// [T14] nested static warp.if: tile<4, range(8, 16)> reduce or, then tile<2> inclusive scan in the inner region
// CHECK-LABEL: gpu.func @t14(
gpu.module @m_t14 {

  gpu.func @t14(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, range(8, 16) -> (!warp.warp<all>, i32) {
    ^bb0(%x: !warp.warp<range(8, 16)>):
      %t = warp.tile %x, 4 : !warp.warp<range(8, 16)> -> !warp.tile<4, range(8, 16)>
      %s = warp.reduce or %t, %v : !warp.tile<4, range(8, 16)>, i32
      %w3, %r2 = warp.if %x, mask(0x0000f000) -> (!warp.warp<range(8, 16)>, i32) {
      ^bb0(%y: !warp.warp<mask(0x0000f000)>):
        %t2 = warp.tile %y, 2 : !warp.warp<mask(0x0000f000)> -> !warp.tile<2, mask(0x0000f000)>
        %q = warp.scan inclusive add %t2, %s : !warp.tile<2, mask(0x0000f000)>, i32
        warp.yield %y, %q : !warp.warp<mask(0x0000f000)>, i32
      } else {
      ^bb0(%y: !warp.warp<mask(0x00000f00)>):
        warp.yield %y, %s : !warp.warp<mask(0x00000f00)>, i32
      }
      warp.yield %w3, %r2 : !warp.warp<range(8, 16)>, i32
    } else {
    ^bb0(%x: !warp.warp<mask(0xffff00ff)>):
      warp.yield %x, %minus : !warp.warp<mask(0xffff00ff)>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B01] ballot on both dyn sub-warps of warp.if on lane & 1
// CHECK-LABEL: gpu.func @b01(
gpu.module @m_b01 {

  gpu.func @b01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %three = arith.constant 3 : i32
      %rm = arith.remui %li, %three : i32
      %p = arith.cmpi eq, %rm, %z : i32
      %x = warp.ballot %d, %p : !warp.warp<dyn> -> i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %three = arith.constant 3 : i32
      %rm = arith.remui %li, %three : i32
      %p = arith.cmpi eq, %rm, %z : i32
      %x = warp.ballot %d, %p : !warp.warp<dyn> -> i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B02] match_any with an i64 key (lane % 3) on the odd dyn sub-warp
// CHECK-LABEL: gpu.func @b02(
gpu.module @m_b02 {

  gpu.func @b02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %three = arith.constant 3 : i32
      %rm = arith.remui %li, %three : i32
      %k = arith.extui %rm : i32 to i64
      %x = warp.match_any %d, %k : !warp.warp<dyn>, i64 -> i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B03] first_lane on both dyn sub-warps
// CHECK-LABEL: gpu.func @b03(
gpu.module @m_b03 {

  gpu.func @b03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %three = arith.constant 3 : i32
      %rm = arith.remui %li, %three : i32
      %p = arith.cmpi eq, %rm, %z : i32
      %x = warp.first_lane %d, %p : !warp.warp<dyn>
      warp.yield %d, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %c20 = arith.constant 20 : i32
      %p = arith.cmpi ugt, %li, %c20 : i32
      %x = warp.first_lane %d, %p : !warp.warp<dyn>
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [B04] dyn inside dyn: ballot of the odd lanes below 8, all(odd) on the other odd lanes
// CHECK-LABEL: gpu.func @b04(
gpu.module @m_b04 {

  gpu.func @b04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %c8 = arith.constant 8 : i32
      %lt = arith.cmpi ult, %li, %c8 : i32
      %d2, %x = warp.if %d, %lt -> (!warp.warp<dyn>, i32) {
      ^bb0(%e: !warp.warp<dyn>):
        %b = warp.ballot %e, %true : !warp.warp<dyn> -> i32
        warp.yield %e, %b : !warp.warp<dyn>, i32
      } else {
      ^bb0(%e: !warp.warp<dyn>):
        %aa = warp.all %e, %odd : !warp.warp<dyn>
        %b = arith.extui %aa : i1 to i32
        warp.yield %e, %b : !warp.warp<dyn>, i32
      }
      warp.yield %d2, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %z, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [K03] a dyn sub-warp through a helper doing ballot
// CHECK-LABEL: gpu.func @k03(
gpu.module @m_k03 {
  func.func private @h(%d: !warp.warp<dyn>, %p: i1) -> (!warp.warp<dyn>, i32) {
    %b = warp.ballot %d, %p : !warp.warp<dyn> -> i32
    return %d, %b : !warp.warp<dyn>, i32
  }
  gpu.func @k03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %three = arith.constant 3 : i32
      %rm = arith.remui %li, %three : i32
      %p = arith.cmpi eq, %rm, %z : i32
      %d2, %x = func.call @h(%d, %p) : (!warp.warp<dyn>, i1) -> (!warp.warp<dyn>, i32)
      warp.yield %d2, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [K06] a helper taking dyn splits it statically by low(8) (dyn halves), ballot / first_lane
// CHECK-LABEL: gpu.func @k06(
gpu.module @m_k06 {
  func.func private @h(%d: !warp.warp<dyn>, %v: i32) -> (!warp.warp<dyn>, i32) {
    %d2, %r = warp.if %d, low(8) -> (!warp.warp<dyn>, i32) {
    ^bb0(%e: !warp.warp<dyn>):
      %c = arith.constant 1 : i32
      %p = arith.cmpi ugt, %v, %c : i32
      %b = warp.ballot %e, %p : !warp.warp<dyn> -> i32
      warp.yield %e, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      %t = arith.constant true
      %f = warp.first_lane %e, %t : !warp.warp<dyn>
      warp.yield %e, %f : !warp.warp<dyn>, i32
    }
    return %d2, %r : !warp.warp<dyn>, i32
  }
  gpu.func @k06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %r = warp.if %w, %odd -> (!warp.warp<all>, i32) {
    ^bb0(%d: !warp.warp<dyn>):
      %d2, %x = func.call @h(%d, %v) : (!warp.warp<dyn>, i32) -> (!warp.warp<dyn>, i32)
      warp.yield %d2, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      %x = arith.addi %v, %z : i32
      warp.yield %d, %x : !warp.warp<dyn>, i32
    }
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [D04] 64x2 block: tid.x >> 5 is a warp index (1 or 2 trips)
// CHECK-LABEL: gpu.func @d04(
gpu.module @m_d04 {

  gpu.func @d04(%out: memref<128xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 2, 1>} {
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
    %lx_ = gpu.thread_id x
    %ly_ = gpu.thread_id y
    %bdx_ = gpu.block_dim x
    %lz_ = gpu.thread_id z
    %bdy_ = gpu.block_dim y
    %lzy_ = arith.muli %lz_, %bdy_ : index
    %lzyy_ = arith.addi %lzy_, %ly_ : index
    %lyx_ = arith.muli %lzyy_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index

    %c5 = arith.constant 5 : index    %tx = gpu.thread_id x
    %txi = arith.index_cast %tx : index to i32
    %ub0 = arith.shrui %tx, %c5 : index
    %ub = arith.addi %ub0, %c1 : index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<128xi32>
    gpu.return
  }
}

// -----

// [D10] reqntid 32x3: blockDim.y + 1 = 4 trips
// CHECK-LABEL: gpu.func @d10(
gpu.module @m_d10 {

  gpu.func @d10(%out: memref<96xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 32, 3, 1>} {
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
    %lx_ = gpu.thread_id x
    %ly_ = gpu.thread_id y
    %bdx_ = gpu.block_dim x
    %lz_ = gpu.thread_id z
    %bdy_ = gpu.block_dim y
    %lzy_ = arith.muli %lz_, %bdy_ : index
    %lzyy_ = arith.addi %lzy_, %ly_ : index
    %lyx_ = arith.muli %lzyy_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index

    %bd = gpu.block_dim y
    %ub = arith.addi %bd, %c1 : index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<96xi32>
    gpu.return
  }
}

// -----

// [E01] a helper that exits, called after the warp's last use (the final store is not reached)
// CHECK-LABEL: gpu.func @e01(
gpu.module @m_e01 {
  func.func private @bye() {
    nvvm.exit
    return
  }
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

    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    func.call @bye() : () -> ()
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [E03] exit on the second trip of a uniform warp loop (every lane leaves together)
// CHECK-LABEL: gpu.func @e03(
gpu.module @m_e03 {

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

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      memref.store %a2, %out[%lane] : memref<32xi32>
      %last = arith.cmpi eq, %i, %c1 : index
      scf.if %last {
        nvvm.exit
      }
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U06] a full-mask nvvm.vote.sync ballot & 7 (= 1: lane 0) as a bound
// CHECK-LABEL: gpu.func @u06(
gpu.module @m_u06 {

  gpu.func @u06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %c3 = arith.constant 3 : i32
    %ls = arith.andi %li, %c3 : i32
    %pp = arith.cmpi eq, %ls, %z : i32
    %bb = nvvm.vote.sync ballot %minus, %pp -> i32
    %c7 = arith.constant 7 : i32
    %bi = arith.andi %bb, %c7 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U08] redux.sync add 1 over the full mask - 31 = 1 trip
// CHECK-LABEL: gpu.func @u08(
gpu.module @m_u08 {

  gpu.func @u08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %bi0 = nvvm.redux.sync add %one, %minus : i32 -> i32
    %c31 = arith.constant 31 : i32
    %bi = arith.subi %bi0, %c31 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U12] popc(ballot(odd)) - 15 = 1 trip
// CHECK-LABEL: gpu.func @u12(
gpu.module @m_u12 {

  gpu.func @u12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %bb = warp.ballot %w, %odd : !warp.warp<all> -> i32
    %pc = math.ctpop %bb : i32
    %c15 = arith.constant 15 : i32
    %bi = arith.subi %pc, %c15 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [U17] (nvvm tid.x >> 5) + 1 under a declared 32-thread block
// CHECK-LABEL: gpu.func @u17(
gpu.module @m_u17 {

  gpu.func @u17(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %wi = nvvm.read.ptx.sreg.tid.x : i32
    %c5i = arith.constant 5 : i32
    %wq = arith.shrui %wi, %c5i : i32
    %bi = arith.addi %wq, %one : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C01] a cf loop carrying the warp, back edge on any(i < lane & 3): 3 trips
// CHECK-LABEL: gpu.func @c01(
gpu.module @m_c01 {

  gpu.func @c01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    cf.br ^hdr(%w, %z, %z : !warp.warp<all>, i32, i32)
  ^hdr(%hw: !warp.warp<all>, %i: i32, %acc: i32):
    %s = warp.reduce add %hw, %v : !warp.warp<all>, i32
    %acc2 = arith.addi %acc, %s : i32
    %i2 = arith.addi %i, %one : i32
    %p = arith.cmpi ult, %i2, %lim : i32
    %any = warp.any %hw, %p : !warp.warp<all>
    cf.cond_br %any, ^hdr(%hw, %i2, %acc2 : !warp.warp<all>, i32, i32), ^exit(%hw, %acc2 : !warp.warp<all>, i32)
  ^exit(%ew: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C03] cf.switch on n & 1 (uniform) carrying the warp (n = 3: max)
// CHECK-LABEL: gpu.func @c03(
gpu.module @m_c03 {

  gpu.func @c03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %sel = arith.andi %n, %one : i32
    cf.switch %sel : i32, [
      default: ^a(%w : !warp.warp<all>),
      0: ^b(%w : !warp.warp<all>)
    ]
  ^a(%aw: !warp.warp<all>):
    %sa = warp.reduce max %aw, %v : !warp.warp<all>, i32
    cf.br ^j(%aw, %sa : !warp.warp<all>, i32)
  ^b(%bw: !warp.warp<all>):
    %sb = warp.reduce min %bw, %v : !warp.warp<all>, i32
    cf.br ^j(%bw, %sb : !warp.warp<all>, i32)
  ^j(%jw: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C04] two entry warps: one diverged, a whole-warp reduce on the other while the halves are live
// CHECK-LABEL: gpu.func @c04(
gpu.module @m_c04 {

  gpu.func @c04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %s = warp.reduce add %w2, %v : !warp.warp<all>, i32
    %q = warp.shuffle xor %e, %s, 2 : !warp.warp<even>, i32
    %m = warp.merge %od, %e : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
    %res = arith.select %odd, %s, %q : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// [C05] two entries: warp.if on one, reduce on the other after it
// CHECK-LABEL: gpu.func @c05(
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

// -----

// [C08] do-while whose after region only forwards the warp (canonicalize rewrites such whiles)
// CHECK-LABEL: gpu.func @c08(
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

// -----

// [C09] while on all(i < n): diverge/merge in the after region, i += 32 (one trip)
// CHECK-LABEL: gpu.func @c09(
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

// -----

// [C10] a cf loop on i < n (kernel argument) with diverge/merge in the body
// CHECK-LABEL: gpu.func @c10(
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
