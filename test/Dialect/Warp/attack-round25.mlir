// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 25 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 25"). Each chunk verified before its fix; its PTX ended or held
// lanes 0-15 before a reduction over all 32 lanes, ran the backend's
// reduction with a forged member mask, or split the warp across barriers
// (ptxas accepts each).

// -----

// Round 25a h01: `%r2` declared in a scope the snippet closes, then written: the write goes to the backend's own %r2, the next reduction's member mask.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds `%r2`, a register of the compiled cod}}
    llvm.inline_asm has_side_effects "{ .reg .b32 %r2; } mov.b32 %r2, 65535;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h01b: a scope opened after a label and closed by `$)` (printed `}` outside a variant group) holds the backend's reduction, which reads the snippet's %r2.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `}}
    llvm.inline_asm has_side_effects "L8: { .reg .b32 t8; .reg .b32 %r2; mov.b32 %r2, 65535;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    llvm.inline_asm has_side_effects "$) .reg .b32 t9;", "" : () -> ()
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h01c: `%r2` written before the scope that declares it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds `%r2`, a register of the compiled cod}}
    llvm.inline_asm has_side_effects "mov.b32 %r2, 65535; { .reg .b32 %r2; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h02: nvvm.inline_ptx's `%` becomes `$`, so `%(ex%|nop%)it;` is a variant group that prints `exit;`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.inline_ptx "%(ex%|nop%)it;"
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h02b: `b%(ar%|x%).s%(ync%|x%) 0;` prints `bar.sync 0;` under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      nvvm.inline_ptx "b%(ar%|x%).s%(ync%|x%) 0;"
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h02c: a per-lane `brx.idx` spelled through variant groups, at the top level.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %q = arith.shrui %li, %c4 : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    nvvm.inline_ptx "{ .reg .u32 t; ts: .b%(ra%|x%)nchtargets L0, L1; b%(r%|q%)x.idx %0, ts; L0: exit; L1: mov.u32 t, 0; }" ro(%q : i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h02d: `exit%{:comment}` then a newline and `;` prints `exit//` NL `;`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.inline_ptx "exit%{:comment}\n;"
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h03: `.pragma "/*"; @q exit; .pragma "*/";`: ptxas reads the markers as strings, the reader read a comment.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a string, whose text the reader does}}
    llvm.inline_asm has_side_effects "{ .reg .u32 t; .reg .pred q; mov.u32 t, %laneid; setp.lt.u32 q, t, 16; .pragma \"/*\"; @q exit; .pragma \"*/\"; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h03b: a string hides a dangling guard (`@q9 // */ ;`) that guards the next snippet's exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a string, whose text the reader does}}
    llvm.inline_asm has_side_effects ".reg .pred q9; .reg .u32 t9; mov.u32 t9, %laneid; setp.lt.u32 q9, t9, 16; .pragma \"/*\"; @q9 // */ ;", "" : () -> ()
    llvm.inline_asm has_side_effects "exit;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h03c: a barrier between two strings under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      // expected-note @+1 {{this inline PTX is read as any instruction: it holds a string, whose text the reader does}}
      llvm.inline_asm has_side_effects ".pragma \"/*\"; bar.sync 0; .pragma \"*/\";", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h03d: the backend's %r2 written between two strings.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a string, whose text the reader does}}
    llvm.inline_asm has_side_effects ".pragma \"/*\"; mov.b32 %r2, 65535; .pragma \"*/\";", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 25a h04: an input tied to an output (`=r,0`) is the output's register, which the snippet rewrites from %laneid before `bar.sync $1, 32`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    %x = llvm.inline_asm has_side_effects "mov.u32 $0, %laneid; shr.u32 $0, $0, 4; add.u32 $0, $0, 1; bar.sync $1, 32;", "=r,0" %c1 : (i32) -> i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    memref.store %x, %out2[%lane] : memref<32xi32>
    gpu.return
  }
}
