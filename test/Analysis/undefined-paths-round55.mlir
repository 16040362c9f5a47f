// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Undefined paths found by issue 27's round 55 (and round 54's endless
// loop): each is C5 at the op; the nearest legal program is accepted.
// Round 54 h2 (an assume of `n == n + 1` on a uniform value) is trusted:
// see WarpRationale.md, "Round 55".

// Round 55 h1: a chain of five helpers that only return: LLVM inlines them
// all and deletes the path (--sim: lane 16 runs the shfl.sync outside
// 0x0000ffff). Judged through any number of calls.
gpu.module @m {
  llvm.func @n5() { llvm.return }
  llvm.func @n4() { llvm.call @n5() : () -> ()
    llvm.return }
  llvm.func @n3() { llvm.call @n4() : () -> ()
    llvm.return }
  llvm.func @n2() { llvm.call @n3() : () -> ()
    llvm.return }
  llvm.func @n1() { llvm.call @n2() : () -> ()
    llvm.return }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.call @n1() : () -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 55 h2: a bounds check that traps only when it fails: called with a
// value it passes, LLVM folds the trap away and the path is undefined.
gpu.module @m {
  llvm.func @check(%x: i32) {
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %b = llvm.icmp "ugt" %x, %c100 : i32
    llvm.cond_br %b, ^t, ^r
  ^t:
    llvm.call_intrinsic "llvm.trap"() : () -> ()
    llvm.unreachable
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @check(%c1) : (i32) -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 55 h2: `cf.assert` of a condition that holds returns.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %true = llvm.mlir.constant(true) : i1
    cf.assert %true, "never"
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 55 h2: a declaration that says `willreturn` among its passthrough
// attributes returns.
gpu.module @m {
  llvm.func @ext() attributes {passthrough = ["willreturn", "nounwind"]}
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.call @ext() : () -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal programs: a `[[noreturn]]` helper (every return follows
// `__assertfail`, which may not return), through two calls, and a trap
// before the `unreachable`: the path ends the thread; nothing is undefined.
gpu.module @m {
  llvm.func @__assertfail()
  llvm.func @fail() {
    llvm.call @__assertfail() : () -> ()
    llvm.return
  }
  llvm.func @fail2() {
    llvm.call @fail() : () -> ()
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.call @fail2() : () -> ()
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 54 h6: an endless loop without side effects in a `mustprogress`
// function (clang marks C++ functions so): LLVM deletes the loop and the
// lane branch into it, so lanes 16-31 run the 0x0000ffff shuffle (the
// PTX has no branch).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects, in a function or loop that must make progress (`mustprogress`), which is undefined}}
    llvm.br ^loop
  ^loop:
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The same loop marked by its loop annotation.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits}}
    llvm.br ^loop
  ^loop:
    llvm.br ^loop {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal programs: the same loop in a function that need not
// make progress (LLVM keeps it: lanes 16-31 spin, the others shuffle), and
// in a mustprogress function a loop with a store (progress).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    %g = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store volatile %n, %g : i32, !llvm.ptr<1>
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 55 h4: addresses LLVM folds to null or poison: an element of a
// vector a null was inserted into,
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %z = llvm.mlir.zero : !llvm.ptr
    %pv = llvm.mlir.poison : vector<2x!llvm.ptr>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.insertelement %z, %pv[%i0 : i32] : vector<2x!llvm.ptr>
    %a = llvm.extractelement %v[%i0 : i32] : vector<2x!llvm.ptr>
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// of a shuffle of null vectors,
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %zv = llvm.mlir.zero : vector<2x!llvm.ptr>
    %s = llvm.shufflevector %zv, %zv [1, 0] : vector<2x!llvm.ptr>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %a = llvm.extractelement %s[%i0 : i32] : vector<2x!llvm.ptr>
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// past a vector's end (poison),
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %q = llvm.mlir.constant(4096 : i64) : i64
    %qp = llvm.inttoptr %q : i64 to !llvm.ptr
    %pv = llvm.mlir.poison : vector<2x!llvm.ptr>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i5 = llvm.mlir.constant(5 : i32) : i32
    %v = llvm.insertelement %qp, %pv[%i0 : i32] : vector<2x!llvm.ptr>
    %a = llvm.extractelement %v[%i5 : i32] : vector<2x!llvm.ptr>
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// an integer shifted by its width (poison),
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %q = llvm.mlir.constant(4096 : i64) : i64
    %c64 = llvm.mlir.constant(64 : i64) : i64
    %sh = llvm.shl %q, %c64 : i64
    %a = llvm.inttoptr %sh : i64 to !llvm.ptr
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// a field of a null aggregate,
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %zs = llvm.mlir.zero : !llvm.struct<(ptr, i32)>
    %a = llvm.extractvalue %zs[0] : !llvm.struct<(ptr, i32)>
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// and a masked store whose all-ones mask is an `arith.constant`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %z = llvm.mlir.zero : !llvm.ptr
    %mask = arith.constant dense<true> : vector<2xi1>
    %val = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.intr.masked.store %val, %z, %mask {alignment = 4 : i32} : vector<2xi32>, vector<2xi1> into !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal program: an element of a vector that holds a valid
// address at that index.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %z = llvm.mlir.zero : !llvm.ptr
    %q = llvm.mlir.constant(4096 : i64) : i64
    %qp = llvm.inttoptr %q : i64 to !llvm.ptr
    %zv = llvm.mlir.zero : vector<2x!llvm.ptr>
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %v = llvm.insertelement %qp, %zv[%i1 : i32] : vector<2x!llvm.ptr>
    %a = llvm.extractelement %v[%i1 : i32] : vector<2x!llvm.ptr>
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 55 h3: launch sizes are computed at their own width, wrapping as
// LLVM does: umin(select(c, 32, 40) + (-16), 64) in i32 is 16 or 24, not
// 2^32 + 16 and 2^32 + 24 clamped to 64 (--sim: lane 0 read lane 16).
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c32i = arith.constant 32 : i32
    %c40i = arith.constant 40 : i32
    %x = arith.select %c, %c32i, %c40i : i32
    %k = arith.constant -16 : i32
    %v = arith.addi %x, %k : i32
    %c64 = arith.constant 64 : i32
    %u = arith.minui %v, %c64 : i32
    %b = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// A signed index_cast sign-extends: select(c, -24, -16) + 40 is 16 or 24.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %m24 = arith.constant -24 : i32
    %m16 = arith.constant -16 : i32
    %s = arith.select %c, %m24, %m16 : i32
    %si = arith.index_cast %s : i32 to index
    %c40 = arith.constant 40 : index
    %b = arith.addi %si, %c40 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// A sum of five selects holds 10 distinct values (1, 2, 33, ..., 130), none
// a multiple of 32: each counted once.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %c0: i1, %c1f: i1, %c2f: i1, %c3f: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i0 = arith.constant 0 : index
    %i32 = arith.constant 32 : index
    %a0 = arith.select %c, %i1, %i2 : index
    %a1 = arith.select %c0, %i0, %i32 : index
    %a2 = arith.select %c1f, %i0, %i32 : index
    %a3 = arith.select %c2f, %i0, %i32 : index
    %a4 = arith.select %c3f, %i0, %i32 : index
    %t1 = arith.addi %a0, %a1 : index
    %t2 = arith.addi %t1, %a2 : index
    %t3 = arith.addi %t2, %a3 : index
    %t4 = arith.addi %t3, %a4 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%t4, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// The nearest legal launch: select(c, 48, 80) - 16 is 32 or 64, whole warps.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : i32
    %c80 = arith.constant 80 : i32
    %x = arith.select %c, %c48, %c80 : i32
    %k = arith.constant -16 : i32
    %v = arith.addi %x, %k : i32
    %b = arith.index_castui %v : i32 to index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 55 h5: `if (threadIdx.x >= 64) std::unreachable();` in a block of
// 64 is legal: the helper's own `unreachable` is judged at its calls, and
// the ranges show no thread enters the call's block.
gpu.module @m {
  llvm.func linkonce_odr @_ZSt11unreachablev() attributes {passthrough = ["noreturn", "nounwind"]} {
    llvm.unreachable
  }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %c = llvm.mlir.constant(64 : i32) : i32
    %h = llvm.icmp "uge" %tid, %c : i32
    llvm.cond_br %h, ^d, ^ok
  ^d:
    llvm.call @_ZSt11unreachablev() : () -> ()
    llvm.unreachable
  ^ok:
    %m = llvm.mlir.constant(-1 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}


// -----

// Round 55: an address that is a computed zero: `inttoptr (ptrtoint null &
// 8)` and `inttoptr (n ^ n)` fold to null.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %z = llvm.mlir.zero : !llvm.ptr
    %i = llvm.ptrtoint %z : !llvm.ptr to i64
    %k = llvm.mlir.constant(8 : i64) : i64
    %j = llvm.and %i, %k : i64
    %a = llvm.inttoptr %j : i64 to !llvm.ptr
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %nn = llvm.zext %n : i32 to i64
    %x = llvm.xor %nn, %nn : i64
    %a = llvm.inttoptr %x : i64 to !llvm.ptr
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %a : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}
