// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// The warp index of a block's linear thread index (lib/Analysis/
// WarpAlignment.cpp, isLinearThreadIndex): CUDA forms warps from runs of 32
// consecutive linear indices `tid.x + ntid.x * (tid.y + ntid.y * tid.z)`,
// whatever the block's shape, so `linear >> 5` is the same on every lane of
// a warp and `if (linear / 32 < n)` may hold a full-warp shuffle. The index
// within a plane counts only where planes are whole warps.

// -----

// `tid.y * ntid.x + tid.x` in a 16 x 4 block: warps are runs of 32 linear indices (round 61 h3).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The same with the declared row size as a constant, operands swapped.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %c16, %ty : i32
    %lin = llvm.add %tx, %yb : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The 3-D linear index `(tid.z * ntid.y + tid.y) * ntid.x + tid.x` in a 16 x 3 x 2 block.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 3, 2>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %zb = llvm.mul %tz, %ny : i32
    %zy = llvm.add %zb, %ty : i32
    %yb = llvm.mul %zy, %nx : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The 3-D index spelled as a sum of terms, `tid.x + tid.y * ntid.x + tid.z * ntid.x * ntid.y`, in a 8 x 5 x 3 block.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 8, 5, 3>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %s0 = llvm.add %tx, %yb : i32
    %nxy = llvm.mul %nx, %ny : i32
    %zb = llvm.mul %tz, %nxy : i32
    %lin = llvm.add %s0, %zb : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The index in a plane where each plane is whole warps (16 x 4 x 2: 64 threads a plane).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 2>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// A shifted row and `or disjoint` (clang's spelling of `tid.y * 16 + tid.x` where tid.x < 16).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.shl %ty, %c4 : i32
    %lin = llvm.or disjoint %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Plus a constant multiple of 32.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %l0 = llvm.add %yb, %tx : i32
    %lin = llvm.add %l0, %c64 : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Undeclared block: the plane index is the checker's assumption of rows of whole warps (docs/Convergence.md).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The plane index where planes are not whole warps (16 x 3 x 2: warp 1 holds plane 0's indices 32-47 and plane 1's 0-15).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 3, 2>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// A row stride that is not the block's (15 in a 16 x 4 block).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %c15 : i32
    %lin = llvm.add %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Column-major: `tid.x * ntid.y + tid.y`.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %xb = llvm.mul %tx, %ny : i32
    %lin = llvm.add %xb, %ty : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// An offset of 16: warps straddle the multiples of 32.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %l0 = llvm.add %yb, %tx : i32
    %lin = llvm.add %l0, %c16 : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// `or` without `disjoint` is not an add.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.shl %ty, %c4 : i32
    %lin = llvm.or %yb, %tx : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Twice the index.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %l0 = llvm.add %yb, %tx : i32
    %lin = llvm.add %l0, %l0 : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// A truncation inside the expression: `zext(trunc16(linear + tid.x * 65536)) - tid.x * 65536` is `linear - tid.x * 65536`, whose upper bits differ between lanes; the ring identities hold only within one width.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 16, 4, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c65536 = llvm.mlir.constant(65536 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %tz = nvvm.read.ptx.sreg.tid.z : i32
    %nx = nvvm.read.ptx.sreg.ntid.x : i32
    %ny = nvvm.read.ptx.sreg.ntid.y : i32
    %yb = llvm.mul %ty, %nx : i32
    %l0 = llvm.add %yb, %tx : i32
    %big = llvm.mul %tx, %c65536 : i32
    %l1 = llvm.add %l0, %big : i32
    %t16 = llvm.trunc %l1 : i32 to i16
    %z16 = llvm.zext %t16 : i16 to i32
    %lin = llvm.sub %z16, %big : i32
    %w = llvm.lshr %lin, %c5 : i32
    %az = llvm.mul %tz, %ny : i32
    %azy = llvm.add %az, %ty : i32
    %ar = llvm.mul %azy, %nx : i32
    %at = llvm.add %ar, %tx : i32
    %p = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+2 {{the threads diverge here; the condition depends on the lane}}
    %in = llvm.icmp "ult" %w, %n : i32
    llvm.cond_br %in, ^a, ^done
  ^a:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
