// RUN: warp-opt %s --split-input-file --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// Paths LLVM deletes as undefined (issue 27 round 54 h7): the race checker
// reads the thread guards as written, but LLVM folds the tests that lead to
// an undefined op. Each such op is R3; a kernel whose guards survive is not
// reported.

// `if (tid != 0) __builtin_unreachable(); if (tid == 0) out[0] = lane;`:
// LLVM takes tid == 0 everywhere and drops the guard of the store, so all
// 64 threads store to out[0] (--sim: global-race at seeds 0 and 7).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ln = nvvm.read.ptx.sreg.laneid : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^dead, ^ok
  ^dead:
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined: LLVM deletes the path to it and folds the thread tests that lead there}}
    llvm.unreachable
  ^ok:
    %z = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %z, ^w, ^e
  ^w:
    %p = llvm.getelementptr %out[%c0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %ln, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The same with an assume of `tid == 0` at the top level (a thread-dependent
// condition the checker cannot show true).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ln = nvvm.read.ptx.sreg.laneid : i32
    %z = llvm.icmp "eq" %tid, %c0 : i32
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: assumes a condition that differs between threads and that the checker cannot show true on every thread}}
    llvm.intr.assume %z : i1
    llvm.cond_br %z, ^w, ^e
  ^w:
    %p = llvm.getelementptr %out[%c0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %ln, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// In a function the kernel calls: a store to null on the threads past the
// first.
gpu.module @m {
  llvm.func @helper(%tid: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^dead, ^ok
  ^dead:
    %null = llvm.mlir.zero : !llvm.ptr
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %c0, %null : i32, !llvm.ptr
    llvm.br ^ok
  ^ok:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    // expected-warning @+1 {{R3: cannot decide whether this op races because it calls helper}}
    llvm.call @helper(%tid) : (i32) -> ()
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %z = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %z, ^w, ^e
  ^w:
    %p = llvm.getelementptr %out[%c0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %tid, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal kernels: the guard's other side ends the thread (a
// trap), an assume of a uniform argument's property at the top level
// (`__builtin_assume(n % 4 == 0)`), and a
// block the ranges show no thread enters (`if (tid.x >= 64)
// __builtin_unreachable()` in a block of 64): no finding.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %low = llvm.and %n, %c3 : i32
    %aligned = llvm.icmp "eq" %low, %c0 : i32
    llvm.intr.assume %aligned : i1
    %big = llvm.icmp "uge" %tid, %c64 : i32
    llvm.cond_br %big, ^never, ^next
  ^never:
    llvm.unreachable
  ^next:
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^fail, ^ok
  ^fail:
    llvm.call_intrinsic "llvm.trap"() : () -> ()
    llvm.unreachable
  ^ok:
    %p = llvm.getelementptr %out[%c0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %tid, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 56 h3: an endless loop that only does nothing (`llvm.donothing`)
// in a mustprogress kernel: LLVM deletes it and the `tid != 0` branch into
// it, and all 32 threads store to out[0].
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ln = nvvm.read.ptx.sreg.laneid : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^spin, ^ok
  ^spin:
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.call_intrinsic "llvm.donothing"() : () -> ()
    llvm.br ^loop
  ^ok:
    llvm.store %ln, %out : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 57 h4: an endless loop of plain stores makes no progress: LLVM
// deletes it and the `tid != 0` branch into it, and all 32 threads store
// to out[0].
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %aux: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ln = nvvm.read.ptx.sreg.laneid : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^spin, ^ok
  ^spin:
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %q = llvm.getelementptr %aux[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c0, %q : i32, !llvm.ptr<1>
    llvm.br ^loop
  ^ok:
    llvm.store %ln, %out : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 58 h2: a fence alone is no progress; LLVM deletes the loop, and
// every thread stores.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %aux: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ln = nvvm.read.ptx.sreg.laneid : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^spin, ^ok
  ^spin:
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.fence seq_cst
    llvm.br ^loop
  ^ok:
    llvm.store %ln, %out : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 60b h2 (races): `if (tid / (n & 0) == 0)` under `tid != 0` is
// undefined; LLVM deletes it, takes tid == 0 everywhere and drops the guard
// of the store to out[0], which all 64 threads then run.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %nz = llvm.icmp "ne" %tid, %c0 : i32
    llvm.cond_br %nz, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %x = llvm.udiv %tid, %z : i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    // expected-warning @+1 {{R3: cannot decide whether the kernel races: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined: LLVM deletes the path to it and folds the thread tests that lead there}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %qq = llvm.getelementptr %q[%c8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %qq : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %z0 = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %z0, ^s, ^e
  ^s:
    llvm.store %tid, %out : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}
