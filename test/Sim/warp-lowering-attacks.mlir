// Issue 27 (d): verified warp programs aimed at the lowering's member masks
// (a ballot and a match on a diverged half, warp.if on a half with an i1
// condition and votes in its dyn regions, a tile's reduce and scan on a
// range half, a half carried through an scf.for, votes on a dyn sub-warp of
// a half), run under --sim with two schedules: no finding, and every lane's
// value equals the one Inputs/lowering_attacks_oracle.py computes from the
// PTX ISA's definitions (ballot bits of the member lanes, match within the
// member mask, shfl.bfly/up in a segment). Lanes outside a half store a
// marker, so a mask that took them in would change the result.
// RUN: warp-run --sim --sim-seed 1 %s --kernel k1 --block 32 --arg i32[32] --out 0=%t.k1.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k1 --block 32 --arg i32[32] --out 0=%t.k1.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel k2 --block 32 --arg i32[32] --out 0=%t.k2.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k2 --block 32 --arg i32[32] --out 0=%t.k2.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel k3 --block 32 --arg i32[32] --out 0=%t.k3.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k3 --block 32 --arg i32[32] --out 0=%t.k3.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel k4 --block 32 --arg i32[32] --out 0=%t.k4.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k4 --block 32 --arg i32[32] --out 0=%t.k4.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel k5 --block 32 --arg i32[32] --out 0=%t.k5.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k5 --block 32 --arg i32[32] --out 0=%t.k5.s7.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel k6 --block 32 --arg i32[32] --out 0=%t.k6.s1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel k6 --block 32 --arg i32[32] --out 0=%t.k6.s7.npy 2>&1 | count 0
// RUN: %python %S/Inputs/lowering_attacks_oracle.py %t | FileCheck %s
// CHECK: 12 runs match
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
// The static member masks: even 0x55555555, odd 0xaaaaaaaa, high(16)
// 0xffff0000, range(8, 24) 0x00ffff00 (segment 4: c = 0x1c1f / 0x1c00).
// PTX-LABEL: .entry k1(
// PTX: vote.sync.ballot.b32 {{.*}}, 1431655765;
// PTX-LABEL: .entry k2(
// PTX: match.any.sync.b32 {{.*}}, -1431655766;
// PTX-LABEL: .entry k3(
// PTX: vote.sync.ballot.b32 {{.*}}, -65536;
// PTX-LABEL: .entry k4(
// The member mask is the caller's group of 4 within the half:
// (0xf << (laneid & 28)) & 0x00ffff00 (16776960).
// PTX: and.b32 [[GRP:%r[0-9]+]], %r{{[0-9]+}}, 28;
// PTX: shl.b32 [[BITS:%r[0-9]+]], %r{{[0-9]+}}, [[GRP]];
// PTX: and.b32 [[MASK:%r[0-9]+]], [[BITS]], 16776960;
// PTX: shfl.sync.bfly.b32 {{.*}}, 2, 7199, [[MASK]];
// PTX: shfl.sync.up.b32 {{.*}}, 1, 7168, %r{{[0-9]+}};
// PTX-LABEL: .entry k6(
// PTX: shfl.sync.bfly.b32 {{.*}}, 4, 31, 65535;
// PTX: shfl.sync.idx.b32 {{.*}}, 3, 31, 65535;

