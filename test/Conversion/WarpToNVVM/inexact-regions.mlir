// A half of warp.diverge is not exact: the parent's other lanes run the code
// after the diverge too. Collectives on it were guarded by its lane
// predicate, but warp.if and calls took their half as exact: `warp.if %lo,
// even` on `%lo : low(16)` sent lanes 16-30 into the then-region, whose
// shfl.sync has member mask 0x00005555 (--sim: collective-mask, exit 4); the
// ballot of an i1 condition ran on all 32 lanes with mask 0x0000ffff; a
// helper called with the half shuffled on all 32 lanes. Now a warp.if on an
// inexact warp runs under the warp's lane predicate (lanes outside never
// enter it and get poison results), and a function's warp parameter is
// exact only when every call passes an exact warp. Values from
// Inputs/inexact_expected.py, two schedules each, no findings.
//
// RUN: warp-opt --convert-warp-to-nvvm %s | FileCheck %s
// RUN: %python %S/Inputs/inexact_expected.py if_static %t.static.npy
// RUN: %python %S/Inputs/inexact_expected.py if_ballot %t.ballot.npy
// RUN: %python %S/Inputs/inexact_expected.py call_half %t.call.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel if_static --arg i32[32]=iota --arg i32[32] --expect 1=%t.static.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel if_static --arg i32[32]=iota --arg i32[32] --expect 1=%t.static.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel if_ballot --arg i32[32]=iota --arg i32[32] --expect 1=%t.ballot.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel if_ballot --arg i32[32]=iota --arg i32[32] --expect 1=%t.ballot.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel call_half --arg i32[32]=iota --arg i32[32] --expect 1=%t.call.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel call_half --arg i32[32]=iota --arg i32[32] --expect 1=%t.call.npy
// RUN: %python %S/Inputs/inexact_expected.py if_noresult %t.noresult.npy
// RUN: %python %S/Inputs/inexact_expected.py nested %t.nested.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel if_noresult --arg i32[32]=iota --expect 0=%t.noresult.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel if_noresult --arg i32[32]=iota --expect 0=%t.noresult.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel nested --arg i32[32]=iota --expect 0=%t.nested.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel nested --arg i32[32]=iota --expect 0=%t.nested.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel call_whole --arg i32[32]=iota --arg i32[32] --print | FileCheck %s --check-prefix=WHOLE

