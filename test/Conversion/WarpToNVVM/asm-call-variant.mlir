// RUN: warp-opt %s | warp-opt | FileCheck %s --check-prefix=VERIFIED
// RUN: warp-ptx %s | FileCheck %s
// Issue 27, round 21: the same as asm-call-inexact.mlir, with the callee
// named in the first variant of an LLVM asm variant group, `$(h$|nothing$)`,
// which NVPTX emits as `h` (the verifier read the template, whose words are
// `h$` and `nothing$`). Rounds 18 and 19: inline PTX may `call` any
// function of the module by its PTX name, with any mask in a warp parameter. Here it calls
// @h from all 32 lanes with the forged mask -1, after the kernel's warp is
// dead, while the only visible call passes an exact low(16) half. A function
// that assembly names has calls that are not all known: @h's parameter is
// inexact, its shuffle keeps the guard of its static set (lanes 0-15), and
// its member mask is that set (0xffff), not the parameter's value: lanes
// 16-31 never run it, and lanes 0-15 never name them.

// VERIFIED-LABEL: func.func private @h
// CHECK-LABEL: .func {{.*}} h(
// CHECK: mov.u32 [[LANE:%r[0-9]+]], %laneid;
// CHECK-NEXT: setp.gt.u32 [[OUT:%p[0-9]+]], [[LANE]], 15;
// CHECK-NEXT: @[[OUT]] bra
// CHECK-NEXT: shfl.sync.idx.b32 {{.*}}, 65535;
// CHECK-LABEL: .entry k(
gpu.module @m {
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
    %mask = arith.constant -1 : i32
    %pi = llvm.ptrtoint %out : !llvm.ptr<1> to i64
    llvm.inline_asm has_side_effects "{ .param .b32 p0; .param .b64 p1; .param .b32 rv; st.param.b32 [p0], $0; st.param.b64 [p1], $1; call (rv), $(h$|nothing$), (p0, p1); }", "r,l" %mask, %pi : (i32, i64) -> ()
    gpu.return
  }
}
