// RUN: warp-opt %s --split-input-file --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A guard is read from a branch edge only where edge 0 is the true one: an
// i1 switch's edge 0 is its default (issue 27 round 62 h2).

// The default edge of `switch (tid == 0)` is `tid != 0`: 63 threads
// store to out[0].
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %z = llvm.icmp "eq" %t, %c0 : i32
    llvm.switch %z : i1, ^S [
      1: ^done
    ]
  ^S:
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(2,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0}}
    llvm.store %t, %out : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
