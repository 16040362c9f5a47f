// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Which lanes run a loop's blocks (lib/Analysis/ActiveLanes.cpp): issue
// 27's round 59.

// Round 59 h1: a one-block loop whose lanes leave on different trips
// (exit on `i == tid`): its own exit branch decides which lanes run it
// again, so a full-mask shuffle there is C1.
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
    llvm.br ^loop(%c0, %v0 : i32, i32)
  ^loop(%i: i32, %v: i32):
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %i2 = llvm.add %i, %c1 : i32
    %end = llvm.icmp "eq" %i, %tid : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : i32, i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// The same loop entered from clang's `br (tid < 16 & n > 0)` with a
// half-warp mask: lanes 0-15 enter, and leave on different trips.
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
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    llvm.cond_br %go, ^loop(%c0, %v0 : i32, i32), ^done(%v0 : i32)
  ^loop(%i: i32, %v: i32):
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask low(16) (0x0000ffff) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %i2 = llvm.add %i, %c1 : i32
    %end = llvm.icmp "eq" %i, %tid : i32
    llvm.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : i32, i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// In the gpu dialect.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %tid = gpu.thread_id x
    %v0 = memref.load %out[%tid] : memref<32xi32>
    cf.br ^loop(%c0, %v0 : index, i32)
  ^loop(%i: index, %v: i32):
    // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
    %s, %ok = gpu.shuffle xor %v, %one, %w : i32
    %v2 = arith.addi %s, %v : i32
    %i2 = arith.addi %i, %c1 : index
    %end = arith.cmpi eq, %i, %tid : index
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    cf.cond_br %end, ^done(%v2 : i32), ^loop(%i2, %v2 : index, i32)
  ^done(%r: i32):
    memref.store %r, %out[%tid] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 59 h2 (a false C1): clang's `select(lane < 16, n > 0, false)` for
// `lane < 16 && n > 0` runs lanes 0-15 or none, as the `and` form does.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %f = llvm.mlir.constant(false) : i1
    %all = llvm.mlir.constant(-1 : i32) : i32
    %lo16 = llvm.mlir.constant(65535 : i32) : i32
    %hi16 = llvm.mlir.constant(-65536 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    %pos = llvm.icmp "sgt" %n, %c0 : i32
    %go = llvm.select %lo, %pos, %f : i1, i1
    llvm.cond_br %go, ^loop(%c0, %v0 : i32, i32), ^done(%v0 : i32)
  ^loop(%i: i32, %v: i32):
    %s = nvvm.shfl.sync bfly %lo16, %v, %c1, %c31 : i32 -> i32
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

// Round 60b h1: a block of a loop is summarised with every block of its
// cycle (they run on the same lanes): the legal ballot in ^vote, checked
// first, left ^body's summary cached without the lane exit of ^body
// itself, and the full-mask shuffle there was accepted.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %big = llvm.icmp "sgt" %n, %c5 : i32
    llvm.br ^head(%c0, %v0 : i32, i32)
  ^head(%i: i32, %v: i32):
    llvm.cond_br %big, ^vote, ^body
  ^vote:
    %am = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %pos = llvm.icmp "sgt" %v, %c0 : i32
    %b = nvvm.vote.sync ballot %am, %pos -> i32
    llvm.br ^body
  ^body:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s, %v : i32
    %end = llvm.icmp "eq" %i, %tid : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %end, ^done(%v2 : i32), ^latch
  ^latch:
    %i2 = llvm.add %i, %c1 : i32
    %more = llvm.icmp "slt" %i2, %n : i32
    llvm.cond_br %more, ^head(%i2, %v2 : i32, i32), ^done(%v2 : i32)
  ^done(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 60b h5: the loop head's legal 0xffff shuffle, checked first, left
// ^l1's summary cached without the `tid < 16` entry: the full-mask shuffle
// that only lanes 0-15 run was accepted.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %mlo = llvm.mlir.constant(65535 : i32) : i32
    %mall = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    %big = llvm.icmp "sgt" %n, %c2 : i32
    %huge = llvm.icmp "sgt" %n, %c100 : i32
    // expected-note @+1 {{only lanes 0-15 take this path}}
    llvm.cond_br %lo, ^h(%c0, %v0 : i32, i32), ^exit(%v0 : i32)
  ^h(%i: i32, %v: i32):
    %s1 = nvvm.shfl.sync bfly %mlo, %v, %c1, %c31 : i32 -> i32
    %v1 = llvm.add %s1, %v : i32
    llvm.cond_br %big, ^l1, ^l2(%v1 : i32)
  ^l1:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
    %s2 = nvvm.shfl.sync bfly %mall, %v1, %c16, %c31 : i32 -> i32
    %v2 = llvm.add %s2, %v1 : i32
    llvm.cond_br %huge, ^exit(%v2 : i32), ^l2(%v2 : i32)
  ^l2(%w: i32):
    %i2 = llvm.add %i, %c1 : i32
    %more = llvm.icmp "slt" %i2, %n : i32
    llvm.cond_br %more, ^h(%i2, %w : i32, i32), ^exit(%w : i32)
  ^exit(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Its nearest legal form: the shuffle in ^l1 names lanes 0-15.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %mlo = llvm.mlir.constant(65535 : i32) : i32
    %mall = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v0 = llvm.load %p : !llvm.ptr<1> -> i32
    %lo = llvm.icmp "ult" %tid, %c16 : i32
    %big = llvm.icmp "sgt" %n, %c2 : i32
    %huge = llvm.icmp "sgt" %n, %c100 : i32
    llvm.cond_br %lo, ^h(%c0, %v0 : i32, i32), ^exit(%v0 : i32)
  ^h(%i: i32, %v: i32):
    %s1 = nvvm.shfl.sync bfly %mlo, %v, %c1, %c31 : i32 -> i32
    %v1 = llvm.add %s1, %v : i32
    llvm.cond_br %big, ^l1, ^l2(%v1 : i32)
  ^l1:
    %s2 = nvvm.shfl.sync bfly %mlo, %v1, %c1, %c31 : i32 -> i32
    %v2 = llvm.add %s2, %v1 : i32
    llvm.cond_br %huge, ^exit(%v2 : i32), ^l2(%v2 : i32)
  ^l2(%w: i32):
    %i2 = llvm.add %i, %c1 : i32
    %more = llvm.icmp "slt" %i2, %n : i32
    llvm.cond_br %more, ^h(%i2, %w : i32, i32), ^exit(%w : i32)
  ^exit(%r: i32):
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
