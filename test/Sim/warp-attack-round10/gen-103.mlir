// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:2 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:0 --arg i1:0 --print 2>&1 | FileCheck %s --check-prefix=B
// Issue 27, round 10: generated program 103 of the round's generator
// (/work/notes/attack27-round10/gen10.py: helpers threading a warp, shapes
// [['MAX', 'MAX', 'LOOPW'], ['LOOP', 'SHF', 'MAX'], ['MAX'], ['HALF', 'IF']], kernel count 'n', condition 'flag', counts passed
// on ['same', 'lane', 'same', 'same'], conditions ['same', 'same', 'same', 'same']).
// Legal; the expected values come from the generator's per-lane Python model
// (n = 2, flag = 1 and n = 0, flag = 0), not from the tool.
// A-NOT: finding
// A: arg 0 i32[32]: 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928 16252928{{$}}
// B-NOT: finding
// B: arg 0 i32[32]: 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432 8432{{$}}
gpu.module @m {
  func.func private @inner(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w, %s : !warp.warp<all>, i32
  }
  func.func private @h0(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0_0 = warp.reduce max %w, %v : !warp.warp<all>, i32
    %r0_1 = warp.reduce max %w, %r0_0 : !warp.warp<all>, i32
    %x0_2, %r0_2 = scf.for %i0_2 = %z to %ni step %one iter_args(%xw0_2 = %w, %a0_2 = %r0_1) -> (!warp.warp<all>, i32) {
      %y0_2, %s0_2 = func.call @inner(%xw0_2, %a0_2) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y0_2, %s0_2 : !warp.warp<all>, i32
    }
    %k2 = arith.constant 2 : i32
    %c1i = arith.constant 1 : i32
    %lb = arith.andi %li, %c1i : i32
    %tt = arith.constant true
    %c8 = arith.constant 8 : i32
    %ll = arith.cmpi ult, %li, %c8 : i32
    %pb = arith.cmpi ult, %li, %c8 : i32
    %bl = warp.ballot %x0_2, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c3 = arith.constant 3 : i32
    %bp = arith.shrui %bp0, %c3 : i32
    %wn, %vn = func.call @h1(%x0_2, %cnt, %c, %r0_2) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    return %wn, %vn : !warp.warp<all>, i32
  }
  func.func private @h1(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r1_0 = scf.for %i1_0 = %z to %ni step %one iter_args(%a1_0 = %v) -> (i32) {
      %s1_0 = warp.reduce max %w, %a1_0 : !warp.warp<all>, i32
      scf.yield %s1_0 : i32
    }
    %r1_1 = warp.shuffle xor %w, %r1_0, 1 : !warp.warp<all>, i32
    %r1_2 = warp.reduce max %w, %r1_1 : !warp.warp<all>, i32
    %k2 = arith.constant 2 : i32
    %c1i = arith.constant 1 : i32
    %lb = arith.andi %li, %c1i : i32
    %tt = arith.constant true
    %c8 = arith.constant 8 : i32
    %ll = arith.cmpi ult, %li, %c8 : i32
    %pb = arith.cmpi ult, %li, %c8 : i32
    %bl = warp.ballot %w, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c3 = arith.constant 3 : i32
    %bp = arith.shrui %bp0, %c3 : i32
    %wn, %vn = func.call @h2(%w, %lb, %c, %r1_2) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    return %wn, %vn : !warp.warp<all>, i32
  }
  func.func private @h2(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r2_0 = warp.reduce max %w, %v : !warp.warp<all>, i32
    %k2 = arith.constant 2 : i32
    %c1i = arith.constant 1 : i32
    %lb = arith.andi %li, %c1i : i32
    %tt = arith.constant true
    %c8 = arith.constant 8 : i32
    %ll = arith.cmpi ult, %li, %c8 : i32
    %pb = arith.cmpi ult, %li, %c8 : i32
    %bl = warp.ballot %w, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c3 = arith.constant 3 : i32
    %bp = arith.shrui %bp0, %c3 : i32
    %wn, %vn = func.call @h3(%w, %cnt, %c, %r2_0) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    return %wn, %vn : !warp.warp<all>, i32
  }
  func.func private @h3(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo3_0, %hi3_0 = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %tl3_0 = warp.tile %lo3_0, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %q3_0 = warp.reduce add %tl3_0, %v : !warp.tile<16, low(16)>, i32
    %x3_0 = warp.merge %lo3_0, %hi3_0 : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c163_0 = arith.constant 16 : i32
    %p3_0 = arith.cmpi ult, %li, %c163_0 : i32
    %r3_0 = arith.select %p3_0, %q3_0, %v : i32
    %x3_1, %r3_1 = warp.if %x3_0, %c -> (!warp.warp<all>, i32) {
    ^bb0(%t3_1: !warp.warp<all>):
      %s3_1 = warp.reduce max %t3_1, %r3_0 : !warp.warp<all>, i32
      warp.yield %t3_1, %s3_1 : !warp.warp<all>, i32
    } else {
    ^bb0(%f3_1: !warp.warp<all>):
      warp.yield %f3_1, %r3_0 : !warp.warp<all>, i32
    }
    return %x3_1, %r3_1 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k1 = arith.constant 1 : i32
    %tt = arith.constant true
    %c16 = arith.constant 16 : i32
    %ll = arith.cmpi ult, %li, %c16 : i32
    %any = warp.any %w, %ll : !warp.warp<all>
    %zero = arith.constant 0 : i32
    %la0 = arith.andi %li, %zero : i32
    %pb = arith.cmpi ult, %li, %c16 : i32
    %bl = warp.ballot %w, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c4 = arith.constant 4 : i32
    %bp = arith.shrui %bp0, %c4 : i32
    %w1, %v1 = func.call @h0(%w, %n, %flag, %li) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    %res = warp.reduce add %w1, %v1 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
