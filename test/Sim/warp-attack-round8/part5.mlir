// Issue 27, round 8 of the adversarial pass (part 5: T08-D04)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: warp-run --sim --sim-seed 0 %s --kernel t08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T08
// T08-NOT: finding
// T08: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 211 211 211 211 211 211 211 211 291 291 291 291 291 291 291 291{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T12
// T12-NOT: finding
// T12: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 2147483647 161 161 161 161 161 161 161 161 161 161 161 161 161 161 161{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T14
// T14-NOT: finding
// T14: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 127 127 127 127 255 510 255 510 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel b01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=B01
// B01-NOT: finding
// B01: arg 0 i32[32]: 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168 1090785345 136348168{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel b02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=B02
// B02-NOT: finding
// B02: arg 0 i32[32]: 1 -2113396606 21 136348168 41 545392672 61 -2113396606 81 136348168 101 545392672 121 -2113396606 141 136348168 161 545392672 181 -2113396606 201 136348168 221 545392672 241 -2113396606 261 136348168 281 545392672 301 -2113396606{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel b03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=B03
// B03-NOT: finding
// B03: arg 0 i32[32]: 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3 22 3{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel b04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=B04
// B04-NOT: finding
// B04: arg 0 i32[32]: 0 170 0 170 0 170 0 170 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel k03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K03
// K03-NOT: finding
// K03: arg 0 i32[32]: 1 136348168 21 136348168 41 136348168 61 136348168 81 136348168 101 136348168 121 136348168 141 136348168 161 136348168 181 136348168 201 136348168 221 136348168 241 136348168 261 136348168 281 136348168 301 136348168{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel k06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K06
// K06-NOT: finding
// K06: arg 0 i32[32]: 1 170 21 170 41 170 61 170 81 9 101 9 121 9 141 9 161 9 181 9 201 9 221 9 241 9 261 9 281 9 301 9{{$}}
// RUN: %python -c "import numpy as np; np.save('%t.d04.npy', np.array([32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64,64], dtype=np.int32))"
// RUN: sh -c 'warp-run --sim --sim-seed 0 %s --kernel d04 --block 64,2 --arg i32[128] --arg i32:3 --arg i1:1 --expect 0=%t.d04.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=D04
// D04-NOT: finding
// D04: exit 0
// [T08] tile<8, high(16)> broadcast rank 5
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

// [T12] tile<16, high(16)> exclusive scan min (issue item 7 class)
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

// [T14] nested static warp.if: tile<4, range(8, 16)> reduce or, then tile<2> inclusive scan in the inner region
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

// [B01] ballot on both dyn sub-warps of warp.if on lane & 1
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

// [B02] match_any with an i64 key (lane % 3) on the odd dyn sub-warp
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

// [B03] first_lane on both dyn sub-warps
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

// [B04] dyn inside dyn: ballot of the odd lanes below 8, all(odd) on the other odd lanes
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

// [K03] a dyn sub-warp through a helper doing ballot
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

// [K06] a helper taking dyn splits it statically by low(8) (dyn halves), ballot / first_lane
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

// [D04] 64x2 block: tid.x >> 5 is a warp index (1 or 2 trips)
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
