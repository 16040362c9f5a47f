// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Undefined paths found by issue 27's round 58: each is C5 at the op; the
// nearest legal program is accepted.


// -----

// Round 58 h2: a fence alone is no progress: LICM hoists it out of
// `for (;;) __threadfence();`, and LLVM deletes the loop and the path.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.fence seq_cst
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// The same at device scope.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.fence syncscope("device") acq_rel
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// A helper that only fences.
gpu.module @m {
  llvm.func @f() {
    llvm.fence seq_cst
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.call @f() : () -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// A loop annotated mustProgress in a function that is not.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.fence seq_cst
    llvm.br ^loop {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// An intrinsic LLVM says touches no memory, called by name.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %x = llvm.call_intrinsic "llvm.smax.i32"(%lane, %n) : (i32, i32) -> i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// Assembly without side effects, its result unused.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %x = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// memset.inline into an alloca.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %b = llvm.mlir.constant(16 : i8) : i8
    "llvm.intr.memset.inline"(%slot, %b) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// An atomic load of an alloca: no other thread sees it.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %x = llvm.load %slot atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// The nearest legal programs: an atomic load of global memory (a spin on a
// flag) is progress.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    %x = llvm.load %out atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// A fence beside an atomic add to global memory.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.fence seq_cst
    %x = llvm.atomicrmw add %out, %one monotonic : !llvm.ptr<1>, i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// Assembly with side effects.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.inline_asm has_side_effects "nanosleep.u32 100;", "" : () -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// A volatile load.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    %x = llvm.load volatile %out : !llvm.ptr<1> -> i32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
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

// Round 58 h4: a shift by an amount LLVM knows is the width or more, though
// no constant op (`1 << (lane | 32)`), is poison: so is the GEP by it.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %a = llvm.or %lane, %c32 : i32
    %ix = llvm.shl %c1, %a : i32
    %q = llvm.getelementptr %out[%ix] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{C5: the store's address may be null, undef or poison}}
    llvm.store %lane, %q : i32, !llvm.ptr<1>
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

// The same by `16 + 16`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c16b = llvm.mlir.constant(16 : i32) : i32
    %a = llvm.add %c16b, %c16b : i32
    %ix = llvm.shl %c1, %a : i32
    %q = llvm.getelementptr %out[%ix] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{C5: the store's address may be null, undef or poison}}
    llvm.store %lane, %q : i32, !llvm.ptr<1>
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

// Round 58 h3: a memref.store at a poison index (`index_cast (1 << 32)`).
gpu.module @m {
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %l = gpu.lane_id
    %lane = arith.index_cast %l : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %p = arith.shli %c1, %c32 : i32
      %ix = arith.index_cast %p : i32 to index
      // expected-error @+1 {{C5: the store's address may be null, undef or poison}}
      memref.store %lane, %buf[%ix] : memref<64xi32>
    }
    %lo = arith.cmpi ult, %lane, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
      memref.store %r, %buf[%l] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// The nearest legal program: `1 << 5` is an index.
gpu.module @m {
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %l = gpu.lane_id
    %lane = arith.index_cast %l : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %lane, %c16 : i32
    scf.if %hi {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 5 : i32
      %p = arith.shli %c1, %c32 : i32
      %ix = arith.index_cast %p : i32 to index
      memref.store %lane, %buf[%ix] : memref<64xi32>
    }
    %lo = arith.cmpi ult, %lane, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
      memref.store %r, %buf[%l] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Round 58 h5 (a false C1): clang -O2's `if (tid < 16) for (i < n)` enters
// the loop straight from `br (tid < 16 & n > 0)`: the loop's own back
// edge does not make its counter lane-dependent, and the lanes are 0-15
// or none.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    %pos = llvm.icmp "sgt" %n, %c0 : i32
    %go = llvm.and %lo, %pos : i1
    llvm.cond_br %go, ^loop(%c0, %v0 : i32, i32), ^done(%v0 : i32)
  ^loop(%i: i32, %v: i32):
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %i2 = llvm.add %i, %c1 : i32
    %end = llvm.icmp "eq" %i2, %n : i32
    llvm.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : i32, i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Its member mask naming lanes that never enter is still C1.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    %pos = llvm.icmp "sgt" %n, %c0 : i32
    %go = llvm.and %lo, %pos : i1
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    llvm.cond_br %go, ^loop(%c0, %v0 : i32, i32), ^done(%v0 : i32)
  ^loop(%i: i32, %v: i32):
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %i2 = llvm.add %i, %c1 : i32
    %end = llvm.icmp "eq" %i2, %n : i32
    llvm.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : i32, i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// A lane-dependent second condition leaves the lanes unknown.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    %pos = llvm.icmp "sgt" %v0, %c0 : i32
    %go = llvm.and %lo, %pos : i1
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %go, ^loop(%c0, %v0 : i32, i32), ^done(%v0 : i32)
  ^loop(%i: i32, %v: i32):
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask low(16) (0x0000ffff) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %i2 = llvm.add %i, %c1 : i32
    %end = llvm.icmp "eq" %i2, %n : i32
    llvm.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : i32, i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