gpu.module @kernels {
  // The parent's predicate (lane < 16) guards the whole op; the regions'
  // shuffles run inside it.
  // CHECK-LABEL: gpu.func @if_static
  // CHECK: %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid : i32
  // CHECK: %[[IN:.*]] = arith.cmpi ult, %[[LANE]], %c16_i32 : i32
  // CHECK: %[[G:.*]] = scf.if %[[IN]] -> (i32) {
  // CHECK:   scf.if %{{.*}} -> (i32) {
  // CHECK:     nvvm.shfl.sync{{ +}}bfly %c21845_i32
  // CHECK:   } else {
  // CHECK:     nvvm.shfl.sync{{ +}}bfly %c43690_i32
  // CHECK: } else {
  // CHECK:   %[[P:.*]] = ub.poison : i32
  // CHECK:   scf.yield %[[P]] : i32
  // CHECK: arith.select %{{.*}}, %[[G]]
  gpu.func @if_static(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2, %r = warp.if %lo, even -> (!warp.warp<low(16)>, i32) {
    ^bb0(%s: !warp.warp<mask(0x00005555)>):
      %a = warp.shuffle xor %s, %v, 2 : !warp.warp<mask(0x00005555)>, i32
      warp.yield %s, %a : !warp.warp<mask(0x00005555)>, i32
    } else {
    ^bb0(%s: !warp.warp<mask(0x0000aaaa)>):
      %a = warp.shuffle xor %s, %v, 4 : !warp.warp<mask(0x0000aaaa)>, i32
      warp.yield %s, %a : !warp.warp<mask(0x0000aaaa)>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %low = arith.cmpi ult, %lane, %c16 : index
    %o = arith.select %low, %r, %minus1 : i32
    memref.store %o, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // The region-entry ballot runs inside the parent's guard.
  // CHECK-LABEL: gpu.func @if_ballot
  // CHECK: scf.if %{{.*}} -> (i32) {
  // CHECK:   nvvm.vote.sync{{ +}}ballot %c65535_i32
  // CHECK:   scf.if
  gpu.func @if_ballot(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %c2 = arith.constant 2 : i32
    %c0 = arith.constant 0 : i32
    %bit = arith.andi %v, %c2 : i32
    %p = arith.cmpi ne, %bit, %c0 : i32
    %true = arith.constant true
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2, %r = warp.if %lo, %p -> (!warp.warp<low(16)>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %true : !warp.warp<dyn> -> i32
      warp.yield %t, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %minus2 = arith.constant -2 : i32
      warp.yield %f, %minus2 : !warp.warp<dyn>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %low = arith.cmpi ult, %lane, %c16 : index
    %o = arith.select %low, %r, %minus1 : i32
    memref.store %o, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // Called with a half only: its shuffle is guarded by lane < 16, and its
  // member mask is that set, whatever a caller passed.
  // CHECK-LABEL: func.func private @helper_half
  // CHECK: arith.cmpi ult
  // CHECK: scf.if
  // CHECK: %[[HALF:.*]] = arith.constant 65535 : i32
  // CHECK: nvvm.shfl.sync{{ +}}bfly %[[HALF]]
  func.func private @helper_half(%h: !warp.warp<low(16)>, %v: i32, %y: memref<32xi32>) -> !warp.warp<low(16)> {
    %s = warp.shuffle xor %h, %v, 1 : !warp.warp<low(16)>, i32
    // The lanes outside the half get poison; they store -1 instead (a
    // poisoned value returned would be reported: shadows do not cross calls).
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %low = arith.cmpi ult, %lane, %c16 : index
    %o = arith.select %low, %s, %minus1 : i32
    memref.store %o, %y[%lane] : memref<32xi32>
    return %h : !warp.warp<low(16)>
  }

  gpu.func @call_half(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2 = func.call @helper_half(%lo, %v, %y) : (!warp.warp<low(16)>, i32, memref<32xi32>) -> !warp.warp<low(16)>
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }

  // The nearest legal program that needs no guard: every call passes the
  // whole warp, so the helper's parameter is exact and its result too (a
  // private helper: a public one may be called from outside the module).
  // CHECK-LABEL: func.func private @helper_whole
  // CHECK-NOT: scf.if
  // CHECK: nvvm.shfl.sync{{ +}}bfly %arg0
  // CHECK-NOT: scf.if
  // CHECK: return
  func.func private @helper_whole(%h: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %s = warp.shuffle xor %h, %v, 1 : !warp.warp<all>, i32
    return %h, %s : !warp.warp<all>, i32
  }

  // CHECK-LABEL: gpu.func @call_whole
  // CHECK: %[[R:.*]]:2 = func.call @helper_whole
  // CHECK-NOT: scf.if
  // CHECK: nvvm.shfl.sync{{ +}}bfly %[[R]]#0
  // WHOLE: arg 1 i32[32]: 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 19 18 17 16 23 22 21 20 27 26 25 24 31 30 29 28
  gpu.func @call_whole(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %w2, %r = func.call @helper_whole(%w, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %s = warp.shuffle xor %w2, %r, 2 : !warp.warp<all>, i32
    memref.store %s, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // A warp.if with no results on a half: the guard has no else region.
  // CHECK-LABEL: gpu.func @if_noresult
  // CHECK: scf.if %{{.*}} {
  // CHECK:   scf.if %{{.*}} {
  // CHECK:     nvvm.shfl.sync
  gpu.func @if_noresult(%x: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2 = warp.if %lo, even -> !warp.warp<low(16)> {
    ^bb0(%s: !warp.warp<mask(0x00005555)>):
      %a = warp.shuffle xor %s, %v, 2 : !warp.warp<mask(0x00005555)>, i32
      memref.store %a, %x[%lane] : memref<32xi32>
      warp.yield %s : !warp.warp<mask(0x00005555)>
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
  // A warp.if on a half inside a warp.if region on a half: each is guarded
  // by its own warp's lanes.
  gpu.func @nested(%x: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2 = warp.if %lo, low(8) -> !warp.warp<low(16)> {
    ^bb0(%s: !warp.warp<low(8)>):
      %e, %o = warp.diverge %s, even : !warp.warp<low(8)> -> !warp.warp<mask(0x00000055)>, !warp.warp<mask(0x000000aa)>
      %e2 = warp.if %e, low(4) -> !warp.warp<mask(0x00000055)> {
      ^bb0(%t: !warp.warp<mask(0x00000005)>):
        %a = warp.shuffle xor %t, %v, 2 : !warp.warp<mask(0x00000005)>, i32
        memref.store %a, %x[%lane] : memref<32xi32>
        warp.yield %t : !warp.warp<mask(0x00000005)>
      } else {
      ^bb0(%t: !warp.warp<mask(0x00000050)>):
        warp.yield %t : !warp.warp<mask(0x00000050)>
      }
      %s2 = warp.merge %e2, %o : !warp.warp<mask(0x00000055)>, !warp.warp<mask(0x000000aa)> -> !warp.warp<low(8)>
      warp.yield %s2 : !warp.warp<low(8)>
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}
