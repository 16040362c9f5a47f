// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 33's open classes (docs/Dialects/WarpRationale.md, "Round
// 33"): an undefined or poison value that LLVM proves from facts the
// analysis did not evaluate decided a branch or a loop bound while a warp
// was live. A division, shift, element position or poisoning flag is now
// defined only where its deciding operand is shown safe (ValueFacts) or is
// an input LLVM cannot see into, under the comparisons its function makes
// of it. Each chunk verified before the fix: the round's reproducers, and
// those marked "design", written against the fix.

// -----

// Round 33 u01b: a shift amount of 40 computed by a chain of ten llvm.add (deeper than the evaluator's old limit of 8) as the amount of llvm.intr.ushl.sat; the PTX branched on a predicate nothing writes, between exit and a full-mask redux.sync.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %a0 = llvm.add %k4, %k4 : i32
    %a1 = llvm.add %a0, %k4 : i32
    %a2 = llvm.add %a1, %k4 : i32
    %a3 = llvm.add %a2, %k4 : i32
    %a4 = llvm.add %a3, %k4 : i32
    %a5 = llvm.add %a4, %k4 : i32
    %a6 = llvm.add %a5, %k4 : i32
    %a7 = llvm.add %a6, %k4 : i32
    %a8 = llvm.add %a7, %k4 : i32
    %a9 = llvm.add %a8, %k4 : i32
    %q = llvm.intr.ushl.sat(%n, %a9) : (i32, i32) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u06: a divisor of 0 computed by a chain of ten llvm.add; the kernel compiled to exit alone.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %a0 = llvm.sub %k4, %k4 : i32
    %a1 = llvm.add %a0, %a0 : i32
    %a2 = llvm.add %a1, %a0 : i32
    %a3 = llvm.add %a2, %a0 : i32
    %a4 = llvm.add %a3, %a0 : i32
    %a5 = llvm.add %a4, %a0 : i32
    %a6 = llvm.add %a5, %a0 : i32
    %a7 = llvm.add %a6, %a0 : i32
    %a8 = llvm.add %a7, %a0 : i32
    %a9 = llvm.add %a8, %a0 : i32
    %q = llvm.udiv %n, %a9 : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u01c: ushl.sat by tid.y + 32, tid.y being 0 in a 32x1x1 block; the same unwritten predicate.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ty = gpu.thread_id y
    %d = arith.index_cast %ty : index to i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %am = llvm.add %d, %k32 : i32
    %q = llvm.intr.ushl.sat(%n, %am) : (i32, i32) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u02: the divisor %warpsize - 32, which LLVM knows is 0.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %d = llvm.sub %ws, %k32 : i32
    %q = llvm.udiv %n, %d : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u07: the divisor gpu.block_dim x - 32 under known_block_size 32.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %bd = gpu.block_dim x
    %bdi = arith.index_cast %bd : index to i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %d = llvm.sub %bdi, %k32 : i32
    %q = llvm.udiv %n, %d : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u25: the upper bound of a loop running warp.reduce is n / tid.y, tid.y being 0 in a 32x1x1 block; LLVM took the kernel as unreachable.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ty = gpu.thread_id y
    %d = arith.index_cast %ty : index to i32
    %q = llvm.udiv %n, %d : i32
    %ub = arith.index_cast %q : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %acc = arith.constant 0 : i32
    // expected-note @+1 {{the region is entered here}}
    %res = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %acc) -> (i32) {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %li : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %a2 : i32
    }
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u31: the divisor tid.x / 32, 0 in a one-warp block.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32i = arith.constant 32 : index
    %wi = arith.divui %tx, %c32i : index
    %d = arith.index_cast %wi : index to i32
    %q = llvm.udiv %n, %d : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u20: fptosi of uitofp(%warpsize) * 1e12, out of range, which LLVM folds to poison.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %wf = llvm.uitofp %ws : i32 to f32
    %big = llvm.mlir.constant(1.0e12 : f32) : f32
    %m = llvm.fmul %wf, %big : f32
    %i = llvm.fptosi %m : f32 to i32
    %s1 = llvm.add %i, %n : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s1, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 u23: ctlz is_zero_poison of %warpsize - 32.
