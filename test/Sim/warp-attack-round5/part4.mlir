// Issue 27, round 5 of the adversarial pass (part 4: T06-T17)
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
// RUN: warp-run --sim --sim-seed 0 %s --kernel t06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T06
// T06-NOT: finding
// T06: arg 0 i32[32]: 31 21 11 1 71 61 51 41 111 101 91 81 151 141 131 121 191 181 171 161 231 221 211 201 271 261 251 241 311 301 291 281{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T08
// T08-NOT: finding
// T08: arg 0 i32[32]: -1 -1 -1 -1 -1 51 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T09
// T09-NOT: finding
// T09: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 0 161 332 513 704 905 1116 1337 0 241 492 753 1024 1305 1596 1897{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel t10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T10
// T10-NOT: finding
// T10: arg 0 i32[32]: -1 -1 21 52 -1 -1 61 132 -1 -1 101 212 -1 -1 141 292 -1 -1 181 372 -1 -1 221 452 -1 -1 261 532 -1 -1 301 612{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t11 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T11
// T11-NOT: finding
// T11: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T12
// T12-NOT: finding
// T12: arg 0 i32[32]: 2 2 2 2 12234 12234 12234 12234 146 146 146 146 57242 57242 57242 57242 322 322 322 322 8554 8554 8554 8554 242 242 242 242 10746 10746 10746 10746{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel t13 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T13
// T13-NOT: finding
// T13: arg 0 i32[32]: 2 22 42 62 82 102 122 142 162 182 202 222 242 262 282 302 322 342 362 382 402 422 442 462 482 502 522 542 562 582 602 622{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T14
// T14-NOT: finding
// T14: arg 0 i32[32]: 71 71 71 71 71 71 71 71 -1 -1 -1 -1 -1 -1 -1 -1 231 231 231 231 231 231 231 231 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t17 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T17
// T17-NOT: finding
// T17: arg 0 i32[32]: 1 11 21 31 41 1 11 21 31 41 51 61 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}

gpu.module @kernels {
  // t06 (tile-xor-neg) - run-time xor -1 on a tile of 4: masked to 3
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

    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %k = arith.subi %z, %one : i32
    %res = warp.shuffle xor %t, %v, %k : !warp.tile<4>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t08 (one-lane) - xor 0 on a one-lane half lane(5) reads only itself
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

    %l0, %rest = warp.diverge %w, lane(5) : !warp.warp<all> -> !warp.warp<lane(5)>, !warp.warp<mask(0xffffffdf)>
    %s = warp.shuffle xor %l0, %v, 0 : !warp.warp<lane(5)>, i32
    %m = warp.merge %l0, %rest : !warp.warp<lane(5)>, !warp.warp<mask(0xffffffdf)> -> !warp.warp<all>
    %c5 = arith.constant 5 : i32
    %is = arith.cmpi eq, %li, %c5 : i32
    %res = arith.select %is, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t09 (scan-tile) - exclusive scan on a tile of 8 over high(16)
  gpu.func @t09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.scan exclusive add %t, %v : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t10 (scan-tile2) - inclusive scan on tiles of 2 over mask(0xcccccccc) (every other pair)
  gpu.func @t10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, mask(0xcccccccc) : !warp.warp<all> -> !warp.warp<mask(0xcccccccc)>, !warp.warp<mask(0x33333333)>
    %t = warp.tile %lo, 2 : !warp.warp<mask(0xcccccccc)> -> !warp.tile<2, mask(0xcccccccc)>
    %s = warp.scan inclusive add %t, %v : !warp.tile<2, mask(0xcccccccc)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0xcccccccc)>, !warp.warp<mask(0x33333333)> -> !warp.warp<all>
    %c2i = arith.constant 2 : i32
    %b2 = arith.andi %li, %c2i : i32
    %in = arith.cmpi ne, %b2, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t11 (reduce-tile16) - max on a tile of 16 over high(16)
  gpu.func @t11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %t = warp.tile %lo, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
    %s = warp.reduce max %t, %v : !warp.tile<16, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t12 (reduce-kinds) - min, and, or, xor on tiles of 4 (combined)
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

    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %a = warp.reduce min %t, %v : !warp.tile<4>, i32
    %b = warp.reduce and %t, %v : !warp.tile<4>, i32
    %c = warp.reduce or %t, %v : !warp.tile<4>, i32
    %d = warp.reduce xor %t, %v : !warp.tile<4>, i32
    %ab = arith.addi %a, %b : i32
    %cd = arith.muli %c, %d : i32
    %res = arith.addi %ab, %cd : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t13 (scan-tile1) - scans and a reduce on tiles of 1: exclusive 0, inclusive and reduce the lane itself
  gpu.func @t13(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    %a = warp.scan exclusive add %t, %v : !warp.tile<1>, i32
    %b = warp.scan inclusive add %t, %v : !warp.tile<1>, i32
    %c = warp.reduce add %t, %v : !warp.tile<1>, i32
    %ab = arith.addi %a, %b : i32
    %res = arith.addi %ab, %c : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t14 (bcast-tile) - broadcast from the last lane (7) of each active group of 8
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

    %lo, %hi = warp.diverge %w, mask(0x00ff00ff) : !warp.warp<all> -> !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)>
    %t = warp.tile %lo, 8 : !warp.warp<mask(0x00ff00ff)> -> !warp.tile<8, mask(0x00ff00ff)>
    %s = warp.broadcast %t, %v, 7 : !warp.tile<8, mask(0x00ff00ff)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0x00ff00ff)>, !warp.warp<mask(0xff00ff00)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %b8 = arith.andi %li, %c8 : i32
    %in = arith.cmpi eq, %b8, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t17 (up-low12) - the nearest legal T16: up 5 on low(12) (sources below or outside)
  gpu.func @t17(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, low(12) : !warp.warp<all> -> !warp.warp<low(12)>, !warp.warp<high(20)>
    %s = warp.shuffle up %lo, %v, 5 : !warp.warp<low(12)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    %c12 = arith.constant 12 : i32
    %in = arith.cmpi ult, %li, %c12 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
