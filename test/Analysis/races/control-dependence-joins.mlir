// RUN: warp-opt %s --split-input-file --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A guard holds at an access only where every way in passes it: control
// dependence is a disjunction, so the conditions of a join's two ways are
// not both known (lib/Analysis/RaceForms.cpp, addGuards; issue 27 round 62).

// `if (u) goto D` under `tid < 24` and under `tid >= 8`: D's `out[tid % 16]`
// is written by threads 0-23 (0 and 16 collide), not only by 8-23.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %u0: i32, %u: i32, %u2: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c24 = llvm.mlir.constant(24 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(16776960 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    
    %b0 = llvm.icmp "ne" %u0, %c0 : i32
    llvm.cond_br %b0, ^P1, ^P2
  ^P1:
    %lt = llvm.icmp "ult" %t, %c24 : i32
    llvm.cond_br %lt, ^X, ^exit
  ^X:
    %b1 = llvm.icmp "ne" %u, %c0 : i32
    llvm.cond_br %b1, ^D, ^exit
  ^P2:
    %ge = llvm.icmp "uge" %t, %c8 : i32
    llvm.cond_br %ge, ^Z, ^exit
  ^Z:
    %b2 = llvm.icmp "ne" %u2, %c0 : i32
    llvm.cond_br %b2, ^D, ^exit
  ^D:
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %r16 = llvm.urem %t, %c16 : i32
    %q = llvm.getelementptr %out[%r16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(16,0,0)) both write element 0 of argument 0}}
    llvm.store %t, %q : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// The nearest race-free join: both ways bring threads 0-7.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %u0: i32, %u: i32, %u2: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c24 = llvm.mlir.constant(24 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(16776960 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    
    %b0 = llvm.icmp "ne" %u0, %c0 : i32
    llvm.cond_br %b0, ^P1, ^P2
  ^P1:
    %lt = llvm.icmp "ult" %t, %c8 : i32
    llvm.cond_br %lt, ^X, ^exit
  ^X:
    %b1 = llvm.icmp "ne" %u, %c0 : i32
    llvm.cond_br %b1, ^D, ^exit
  ^P2:
    %ge = llvm.icmp "ult" %t, %c8 : i32
    llvm.cond_br %ge, ^Z, ^exit
  ^Z:
    %b2 = llvm.icmp "ne" %u2, %c0 : i32
    llvm.cond_br %b2, ^D, ^exit
  ^D:
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %r16 = llvm.urem %t, %c16 : i32
    %q = llvm.getelementptr %out[%r16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %t, %q : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
