// RUN: warp-opt %s --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
//
// A shift by the width or more is poison, not 0, when the block's threads
// are evaluated one by one (issue 27 round 64 h3): `select((tid & 16) ==
// 0, tid & 16, 1 << (tid | 32)) == 0` is not "true at every thread" of a
// 128-thread block, and LLVM branches on `(tid & 16) != 0` around the
// full-mask shuffle (the PTX: `@%p1 bra` past `shfl.sync.bfly ... -1`).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %b = llvm.and %t, %c16 : i32
    %c = llvm.icmp "eq" %b, %z : i32
    %amt = llvm.or %t, %c32 : i32
    %sh = llvm.shl %one, %amt : i32
    %v = llvm.select %c, %b, %sh : i1, i32
    %in = llvm.icmp "eq" %v, %z : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %in, ^S, ^done
  ^S:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
    %s = nvvm.shfl.sync bfly %all, %t, %c16, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
