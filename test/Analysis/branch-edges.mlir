// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
//
// Which lanes take a branch edge (issue 27 round 62): edge 0 is the true
// edge only of a conditional branch (an i1 switch's is its default); an
// `activemask() == ~0` test guards only where the branch is in the
// activemask's block; `tid.x < C` names one set of lanes only where every
// warp that has any agrees, on each side separately; and a ballot's mask
// is exactly the branch also when clang branches on the negated compare.
// Each negative runs with findings under `warp-run --sim`, each positive
// clean.

// An llvm.switch on the i1 `tid < 16`: its default (edge 0) runs lanes
// 16-31 (round 62 h1; since round 63b a switch's edges have lanes, and the
// finding names them).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.switch %lo : i1, ^A [
      1: ^done
    ]
  ^A:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 0-15 in its member mask low(16) (0x0000ffff), but they do not execute it (only lanes 16-31 do)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The same with cf.switch.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    cf.switch %lo : i1, [
      default: ^A,
      true: ^done
    ]
  ^A:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 0-15 in its member mask low(16) (0x0000ffff), but they do not execute it (only lanes 16-31 do)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// A ballot's mask on the default edge of a switch on its predicate: the
// lanes that voted false run it.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %v1 = llvm.and %v, %c1 : i32
    %q = llvm.icmp "ne" %v1, %c0 : i32
    %m = nvvm.vote.sync ballot %full, %q -> i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.switch %q : i1, ^A [
      1: ^done
    ]
  ^A:
    // expected-error @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
    %s = nvvm.redux.sync add %v, %m : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// An activemask test from the entry block branched on after `tid < 16`
// sent lanes 16-31 away (round 62 h3).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %ok = llvm.icmp "eq" %a, %full : i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    llvm.cond_br %lo, ^B, ^done
  ^B:
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %ok, ^S, ^done
  ^S:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `tid.x < 48` in a 64-thread block: all of warp 0 and lanes 0-15 of warp 1
// run the 0xffff shuffle (round 62 h4).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c48 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %lo, ^A, ^done
  ^A:
    // expected-error @+1 {{C2: in warp 0, lane 16 executes shfl.sync bfly but is not in its member mask low(16) (0x0000ffff)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The same with a full mask: warp 1 is short of it.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c48 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %lo, ^A, ^done
  ^A:
    // expected-error @+1 {{C1: in warp 1, shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but only lanes 0-15 execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The false side of `tid.x < 16` in a 64-thread block: lanes 16-31 of warp 0
// and every lane of warp 1.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(-65536 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %lo, ^exit, ^hi
  ^hi:
    // expected-error @+1 {{C2: in warp 1, lane 0 executes shfl.sync bfly but is not in its member mask high(16) (0xffff0000)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}

// -----

// clang's `if (p)` after `m = __ballot_sync(~0u, p)`: the branch is on the
// negated compare, and its false edge holds p (round 62 h5).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %v1 = llvm.and %v, %c1 : i32
    %q = llvm.icmp "ne" %v1, %c0 : i32
    %nq = llvm.icmp "eq" %v1, %c0 : i32
    %m = nvvm.vote.sync ballot %full, %q -> i32
    llvm.cond_br %nq, ^done, ^A
  ^A:
    %s = nvvm.redux.sync add %v, %m : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The true side of `tid.x < 16` in a 64-thread block: lanes 0-15 of warp 0,
// and no lane of warp 1.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    llvm.cond_br %lo, ^hi, ^exit
  ^hi:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}


// -----

// clang's `(tid & 1008) == 16` for `tid >= 16 && tid < 32`, no block
// declared: lanes 16-31 of warp 0 and no lane of any other warp (each warp
// is evaluated whole, at every x it may start at; round 62b h1).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1008 = llvm.mlir.constant(1008 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %m = llvm.mlir.constant(-65536 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %h = llvm.and %t, %c1008 : i32
    %in = llvm.icmp "eq" %h, %c16 : i32
    llvm.cond_br %in, ^A, ^done
  ^A:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// clang's `tid - 8 <u 16` for `tid >= 8 && tid < 24`: lanes 8-23 of warp 0.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %m = llvm.mlir.constant(16776960 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %h = llvm.sub %t, %c8 : i32
    %in = llvm.icmp "ult" %h, %c16 : i32
    llvm.cond_br %in, ^A, ^done
  ^A:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
