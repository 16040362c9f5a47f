// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 26 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 26"). Each chunk verified before its fix. Inline PTX: its PTX ended
// or held lanes 0-15 before a reduction over all 32 lanes, or split the warp
// across barriers (ptxas accepts each). Float reductions: `--sim` reported
// exited-in-mask or shuffle-source on NaN inputs (lanes get different NaN
// payloads). Poison: LLVM folded the kernel to `exit;`.

// -----

// Round 26a h01: `.loc 1 1 1` ends at its line, so `@q exit;` after it is a guarded exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds the directive `.loc`, which the reade}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 q, t, 16;\n .loc 1 1 1\n @q exit; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h01b: `.loc` before `@q bar.sync 0;`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds the directive `.loc`, which the reade}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 q, t, 16;\n .loc 1 1 1\n @q bar.sync 0; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h01c: h01 in the nvvm.inline_ptx spelling.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds the directive `.loc`, which the reade}}
    nvvm.inline_ptx "{ .reg .pred q; .reg .b32 t; setp.lt.u32 q, {$r0}, 16;\n.loc 1 1 1\n@q exit; }" ro(%c1 : i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h02: nvvm.inline_ptx's `%0` and `{$rw0}` are one register: the snippet writes the barrier id.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    %x = nvvm.inline_ptx "{ .reg .b32 t; .reg .pred p; elect.sync t|p, 0xffffffff; selp.u32 {$rw0}, 1, 2, p; bar.sync %0, 32; }" rw(%c1 : i32) -> i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h03: a NUL ends the template LLVM prints (`@q\00;` is a dangling guard) before a snippet `exit;`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    llvm.inline_asm has_side_effects ".reg .pred q; .reg .b32 l; mov.u32 l, %laneid; setp.lt.u32 q, l, 16; @q\00;", "" : () -> ()
    llvm.inline_asm has_side_effects "exit;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h03b: the NUL's dangling guard lands on the backend's mask move.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    llvm.inline_asm has_side_effects ".reg .pred q; .reg .b32 l; mov.u32 l, %laneid; setp.lt.u32 q, l, 16; @q\00;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26a h03c: h03 in the nvvm.inline_ptx spelling.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    nvvm.inline_ptx ".reg .pred q; .reg .b32 l; setp.lt.u32 q, {$r0}, 16; @q\00;" ro(%li : i32)
    nvvm.inline_ptx "exit;"
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26b h01: HOLE: a float warp.reduce is taken as warp-uniform (W17/W19), but its
// butterfly lowering gives lanes different NaN payloads (add.f64 of two
// NaNs returns the second operand's NaN: lane l gets its partner's).
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %ri = arith.bitcast %r : f64 to i64
    %A = arith.constant 9221120237041090561 : i64
    %c = arith.cmpi eq, %ri, %A : i64
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %vi : !warp.warp<all>, i64
    memref.store %s, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 26b h01b: HOLE: a float warp.reduce is taken as warp-uniform (W17/W19), but its
// butterfly lowering gives lanes different NaN payloads (add.f64 of two
// NaNs returns the second operand's NaN: lane l gets its partner's).
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = gpu.subgroup_reduce add %v : (f64) -> f64
    %ri = arith.bitcast %r : f64 to i64
    %A = arith.constant 9221120237041090561 : i64
    %c = arith.cmpi eq, %ri, %A : i64
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %vi : !warp.warp<all>, i64
    memref.store %s, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 26b h01c: HOLE (W17 spelling): a float warp.reduce as the bound of an scf.for that
// carries the warp; lanes get different NaN payloads, so different trip counts.
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %ri = arith.bitcast %r : f64 to i64
    %k3 = arith.constant 3 : i64
    %t = arith.andi %ri, %k3 : i64
    %b = arith.index_cast %t : i64 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %w2, %acc = scf.for %i = %c0 to %b step %c1 iter_args(%x = %w, %a = %vi) -> (!warp.warp<all>, i64) {
      %s = warp.reduce add %x, %a : !warp.warp<all>, i64
      scf.yield %x, %s : !warp.warp<all>, i64
    }
    %s = warp.reduce add %w2, %acc : !warp.warp<all>, i64
    memref.store %s, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 26b h01d: HOLE (W8 spelling): a warp.if whose condition comes from a f64 reduce is
// taken as lane-uniform, so both regions get the parent's static set 'all';
// lanes disagree on the NaN payload and split, and each region's full-warp
// reduce runs on some lanes only.
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %ri = arith.bitcast %r : f64 to i64
    %A = arith.constant 9221120237041090561 : i64
    // expected-note @+1 {{the condition is computed here}}
    %c = arith.cmpi eq, %ri, %A : i64
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown la}}
    %w2 = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %vi : !warp.warp<all>, i64
      memref.store %s, %out[%lane] : memref<32xi64>
      warp.yield %t : !warp.warp<all>
    } else {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %vi : !warp.warp<all>, i64
      memref.store %s, %out[%lane] : memref<32xi64>
      warp.yield %t : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Round 26b h01e: HOLE (callers' arguments): the f64 reduce's bits are passed to a private
// helper; its argument is "as uniform as every call site passes", so the
// helper's scf.for carrying the warp is accepted.
gpu.module @m {
  func.func private @h(%p: !warp.warp<all>, %n: index, %a: i64) -> (!warp.warp<all>, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %p2, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %p, %s = %a) -> (!warp.warp<all>, i64) {
      %t = warp.reduce add %x, %s : !warp.warp<all>, i64
      scf.yield %x, %t : !warp.warp<all>, i64
    }
    return %p2, %acc : !warp.warp<all>, i64
  }
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %ri = arith.bitcast %r : f64 to i64
    %k3 = arith.constant 3 : i64
    %t = arith.andi %ri, %k3 : i64
    %b = arith.index_cast %t : i64 to index
    %w2, %acc = func.call @h(%w, %b, %vi) : (!warp.warp<all>, index, i64) -> (!warp.warp<all>, i64)
    %s = warp.reduce add %w2, %acc : !warp.warp<all>, i64
    memref.store %s, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 26b h02: `llvm.trunc 256 overflow<nuw>` is poison.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k256 = llvm.mlir.constant(256 : i32) : i32
    %t = llvm.trunc %k256 overflow<nuw> : i32 to i8
    %z8 = llvm.mlir.constant(0 : i8) : i8
    %c = llvm.icmp "eq" %t, %z8 : i8
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26b h02b: `arith.trunci 256 overflow<nuw>` is poison.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k256 = arith.constant 256 : i32
    %t = arith.trunci %k256 overflow<nuw> : i32 to i8
    %z8 = arith.constant 0 : i8
    %c = arith.cmpi eq, %t, %z8 : i8
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26b h03: `ctlz(llvm.and 1, 2) is_zero_poison`: the operand is 0 after LLVM folds it.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %z = llvm.and %k1, %k2 : i32
    %cl = "llvm.intr.ctlz"(%z) <{is_zero_poison = true}> : (i32) -> i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %c = llvm.icmp "eq" %cl, %k32 : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 26b h03b: `fptosi(fadd 3e9, 0.0)` is poison after LLVM folds the sum.
gpu.module @m {
  gpu.func @k(%in: memref<32xi32>, %out: memref<32xi32>, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = llvm.mlir.constant(3.0e9 : f32) : f32
    %z = llvm.mlir.constant(0.0 : f32) : f32
    %s = llvm.fadd %f, %z : f32
    %i = llvm.fptosi %s : f32 to i32
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "slt" %i, %k0 : i32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
