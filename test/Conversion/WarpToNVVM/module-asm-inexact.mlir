// RUN: warp-ptx %s | FileCheck %s
// Issue 27, round 19: `llvm.module_asm` goes into the PTX as it is, and
// here it defines an entry that calls @h with a mask of its own choosing.
// A function that module assembly names has calls that are not all known:
// @h's parameter is inexact, so its shuffle runs under the guard of its
// static set, with that set as its member mask.

// CHECK: .entry evil
// CHECK-LABEL: .func {{.*}}func_retval0) h(
// CHECK: mov.u32 [[LANE:%r[0-9]+]], %laneid;
// CHECK-NEXT: setp.gt.u32 [[OUT:%p[0-9]+]], [[LANE]], 15;
// CHECK-NEXT: @[[OUT]] bra
// CHECK-NEXT: shfl.sync.idx.b32 {{.*}}, 65535;
gpu.module @m attributes {llvm.module_asm = [".visible .func (.param .b32 rv) h(.param .b32 a, .param .b64 b);", ".visible .entry evil(.param .u64 o) { .reg .b32 m; .reg .b64 p; ld.param.u64 p, [o]; mov.b32 m, 65535; { .param .b32 a0; .param .b64 a1; .param .b32 r0; st.param.b32 [a0], m; st.param.b64 [a1], p; call (r0), h, (a0, a1); } ret; }"]} {
  func.func private @h(%x: !warp.warp<low(16)>, %out: !llvm.ptr<1>) -> !warp.warp<low(16)> {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = warp.shuffle idx %x, %li, 3 : !warp.warp<low(16)>, i32
    %p = llvm.getelementptr %out[%li] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    return %x : !warp.warp<low(16)>
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
    gpu.return
  }
}