gpu.module @m {
  llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %d = llvm.sub %ws, %k32 : i32
    %q = "llvm.intr.ctlz"(%d) <{is_zero_poison = true}> : (i32) -> i32
    %s1 = llvm.add %q, %n : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %s1, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 x07b: a shift amount of 40 loaded from a constant memref.global; the PTX branched on an unwritten predicate.
gpu.module @m {
  memref.global "private" constant @zero : memref<1xi32> = dense<40>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = memref.get_global @zero : memref<1xi32>
    %c0 = arith.constant 0 : index
    %d = memref.load %g[%c0] : memref<1xi32>
    %q = llvm.intr.ushl.sat(%n, %d) : (i32, i32) -> i32
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 x06: a divisor loaded from an internal constant llvm.mlir.global of 0.
gpu.module @m {
  llvm.mlir.global internal constant @zero(0 : i32) {addr_space = 4 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %p = llvm.mlir.addressof @zero : !llvm.ptr<4>
    %d = llvm.load %p invariant : !llvm.ptr<4> -> i32
    %q = llvm.udiv %n, %d : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 x09b: a divisor loaded from a private memref.global of 0 nothing writes (LLVM's GlobalOpt makes it constant).
gpu.module @m {
  memref.global "private" @zero : memref<1xi32> = dense<0>
  gpu.func @k(%out: memref<32xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = memref.get_global @zero : memref<1xi32>
    %c0 = arith.constant 0 : index
    %d = memref.load %g[%c0] : memref<1xi32>
    %q = arith.divui %n, %d : i32
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 m01: memref.load of a memref<4xi32> constant at the constant position 7 decided an exit; the PTX is exit alone.
gpu.module @m {
  memref.global "private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %c7 = arith.constant 7 : index
    %gm = memref.get_global @g : memref<4xi32>
    %q = memref.load %gm[%c7] : memref<4xi32>
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 33 x03: a fast-math nnan comparison of a NaN computed by divf 0.0, 0.0.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %z = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %zf = arith.constant 0.0 : f32
    %m1 = arith.constant -1.0 : f32
    %nan = arith.divf %zf, %zf : f32
    %cc = arith.cmpf oeq, %nan, %nan fastmath<nnan> : f32
    %q = arith.extui %cc : i1 to i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 33 (design): a shift amount computed from a kernel argument that LLVM still proves past the width (n | 32): only an input itself is beyond LLVM's proofs.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %a = llvm.or %m, %k32 : i32
    %q = llvm.shl %n, %a : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 (design): a divisor loaded through a kernel argument right after a store of 0 to it, which LLVM forwards: a load is an input LLVM cannot see into only in a module that stores nothing.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    memref.store %z, %out[%c0] : memref<32xi32>
    %d = memref.load %out[%c0] : memref<32xi32>
    %q = arith.divui %n, %d : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 (design): an nsw addition that always overflows, ntid.x (exactly 32 here) plus INT_MAX: LLVM folds it to poison, and the comparison of poison decided an exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %bd = nvvm.read.ptx.sreg.ntid.x : i32
    %big = llvm.mlir.constant(2147483647 : i32) : i32
    %a = llvm.add %bd, %big overflow<nsw> : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "slt" %a, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 33 (design): a disjoint or of two values with a common bit known from their computation (n | 1, 1), which LLVM folds to poison.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.or %n, %one : i32
    %b = llvm.or disjoint %a, %one : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %b, %z : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 34 (design): a shift by a kernel argument under a branch on that argument being at least 40: LLVM narrows the argument's range by the dominating condition, so the shift is poison there.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %k40 = arith.constant 40 : i32
    %g = arith.cmpi uge, %m, %k40 : i32
    scf.if %g {
      %q = arith.shli %n, %m : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 34 (design): a division by a kernel argument in the else region of a branch on that argument being nonzero: LLVM knows it is zero there.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %g = arith.cmpi ne, %m, %z : i32
    scf.if %g {
    } else {
      %q = arith.divui %n, %m : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 34 (design): a shift by a kernel argument under a branch on a function of it alone, (m & 63) == 40, which LLVM reads as known bits of m.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %k63 = arith.constant 63 : i32
    %k40 = arith.constant 40 : i32
    %a = arith.andi %m, %k63 : i32
    %g = arith.cmpi eq, %a, %k40 : i32
    scf.if %g {
      %q = arith.shli %n, %m : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
