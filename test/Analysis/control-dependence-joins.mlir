// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
//
// Control dependence is a disjunction (lib/Analysis/ActiveLanes.cpp,
// familyOf): a block runs on the lanes that take any one of the edges it
// depends on, each from the lanes running that edge's block, and on its
// region's entry lanes where it post-dominates the entry. Its lanes are
// known when every way in brings the same lanes (or none); intersecting the
// ways accepted collectives that run with lanes outside their masks
// (issue 27 round 62; each negative below runs with findings under
// `warp-run --sim`, each positive clean).

// `if (u) goto D` under `tid < 24` and under `tid >= 8`: D runs on lanes
// 0-23 or 8-31 (or both), never on exactly 8-23.
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
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %b0 = llvm.icmp "ne" %u0, %c0 : i32
    llvm.cond_br %b0, ^P1, ^P2
  ^P1:
    %lt = llvm.icmp "ult" %t, %c24 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-23 take this path}}
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
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask range(8, 24) (0x00ffff00) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// The nearest legal join: both ways bring lanes 0-23.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %u0: i32, %u: i32, %u2: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c24 = llvm.mlir.constant(24 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(16777215 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %b0 = llvm.icmp "ne" %u0, %c0 : i32
    llvm.cond_br %b0, ^P1, ^P2
  ^P1:
    %lt = llvm.icmp "ult" %t, %c24 : i32
    llvm.cond_br %lt, ^X, ^exit
  ^X:
    %b1 = llvm.icmp "ne" %u, %c0 : i32
    llvm.cond_br %b1, ^D, ^exit
  ^P2:
    %lt2 = llvm.icmp "ult" %t, %c24 : i32
    llvm.cond_br %lt2, ^Z, ^exit
  ^Z:
    %b2 = llvm.icmp "ne" %u2, %c0 : i32
    llvm.cond_br %b2, ^D, ^exit
  ^D:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// A loop header runs on the lanes each latch sends back: lanes 0-15 on the
// first trip, 8-15 after lanes 0-7 break out.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65280 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    llvm.cond_br %lo, ^pre, ^exit(%v0 : i32)
  ^pre:
    llvm.br ^head(%c0, %v0 : i32, i32)
  ^head(%i: i32, %v: i32):
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask range(8, 16) (0x0000ff00) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %lt8 = llvm.icmp "ult" %t, %c8 : i32
    llvm.cond_br %lt8, ^exit(%s : i32), ^latch
  ^latch:
    %i1 = llvm.add %i, %c1 : i32
    %c = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %c, ^head(%i1, %s : i32, i32), ^exit(%s : i32)
  ^exit(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// The nearest legal loop: the break is uniform, so every trip runs lanes
// 0-15.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    llvm.cond_br %lo, ^pre, ^exit(%v0 : i32)
  ^pre:
    llvm.br ^head(%c0, %v0 : i32, i32)
  ^head(%i: i32, %v: i32):
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %lt8 = llvm.icmp "eq" %i, %c8 : i32
    llvm.cond_br %lt8, ^exit(%s : i32), ^latch
  ^latch:
    %i1 = llvm.add %i, %c1 : i32
    %c = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %c, ^head(%i1, %s : i32, i32), ^exit(%s : i32)
  ^exit(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Two latches, one per arm of a lane branch (clang -O2 of `if (tid < 16)
// { v += shfl_xor(0xffff, v, 1); if (f[i]) break; } else { ...; if (f[i])
// break; }`, round 61 h2): the header runs on every lane or on one arm's,
// and the shuffle's block on lanes 0-15 each time.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    llvm.br ^head(%c0, %v0 : i32, i32)
  ^head(%i: i32, %v: i32):
    %i1 = llvm.add %i, %c1 : i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    llvm.cond_br %lo, ^A, ^B
  ^A:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %ca = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %ca, ^head(%i1, %s : i32, i32), ^exit(%s : i32)
  ^B:
    %vb = llvm.add %v, %c1 : i32
    %cb = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %cb, ^head(%i1, %vb : i32, i32), ^exit(%vb : i32)
  ^exit(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// A ballot's mask is the lanes of the branch on its predicate only where
// the collective is reached through that branch's true edge alone: here
// lanes with `v >= 8` and `tid >= 24` come in too.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c24 = llvm.mlir.constant(24 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %pr = llvm.icmp "ult" %v, %c8 : i32
    %m = nvvm.vote.sync ballot %full, %pr -> i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %pr, ^D, ^mid
  ^mid:
    %q = llvm.icmp "uge" %t, %c24 : i32
    llvm.cond_br %q, ^D, ^exit
  ^D:
    // expected-error @+1 {{C5: the member mask of vote.sync any is a run-time value the checker cannot follow}}
    %sb = nvvm.vote.sync any %m, %pr -> i1
    %s = llvm.zext %sb : i1 to i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// The false edge of the branch on the predicate runs the lanes the ballot
// left out.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %pr = llvm.icmp "ult" %v, %c8 : i32
    %m = nvvm.vote.sync ballot %full, %pr -> i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %pr, ^exit, ^D
  ^D:
    // expected-error @+1 {{C5: the member mask of vote.sync any is a run-time value the checker cannot follow}}
    %sb = nvvm.vote.sync any %m, %pr -> i1
    %s = llvm.zext %sb : i1 to i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// The true edge: exactly the ballot's lanes.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %pr = llvm.icmp "ult" %v, %c8 : i32
    %m = nvvm.vote.sync ballot %full, %pr -> i32
    llvm.cond_br %pr, ^D, ^exit
  ^D:
    %sb = nvvm.vote.sync any %m, %pr -> i1
    %s = llvm.zext %sb : i1 to i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// The same through scf.if.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c8 = arith.constant 8 : i32
    %full = arith.constant -1 : i32
    %t = gpu.thread_id x
    %v = memref.load %out[%t] : memref<32xi32>
    %pr = arith.cmpi ult, %v, %c8 : i32
    %m = nvvm.vote.sync ballot %full, %pr -> i32
    scf.if %pr {
      %sb = nvvm.vote.sync any %m, %pr -> i1
      %s = arith.extui %sb : i1 to i32
      memref.store %s, %out[%t] : memref<32xi32>
    }
    gpu.return
  }
}


// -----

// The true edge on one way into a join only: lanes with `v >= 8` come in
// through `^Y`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %u: i32, %u2: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %pr = llvm.icmp "ult" %v, %c8 : i32
    %m = nvvm.vote.sync ballot %full, %pr -> i32
    %bu = llvm.icmp "ne" %u, %c0 : i32
    %bu2 = llvm.icmp "ne" %u2, %c0 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %pr, ^X, ^Y
  ^X:
    llvm.cond_br %bu, ^D, ^exit
  ^Y:
    llvm.cond_br %bu2, ^D, ^exit
  ^D:
    // expected-error @+1 {{C5: the member mask of vote.sync any is a run-time value the checker cannot follow}}
    %sb = nvvm.vote.sync any %m, %pr -> i1
    %s = llvm.zext %sb : i1 to i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
