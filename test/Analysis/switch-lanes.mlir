// RUN: warp-opt %s --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel case_and_default --block 64 --arg i32[64]=iota 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel four_cases_meet --block 64 --arg i32[64]=iota 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel bool_switch --block 64 --arg i32[64]=iota 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel thread_bound_case --block 128 --arg i32[128]=iota 2>&1 | count 0
// RUN: not warp-run --sim %s --kernel case_mask_too_wide --block 64 --arg i32[64]=iota 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not warp-run --sim %s --kernel case_leaves --block 64 --arg i32[64]=iota 2>&1 | FileCheck %s --check-prefix=LEAVES
//
// The lanes of a switch's edges (issue 27 round 63b h3): a switch on a
// value of the lane (`switch (threadIdx.x & 3)`, or of threadIdx.x warp by
// warp) sends to each destination the lanes whose value names a case
// going there, and to the default those whose value names none; an i1
// switch likewise (its default is edge 0). Several edges of one switch
// that meet again are one way in: after four cases that cover every lane,
// the join runs on all of them (clang writes the impossible default as
// `unreachable`). A case's mask naming lanes of another case, or a join
// some case leaves, are still C1; `warp-run --sim` runs the accepted
// kernels clean and finds the others.
// WIDE: finding (deadlock)
// LEAVES: finding (shuffle-source): {{.*}} lane 0 reads lane 1, which has exited
gpu.module @m {
  llvm.func @case_and_default(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    llvm.switch %q : i32, ^D [
      0: ^A
    ]
  ^A:
    %m0 = llvm.mlir.constant(0x11111111 : i32) : i32
    %s = nvvm.shfl.sync bfly %m0, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s : i32)
  ^D:
    %m1 = llvm.mlir.constant(0xEEEEEEEE : i32) : i32
    %r = nvvm.shfl.sync bfly %m1, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%r : i32)
  ^J(%x: i32):
    llvm.store %x, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @four_cases_meet(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    llvm.switch %q : i32, ^U [
      0: ^A,
      1: ^B,
      2: ^C,
      3: ^D
    ]
  ^A:
    %m0 = llvm.mlir.constant(0x11111111 : i32) : i32
    %s0 = nvvm.shfl.sync bfly %m0, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s0 : i32)
  ^B:
    %m1 = llvm.mlir.constant(0x22222222 : i32) : i32
    %s1 = nvvm.shfl.sync bfly %m1, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s1 : i32)
  ^C:
    %m2 = llvm.mlir.constant(0x44444444 : i32) : i32
    %s2 = nvvm.shfl.sync bfly %m2, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s2 : i32)
  ^D:
    %m3 = llvm.mlir.constant(0x88888888 : i32) : i32
    %s3 = nvvm.shfl.sync bfly %m3, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s3 : i32)
  ^U:
    llvm.unreachable
  ^J(%x: i32):
    %y = nvvm.shfl.sync bfly %full, %x, %c16, %c31 : i32 -> i32
    llvm.store %y, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @case_mask_too_wide(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0, 4, 8, 12, 16, 20, 24, 28 take this path}}
    llvm.switch %q : i32, ^J [
      0: ^A
    ]
  ^A:
    %m0 = llvm.mlir.constant(0x33333333 : i32) : i32
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 1, 5, 9, 13, 17, 21, 25, 29 in its member mask mask(0x33333333) (0x33333333), but they do not execute it (only lanes 0, 4, 8, 12, 16, 20, 24, 28 do)}}
    %s = nvvm.shfl.sync bfly %m0, %v, %c4, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^J
  ^J:
    nvvm.barrier0
    llvm.return
  }
  llvm.func @case_leaves(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 2-3, 6-7, 10-11, 14-15, 18-19, 22-23, 26-27, 30-31 take this path}}
    llvm.switch %q : i32, ^J [
      0: ^A,
      1: ^X
    ]
  ^A:
    llvm.br ^J
  ^X:
    llvm.return
  ^J:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 1, 5, 9, 13, 17, 21, 25, 29 in its member mask all (0xffffffff), but they do not execute it (only lanes 0, 2-4, 6-8, 10-12, 14-16, 18-20, 22-24, 26-28, 30-31 do)}}
    %y = nvvm.shfl.sync bfly %full, %v, %c1, %c31 : i32 -> i32
    llvm.store %y, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @bool_switch(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    %lo = llvm.icmp "ult" %q, %c1 : i32
    llvm.switch %lo : i1, ^D [
      1: ^A
    ]
  ^A:
    %m0 = llvm.mlir.constant(0x11111111 : i32) : i32
    %s = nvvm.shfl.sync bfly %m0, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%s : i32)
  ^D:
    %m1 = llvm.mlir.constant(0xEEEEEEEE : i32) : i32
    %r = nvvm.shfl.sync bfly %m1, %v, %c4, %c31 : i32 -> i32
    llvm.br ^J(%r : i32)
  ^J(%x: i32):
    llvm.store %x, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @thread_bound_case(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.and %t, %c3 : i32
    %w = llvm.lshr %t, %c4 : i32
    llvm.switch %w : i32, ^J [
      1: ^A
    ]
  ^A:
    %m0 = llvm.mlir.constant(0xFFFF0000 : i32) : i32
    %s = nvvm.shfl.sync bfly %m0, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^J
  ^J:
    llvm.return
  }
}
