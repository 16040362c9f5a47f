// RUN: warp-opt %s -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel k --block 32 --arg i32[32] --arg i32:2 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=A
// RUN: warp-run --sim --sim-seed 7 %s --kernel k --block 32 --arg i32[32] --arg i32:0 --arg i1:0 --print 2>&1 | FileCheck %s --check-prefix=B
// Issue 27, round 10: generated program 101 of the round's generator
// (/work/notes/attack27-round10/gen10.py: helpers threading a warp, shapes
// [['IF', 'HALF', 'LOOP'], ['SHF', 'LOOPW', 'SHF']], kernel count 'const', condition 'any', counts passed
// on ['same', 'const'], conditions ['lanelt', 'same'], the leaf also called by the kernel).
// Legal; the expected values come from the generator's per-lane Python model
// (n = 2, flag = 1 and n = 0, flag = 0), not from the tool.
// A-NOT: finding
// A: arg 0 i32[32]: 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240 251658240{{$}}
// B-NOT: finding
// B: arg 0 i32[32]: 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368 8634368{{$}}
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
    %x0_0, %r0_0 = warp.if %w, %c -> (!warp.warp<all>, i32) {
    ^bb0(%t0_0: !warp.warp<all>):
      %s0_0 = warp.reduce max %t0_0, %v : !warp.warp<all>, i32
      warp.yield %t0_0, %s0_0 : !warp.warp<all>, i32
    } else {
    ^bb0(%f0_0: !warp.warp<all>):
      warp.yield %f0_0, %v : !warp.warp<all>, i32
    }
    %lo0_1, %hi0_1 = warp.diverge %x0_0, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %tl0_1 = warp.tile %lo0_1, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %q0_1 = warp.reduce add %tl0_1, %r0_0 : !warp.tile<16, low(16)>, i32
    %x0_1 = warp.merge %lo0_1, %hi0_1 : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c160_1 = arith.constant 16 : i32
    %p0_1 = arith.cmpi ult, %li, %c160_1 : i32
    %r0_1 = arith.select %p0_1, %q0_1, %r0_0 : i32
    %r0_2 = scf.for %i0_2 = %z to %ni step %one iter_args(%a0_2 = %r0_1) -> (i32) {
      %s0_2 = warp.reduce add %x0_1, %a0_2 : !warp.warp<all>, i32
      scf.yield %s0_2 : i32
    }
    %k2 = arith.constant 2 : i32
    %c1i = arith.constant 1 : i32
    %lb = arith.andi %li, %c1i : i32
    %tt = arith.constant true
    %c8 = arith.constant 8 : i32
    %ll = arith.cmpi ult, %li, %c8 : i32
    %pb = arith.cmpi ult, %li, %c8 : i32
    %bl = warp.ballot %x0_1, %pb : !warp.warp<all> -> i32
    %bp0 = math.ctpop %bl : i32
    %c3 = arith.constant 3 : i32
    %bp = arith.shrui %bp0, %c3 : i32
    %wn, %vn = func.call @h1(%x0_1, %cnt, %ll, %r0_2) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    return %wn, %vn : !warp.warp<all>, i32
  }
  func.func private @h1(%w: !warp.warp<all>, %cnt: i32, %c: i1, %v: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %ni = arith.index_cast %cnt : i32 to index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r1_0 = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    %x1_1, %r1_1 = scf.for %i1_1 = %z to %ni step %one iter_args(%xw1_1 = %w, %a1_1 = %r1_0) -> (!warp.warp<all>, i32) {
      %y1_1, %s1_1 = func.call @inner(%xw1_1, %a1_1) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y1_1, %s1_1 : !warp.warp<all>, i32
    }
    %r1_2 = warp.shuffle xor %x1_1, %r1_1, 1 : !warp.warp<all>, i32
    return %x1_1, %r1_2 : !warp.warp<all>, i32
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
    %w1, %v1 = func.call @h0(%w, %k1, %any, %li) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    %w2, %v2 = func.call @h1(%w1, %n, %flag, %v1) : (!warp.warp<all>, i32, i1, i32) -> (!warp.warp<all>, i32)
    %res = warp.reduce add %w2, %v2 : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