gpu.module @m {
  // 1: ballot on the even half of lane%3==0
  gpu.func @k1(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %r = arith.remui %lane, %c3 : index
    %p = arith.cmpi eq, %r, %c0 : index
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.ballot %e, %p : !warp.warp<even> -> i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %bi = arith.index_cast %lane : index to i32
    %c2 = arith.constant 2 : index
    %lr = arith.remui %lane, %c2 : index
    %isEven = arith.cmpi eq, %lr, %c0 : index
    %v = arith.select %isEven, %b, %bi : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 2: match_any on the odd half of lane/4
  gpu.func @k2(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %q = arith.divui %lane, %c4 : index
    %qi = arith.index_cast %q : index to i32
    %e, %o = warp.diverge %w, odd : !warp.warp<all> -> !warp.warp<odd>, !warp.warp<even>
    %mm = warp.match_any %e, %qi : !warp.warp<odd>, i32 -> i32
    %m = warp.merge %e, %o : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
    %lr = arith.remui %lane, %c2 : index
    %isOdd = arith.cmpi ne, %lr, %c0 : index
    %neg = arith.constant -1 : i32
    %v = arith.select %isOdd, %mm, %neg : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 3: warp.if on a half (high(16)) with an i1 condition, ballot inside
  gpu.func @k3(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %r = arith.remui %lane, %c3 : index
    %p = arith.cmpi ne, %r, %c0 : index
    %hi, %lo = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %h2, %b = warp.if %hi, %p -> (!warp.warp<high(16)>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %bb = warp.ballot %t, %p : !warp.warp<dyn> -> i32
      warp.yield %t, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %nn = arith.constant -1 : i32
      %pn = arith.xori %p, %p : i1
      %bb = warp.ballot %f, %pn : !warp.warp<dyn> -> i32
      %x = arith.addi %bb, %nn : i32
      warp.yield %f, %x : !warp.warp<dyn>, i32
    }
    %m = warp.merge %h2, %lo : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %isHi = arith.cmpi uge, %lane, %c16 : index
    %z = arith.constant 0 : i32
    %v = arith.select %isHi, %b, %z : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 4: tile<4> reduce on range(8, 24)
  gpu.func @k4(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %mid, %rest = warp.diverge %w, range(8, 24) : !warp.warp<all> -> !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)>
    %t = warp.tile %mid, 4 : !warp.warp<range(8, 24)> -> !warp.tile<4, range(8, 24)>
    %s = warp.reduce add %t, %li : !warp.tile<4, range(8, 24)>, i32
    %sc = warp.scan exclusive add %t, %li : !warp.tile<4, range(8, 24)>, i32
    %m = warp.merge %mid, %rest : !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)> -> !warp.warp<all>
    %c8 = arith.constant 8 : index
    %c24 = arith.constant 24 : index
    %ge = arith.cmpi uge, %lane, %c8 : index
    %lt = arith.cmpi ult, %lane, %c24 : index
    %in = arith.andi %ge, %lt : i1
    %c100 = arith.constant 100 : i32
    %x = arith.muli %s, %c100 : i32
    %y = arith.addi %x, %sc : i32
    %z = arith.constant -1 : i32
    %v = arith.select %in, %y, %z : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 5: any/all/ballot on dyn sub-warp inside half of even
  gpu.func @k5(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c5 = arith.constant 5 : index
    %p = arith.cmpi ult, %lane, %c5 : index
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %b = warp.if %e, %p -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %bb = warp.ballot %t, %p : !warp.warp<dyn> -> i32
      %tt = arith.constant true
      %aa = warp.all %t, %tt : !warp.warp<dyn>
      %ai = arith.extui %aa : i1 to i32
      %c1000 = arith.constant 1000 : i32
      %x = arith.muli %ai, %c1000 : i32
      %y = arith.addi %x, %bb : i32
      warp.yield %t, %y : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %tt = arith.constant true
      %bb = warp.ballot %f, %tt : !warp.warp<dyn> -> i32
      warp.yield %f, %bb : !warp.warp<dyn>, i32
    }
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %lr = arith.remui %lane, %c2 : index
    %isEven = arith.cmpi eq, %lr, %c0 : index
    %z = arith.constant -1 : i32
    %v = arith.select %isEven, %b, %z : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // 6: broadcast and xor in a uniform loop on a half
  gpu.func @k6(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %lo, %acc = %li) -> (!warp.warp<low(16)>, i32) {
      %s = warp.shuffle xor %x, %acc, 4 : !warp.warp<low(16)>, i32
      %a = arith.addi %acc, %s : i32
      scf.yield %x, %a : !warp.warp<low(16)>, i32
    }
    %bc = warp.broadcast %r#0, %r#1, 3 : !warp.warp<low(16)>, i32
    %m = warp.merge %r#0, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %isLo = arith.cmpi ult, %lane, %c16 : index
    %c1000 = arith.constant 1000 : i32
    %q = arith.muli %bc, %c1000 : i32
    %q2 = arith.addi %q, %r#1 : i32
    %z = arith.constant -1 : i32
    %v = arith.select %isLo, %q2, %z : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
