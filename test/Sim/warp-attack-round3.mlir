// Issue 27, round 3 of the adversarial pass: the verified programs of
// test/Dialect/Warp/attack-round3*.mlir (tiles on halves with run-time
// offsets, first_lane on a half, tiles of 1, a uniform exit) run under --sim
// with two schedules; a finding exits 4 and fails the RUN line. Expected
// values are from test/Sim/Inputs/attack_round3_oracle.py (the PTX ISA's
// shfl.sync/vote/match definitions, written independently of the lowering);
// lanes outside a half store a marker (-1, -7).
// RUN: warp-run --sim --sim-seed 1 %s --kernel k1 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K1
// RUN: warp-run --sim --sim-seed 7 %s --kernel k1 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K1
// RUN: warp-run --sim --sim-seed 1 %s --kernel k2 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K2
// RUN: warp-run --sim --sim-seed 7 %s --kernel k2 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K2
// RUN: warp-run --sim --sim-seed 1 %s --kernel k3 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K3
// RUN: warp-run --sim --sim-seed 7 %s --kernel k3 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K3
// RUN: warp-run --sim --sim-seed 1 %s --kernel k4 --block 32 --arg i32[32] --arg i32:-1 --print 2>&1 | FileCheck %s --check-prefix=K4
// RUN: warp-run --sim --sim-seed 7 %s --kernel k4 --block 32 --arg i32[32] --arg i32:-1 --print 2>&1 | FileCheck %s --check-prefix=K4
// RUN: warp-run --sim --sim-seed 1 %s --kernel k5 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K5
// RUN: warp-run --sim --sim-seed 7 %s --kernel k5 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K5
// RUN: warp-run --sim --sim-seed 1 %s --kernel k6 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K6
// RUN: warp-run --sim --sim-seed 7 %s --kernel k6 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K6
// RUN: warp-run --sim --sim-seed 1 %s --kernel k7 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K7
// RUN: warp-run --sim --sim-seed 7 %s --kernel k7 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K7
// RUN: warp-run --sim --sim-seed 1 %s --kernel k8 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K8
// RUN: warp-run --sim --sim-seed 7 %s --kernel k8 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K8
// RUN: warp-run --sim --sim-seed 1 %s --kernel k9 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K9
// RUN: warp-run --sim --sim-seed 7 %s --kernel k9 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K9
// RUN: warp-run --sim --sim-seed 1 %s --kernel k11 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K11
// RUN: warp-run --sim --sim-seed 7 %s --kernel k11 --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=K11
// RUN: warp-run --sim --sim-seed 1 %s --kernel k10 --block 32 --arg i32[32] --arg i32:40 --print 2>&1 | FileCheck %s --check-prefix=K10N
// RUN: warp-run --sim --sim-seed 7 %s --kernel k10 --block 32 --arg i32[32] --arg i32:40 --print 2>&1 | FileCheck %s --check-prefix=K10N
// RUN: warp-run --sim --sim-seed 1 %s --kernel k10 --block 32 --arg i32[32] --arg i32:3 --print 2>&1 | FileCheck %s --check-prefix=K10Y
// RUN: warp-run --sim --sim-seed 7 %s --kernel k10 --block 32 --arg i32[32] --arg i32:3 --print 2>&1 | FileCheck %s --check-prefix=K10Y
// RUN: warp-run --sim --sim-seed 1 %s --kernel k12 --block 32 --arg i32[32] --arg i32:5 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K12
// RUN: warp-run --sim --sim-seed 7 %s --kernel k12 --block 32 --arg i32[32] --arg i32:5 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K12
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
//
// K1: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 210 160 190 220 170 200 230 180 290 240 270 300 250 280 310 260{{$}}
// K2: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 160 200 180 190 200 210 220 230 240 250 260 280 280 290 300 310{{$}}
// K3: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 160 170 180 190 200 210 200 180 240 250 260 260 240 290 300 310{{$}}
// K4: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 110 100 90 80 150 140 130 120 190 180 170 160 230 220 210 200 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// K5: arg 0 i32[32]: 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7 6 -7{{$}}
// K6: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 190 190 190 190 230 230 230 230 270 270 270 270 310 310 310 310{{$}}
// K7: arg 0 i32[32]: -1 -1 -1 -1 0 5 11 18 0 9 19 30 0 13 27 42 0 17 35 54 0 21 43 66 0 25 51 78 -1 -1 -1 -1{{$}}
// K8: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 3 3 28 28 28 224 224 224 7 7 7 56 56 56 192 192{{$}}
// K9: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 36 36 36 36 36 36 36 36 73 73 73 73 73 73 73 73{{$}}
// K11: arg 0 i32[32]: 0 -1 20 -1 40 -1 60 -1 80 -1 100 -1 120 -1 140 -1 160 -1 180 -1 200 -1 220 -1 240 -1 260 -1 280 -1 300 -1{{$}}
// K10N: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// K10Y: arg 0 i32[32]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131{{$}}
// cf.assert on a kernel flag that holds: all 32 lanes reduce 5.
// K12: arg 0 i32[32]: 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160 160{{$}}
// The shuffles on !warp.tile<8, high(16)> use the group's member mask
// (0xff << (lane & ~7), ANDed with high(16)) and segment clamp 0x181f.
// PTX-LABEL: .entry k1(
// PTX: shfl.sync.idx.b32
// PTX-LABEL: .entry k10(
// PTX: vote.sync.any.pred

