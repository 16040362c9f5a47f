// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Branches on undef or poison (issue 27 round 60): LangRef makes them
// undefined, and LLVM deletes the path and folds the tests that lead
// there. Each is C5 at the branch; the nearest legal programs are
// accepted.

// Round 60b h2: `if (v / (n & 0) == 0)` under `tid < 16`: the division by zero makes the branch undefined; LLVM deletes that path, takes tid >= 16, and drops the guard of the 0xffff0000 shuffle (--sim: poisoned-use at seeds 0 and 7).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %x = llvm.udiv %v, %z : i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// A shift by `n | 32`, 32 or more by its known bits: poison.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.or %n, %c32 : i32
    %x = llvm.shl %v, %z : i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// A comparison with poison is poison.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.mlir.poison : i32
    %c = llvm.icmp "eq" %v, %z : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// A freeze makes it one defined value: no undefined path.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.mlir.poison : i32
    %y = llvm.icmp "eq" %v, %z : i32
    %c = llvm.freeze %y : i1
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal program: a division by `n`, which may be nonzero.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %x = llvm.udiv %v, %n : i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// A shift by `n & 31`: below the width.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c31 : i32
    %x = llvm.shl %v, %z : i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 61 h1: through a float, `sitofp` then `fcmp`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %x = llvm.udiv %v, %z : i32
    %fx = llvm.sitofp %x : i32 to f32
    %f0 = llvm.mlir.constant(0.0 : f32) : f32
    %c = llvm.fcmp "oeq" %fx, %f0 : f32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}


// -----

// A select whose sides are both poison.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %x0 = llvm.udiv %v, %z : i32
    %x1 = llvm.add %x0, %v : i32
    %b = llvm.icmp "ult" %v, %n : i32
    %x = llvm.select %b, %x0, %x1 : i1, i32
    %c = llvm.icmp "eq" %x, %c0 : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}


// -----

// A vector element.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %mhi = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %x = llvm.udiv %v, %z : i32
    %u = llvm.mlir.undef : vector<2xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %vx = llvm.insertelement %x, %u[%i0 : i32] : vector<2xi32>
    %e = llvm.extractelement %vx[%i0 : i32] : vector<2xi32>
    %c = llvm.icmp "eq" %e, %c0 : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison (a shift by the width or more, a division by zero, or what they flow into), which is undefined}}
    llvm.cond_br %c, ^a1, ^join
  ^a1:
    %q = llvm.getelementptr %out[%c32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %c1, %q : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %tid, %c16 : i32
    llvm.cond_br %hi, ^s, ^e
  ^s:
    %r = nvvm.shfl.sync bfly %mhi, %v, %c1, %c31 : i32 -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}


// -----

// Round 61 h1: through a block argument that an edge passes poison to.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32, %f: f32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(-65536 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %lo = llvm.icmp "ult" %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    llvm.cond_br %lo, ^a, ^join
  ^a:
    %z = llvm.and %n, %c0 : i32
    %d = llvm.udiv %t, %z : i32
    llvm.br ^mid(%d : i32)
  ^mid(%dd: i32):
    %c = llvm.icmp "eq" %dd, %c0 : i32
    // expected-error @+1 {{C5: branches on a value that is undef or poison}}
    llvm.cond_br %c, ^st, ^join
  ^st:
    llvm.store %t, %p : i32, !llvm.ptr<1>
    llvm.br ^join
  ^join:
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^sh, ^done
  ^sh:
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
