// RUN: warp-opt %s | warp-opt | FileCheck %s --check-prefix=VERIFIED
// RUN: warp-ptx %s | FileCheck %s
// Issue 27, round 22: asm-call-inexact.mlir's setting (inline PTX calls @h
// from all 32 lanes with the forged mask -1 in its low(16) parameter) with
// a warp.if in @h. A guarded collective there already used its static set
// as its mask; the guarded warp.if built its condition's ballot, and its
// else sub-warp, from the parameter's value: lanes 0-15 ran a vote.sync
// naming lanes 16-31, which had skipped the guard. Now both come from the
// static set (0xffff).

// VERIFIED-LABEL: func.func private @h
// CHECK-LABEL: .func {{.*}} h(
// CHECK: mov.u32 [[LANE:%r[0-9]+]], %laneid;
// CHECK-NEXT: setp.gt.u32 [[OUT:%p[0-9]+]], [[LANE]], 15;
// CHECK-NEXT: @[[OUT]] bra
// CHECK: vote.sync.ballot.b32 [[TAKEN:%r[0-9]+]], {{%p[0-9]+}}, 65535;
// CHECK-NEXT: not.b32 [[NOT:%r[0-9]+]], [[TAKEN]];
// CHECK-NEXT: and.b32 [[ELSE:%r[0-9]+]], [[NOT]], 65535;
// CHECK-NEXT: selp.b32 [[MASK:%r[0-9]+]], [[TAKEN]], [[ELSE]], {{%p[0-9]+}};
// CHECK: vote.sync.ballot.b32 {{%r[0-9]+}}, {{%p[0-9]+}}, [[MASK]];
// CHECK-LABEL: .entry k(
gpu.module @m {
  func.func private @h(%x: !warp.warp<low(16)>, %out: !llvm.ptr<1>) -> !warp.warp<low(16)> {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %c = arith.cmpi ult, %li, %c4 : i32
    %true = arith.constant true
    %x2, %b = warp.if %x, %c -> (!warp.warp<low(16)>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %bal = warp.ballot %t, %true : !warp.warp<dyn> -> i32
      warp.yield %t, %bal : !warp.warp<dyn>, i32
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      %bal = warp.ballot %e, %true : !warp.warp<dyn> -> i32
      warp.yield %e, %bal : !warp.warp<dyn>, i32
    }
    %p = llvm.getelementptr %out[%li] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %b, %p : i32, !llvm.ptr<1>
    return %x2 : !warp.warp<low(16)>
  }
  gpu.func @k(%out: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %m = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<low(16)>):
      %t2 = func.call @h(%t, %out) : (!warp.warp<low(16)>, !llvm.ptr<1>) -> !warp.warp<low(16)>
      warp.yield %t2 : !warp.warp<low(16)>
    } else {
    ^bb0(%e: !warp.warp<high(16)>):
      warp.yield %e : !warp.warp<high(16)>
    }
    %mask = arith.constant -1 : i32
    %pi = llvm.ptrtoint %out : !llvm.ptr<1> to i64
    llvm.inline_asm has_side_effects "{ .param .b32 p0; .param .b64 p1; .param .b32 rv; st.param.b32 [p0], $0; st.param.b64 [p1], $1; call (rv), h, (p0, p1); }", "r,l" %mask, %pi : (i32, i64) -> ()
    %full = arith.constant -1 : i32
    nvvm.bar.warp.sync %full : i32
    gpu.return
  }
}