gpu.module @m {
  // 1: shuffle idx with a run-time source rank on !warp.tile<8, high(16)>
  gpu.func @k1(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %o3 = arith.muli %l, %c3 : i32
    %off = arith.addi %o3, %c5 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle idx %t, %v, %off : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 2: shuffle down by a run-time 3*lane mod 16 on the same tile
  gpu.func @k2(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %c15 = arith.constant 15 : i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %o3 = arith.muli %l, %c3 : i32
    %off = arith.andi %o3, %c15 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle down %t, %v, %off : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 3: shuffle up by a run-time 3*lane mod 16 on the same tile
  gpu.func @k3(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %c15 = arith.constant 15 : i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %o3 = arith.muli %l, %c3 : i32
    %off = arith.andi %o3, %c15 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle up %t, %v, %off : !warp.tile<8, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 4: shuffle xor by a run-time -1 on !warp.tile<4, range(8, 24)>
  gpu.func @k4(%out: memref<32xi32>, %neg: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %in, %ot = warp.diverge %w, range(8, 24) : !warp.warp<all> -> !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)>
    %t = warp.tile %in, 4 : !warp.warp<range(8, 24)> -> !warp.tile<4, range(8, 24)>
    %s = warp.shuffle xor %t, %v, %neg : !warp.tile<4, range(8, 24)>, i32
    %m = warp.merge %in, %ot : !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %c24 = arith.constant 24 : i32
    %a = arith.cmpi uge, %l, %c8 : i32
    %b = arith.cmpi ult, %l, %c24 : i32
    %isIn = arith.andi %a, %b : i1
    %r = arith.select %isIn, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 5: first_lane on the even half (p = lane % 3 == 0 and lane >= 5)
  gpu.func @k5(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %mk = arith.constant -7 : i32
    %rem = arith.remui %l, %c3 : i32
    %p3 = arith.cmpi eq, %rem, %c0 : i32
    %ge = arith.cmpi uge, %l, %c5 : i32
    %p = arith.andi %p3, %ge : i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %f = warp.first_lane %e, %p : !warp.warp<even>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %r2 = arith.remui %l, %c2 : i32
    %isEven = arith.cmpi eq, %r2, %c0 : i32
    %r = arith.select %isEven, %f, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 6: broadcast from rank 3 on !warp.tile<4, high(16)>
  gpu.func @k6(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 4 : !warp.warp<high(16)> -> !warp.tile<4, high(16)>
    %s = warp.broadcast %t, %v, 3 : !warp.tile<4, high(16)>, i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 7: exclusive scan add on !warp.tile<4, range(4, 28)>, v = lane + 1
  gpu.func @k7(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %mk = arith.constant -1 : i32
    %v = arith.addi %l, %c1 : i32
    %in, %ot = warp.diverge %w, range(4, 28) : !warp.warp<all> -> !warp.warp<range(4, 28)>, !warp.warp<mask(0xf000000f)>
    %t = warp.tile %in, 4 : !warp.warp<range(4, 28)> -> !warp.tile<4, range(4, 28)>
    %s = warp.scan exclusive add %t, %v : !warp.tile<4, range(4, 28)>, i32
    %m = warp.merge %in, %ot : !warp.warp<range(4, 28)>, !warp.warp<mask(0xf000000f)> -> !warp.warp<all>
    %c4 = arith.constant 4 : i32
    %c28 = arith.constant 28 : i32
    %a = arith.cmpi uge, %l, %c4 : i32
    %b = arith.cmpi ult, %l, %c28 : i32
    %isIn = arith.andi %a, %b : i1
    %r = arith.select %isIn, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 8: match_any of lane / 3 on !warp.tile<8, high(16)>
  gpu.func @k8(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %mk = arith.constant -1 : i32
    %v = arith.divui %l, %c3 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.match_any %t, %v : !warp.tile<8, high(16)>, i32 -> i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 9: ballot of lane % 3 == 0 on !warp.tile<8, high(16)>
  gpu.func @k9(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %mk = arith.constant -1 : i32
    %rem = arith.remui %l, %c3 : i32
    %p = arith.cmpi eq, %rem, %c0 : i32
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.ballot %t, %p : !warp.tile<8, high(16)> -> i32
    %m = warp.merge %hi, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %isHi = arith.cmpi uge, %l, %c16 : i32
    %r = arith.select %isHi, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 10: an exit under a vote on the whole warp (W19's uniform exit): every
  // lane leaves when some lane equals %k, none otherwise
  gpu.func @k10(%out: memref<32xi32>, %k: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c100 = arith.constant 100 : i32
    %mark = arith.addi %l, %c100 : i32
    memref.store %mark, %out[%lane] : memref<32xi32>
    %p = arith.cmpi eq, %l, %k : i32
    %a = warp.any %w, %p : !warp.warp<all>
    scf.if %a {
      nvvm.exit
    }
    %r = warp.reduce add %w, %l : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 11: a run-time source lane on !warp.tile<1, even>: each even lane reads
  // itself (its group is the lane alone), odd lanes store a marker
  gpu.func @k11(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c7 = arith.constant 7 : i32
    %c10 = arith.constant 10 : i32
    %mk = arith.constant -1 : i32
    %v = arith.muli %l, %c10 : i32
    %src = arith.muli %l, %c7 : i32
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %t = warp.tile %e, 1 : !warp.warp<even> -> !warp.tile<1, even>
    %s = warp.shuffle idx %t, %v, %src : !warp.tile<1, even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %r2 = arith.remui %l, %c2 : i32
    %isEven = arith.cmpi eq, %r2, %c0 : i32
    %r = arith.select %isEven, %s, %mk : i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 12: cf.assert on a kernel flag (warp-uniform: all lanes trap or none)
  gpu.func @k12(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    cf.assert %flag, "flag set"
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
