// RUN: warp-ptx %s | FileCheck %s
// Issue 27, round 20: LLVM's NVPTX backend renames `h.x` to `h_$_x`, so
// inline PTX can call the helper by a name that is not its MLIR name. A
// function whose name PTX cannot spell as it is counts as named by the
// module's assembly: its parameter is inexact, and its shuffle runs under
// the guard of its static set with that set as its member mask.

// CHECK-LABEL: .func h_$_x(
// CHECK: mov.u32 [[LANE:%r[0-9]+]], %laneid;
// CHECK-NEXT: setp.gt.u32 [[OUT:%p[0-9]+]], [[LANE]], 15;
// CHECK-NEXT: @[[OUT]] bra
// CHECK-NEXT: shfl.sync.idx.b32 {{.*}}, 65535;
gpu.module @m {
  func.func private @"h.x"(%x: !warp.warp<low(16)>, %out: !llvm.ptr<1>) -> !warp.warp<low(16)> attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]} {
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
      %t2 = func.call @"h.x"(%t, %out) : (!warp.warp<low(16)>, !llvm.ptr<1>) -> !warp.warp<low(16)>
      warp.yield %t2 : !warp.warp<low(16)>
    } else {
    ^bb0(%e: !warp.warp<high(16)>):
      warp.yield %e : !warp.warp<high(16)>
    }
    %mask = arith.constant 65535 : i32
    %pi = llvm.ptrtoint %out : !llvm.ptr<1> to i64
    llvm.inline_asm has_side_effects "{ .param .b64 p1; st.param.b64 [p1], $0; call h_$$_x, (p1); }", "l" %pi : (i64) -> ()
    gpu.return
  }
}
