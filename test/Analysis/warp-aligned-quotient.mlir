// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// The warp index of a global thread index (lib/Analysis/WarpAlignment.cpp,
// isWarpAlignedQuotient): `row = (blockIdx.x * blockDim.x + threadIdx.x)
// >> 5; if (row >= n) return;` then a full-warp reduction, the
// one-warp-per-row kernels (CSR-vector SpMV). The block declares 64
// threads, so `blockIdx.x * blockDim.x` is a multiple of 32.

// `row = gid >> 5`: the same on every lane of a warp (round 60b h3).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.lshr %gid, %c5 : i32
    %in = llvm.icmp "ult" %row, %n : i32
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid / 32`, unsigned.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.udiv %gid, %c32 : i32
    %in = llvm.icmp "ult" %row, %n : i32
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid >> 5`, arithmetic: an aligned run of 32 never straddles the sign bit.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.ashr %gid, %c5 : i32
    %in = llvm.icmp "ult" %row, %n : i32
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid & -32`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.and %cm32, %gid : i32
    %in = llvm.icmp "ult" %row, %n : i32
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid / 32`, signed: -32..-1 divide to -1 and 0.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.sdiv %gid, %c32 : i32
    %in = llvm.icmp "ult" %row, %n : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-error @+1 {{C1: shfl.sync down runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid >> 5` exact: poison on the lanes whose low bits are set.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.lshr %gid, %c5 {isExact} : i32
    %in = llvm.icmp "ult" %row, %n : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-error @+1 {{C1: shfl.sync down runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `gid >> 4`: two rows per warp.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %t : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %cm32 = llvm.mlir.constant(-32 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %row = llvm.lshr %gid, %c4 : i32
    %in = llvm.icmp "ult" %row, %n : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %in, ^work, ^done
  ^work:
    %p = llvm.getelementptr %out[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-error @+1 {{C1: shfl.sync down runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync down %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
