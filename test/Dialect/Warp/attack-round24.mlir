// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 24 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 24"). Each chunk verified before its fix; its PTX ended or held
// lanes 0-15 before a reduction over all 32 lanes, or ran a collective on
// lanes outside its member mask (ptxas accepts each but the Intel-dialect one).

// -----

// Round 24a a05: round-23 h01b with the "s" (symbolic) constraint instead of "i"
gpu.module @m {
  llvm.mlir.global internal @exit(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @exit : !llvm.ptr<1>
      %pi = llvm.ptrtoint %a : !llvm.ptr<1> to i64
      %g = llvm.inttoptr %pi : i64 to !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0;", "s" %g : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a06: top-level inline PTX block barrier whose id is computed from %laneid, with the operands on the next line
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "{ .reg .u32 t; mov.u32 t, %laneid; shr.u32 t, t, 4; add.u32 t, t, 1; bar.sync\n t, 32; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a08: top-level computed barrier id, label glued to the mnemonic (L1:bar.sync t, 32)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "{ .reg .u32 t; mov.u32 t, %laneid; shr.u32 t, t, 4; add.u32 t, t, 1; L1:bar.sync t, 32; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a15: label-glued barrier whose id is an input register of a varying value ("r" %li): L1:bar.sync $0, 32;
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %c1 = arith.constant 1 : i32
    %q = arith.shrui %li, %c4 : i32
    %id = arith.addi %q, %c1 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "L1:bar.sync $0, 32;", "r" %id : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a18: top-level `bar .sync $0, 32;` (space inside the opcode, ptxas accepts) with $0 lane-varying
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %c1 = arith.constant 1 : i32
    %q = arith.shrui %li, %c4 : i32
    %id = arith.addi %q, %c1 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "bar .sync $0, 32;", "r" %id : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a26: top-level barrier.cta.sync.aligned 1, NEWLINE $0; (thread count 32 on lanes 0-15, 64 on 16-31, on the next line)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %q = arith.shrui %li, %c4 : i32
    %q1 = arith.addi %q, %c1 : i32
    %id = arith.muli %q1, %c32 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "barrier.cta.sync.aligned 1,\n $0;", "r" %id : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a09: top-level asm writes its uniform input register from %laneid and uses it as the barrier id
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>, %f: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "mov.u32 $0, %laneid; shr.u32 $0, $0, 4; add.u32 $0, $0, 1; bar.sync $0, 32;", "r" %c1 : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24a a19: round-21 h04 (tensormap.cp_fenceproxy ... .sync.aligned under lane<16) with spaces before the qualifiers
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %tm: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %s = arith.constant 0 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu .sync .aligned [$0], [$1], 128;", "l,r" %tm, %s : (!llvm.ptr<1>, i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b h01: a guard at the end of one inline-asm snippet applies to the
// first instruction of the next one. The reader reads each snippet alone: the
// first ends in a guard with no instruction (ignored), the second is an
// unguarded top-level `exit;` (ends every lane: allowed). The PTX is
// `@q exit;`: lanes 0-15 exit, lanes 16-31 run `redux.sync.add -1`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    llvm.inline_asm has_side_effects ".reg .pred q; .reg .b32 l; mov.u32 l, %laneid; setp.lt.u32 q, l, 16; @q", "" : () -> ()
    llvm.inline_asm has_side_effects "exit;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b h01b: a guard at the end of one inline-asm snippet applies to the
// first instruction of the next one. The reader reads each snippet alone: the
// first ends in a guard with no instruction (ignored), the second is an
// unguarded top-level `bar.sync 0;` (literal id: every lane waits there). The PTX is
// `@q bar.sync 0;`: lanes 0-15 wait at the block barrier, lanes 16-31 at `redux.sync -1` for them: deadlock.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    llvm.inline_asm has_side_effects ".reg .pred q; .reg .b32 l; mov.u32 l, %laneid; setp.lt.u32 q, l, 16; @q", "" : () -> ()
    llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b h01c: a snippet that ends in a bare guard `@q` and holds no exit
// and no wait guards the next instruction LLVM emits, here the warp's own
// `redux.sync` (the mask register is reused from the first reduction): lanes
// 0-15 run `redux.sync.add -1`, lanes 16-31 skip it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a statement without its `;`, which th}}
    llvm.inline_asm has_side_effects ".reg .pred q; .reg .b32 l; mov.u32 l, %laneid; setp.lt.u32 q, l, 16; @q", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b h02: a block comment opened by one inline-asm snippet and closed by
// another hides the LLVM code between them. The reader reads "/*" and "*/" as
// empty snippets; in the PTX the comment swallows the guard of a warp.if on
// low(16) (`setp.gt.u32 %p1, lane, 15; @%p1 bra`), so all 32 lanes run the
// region: lanes 16-31 execute `shfl.sync.up ... 65535`, outside its member mask.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `/*` it does not close, which comme}}
    llvm.inline_asm has_side_effects "/*", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%s: !warp.warp<low(16)>):
      llvm.inline_asm has_side_effects "*/", "" : () -> ()
      %x = warp.scan inclusive add %s, %li : !warp.warp<low(16)>, i32
      memref.store %x, %out[%lane] : memref<32xi32>
      warp.yield %s : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Round 24b h02b: h02 in the nvvm.inline_ptx spelling.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `/*` it does not close, which comme}}
    nvvm.inline_ptx "/*"
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%s: !warp.warp<low(16)>):
      nvvm.inline_ptx "*/"
      %x = warp.scan inclusive add %s, %li : !warp.warp<low(16)>, i32
      memref.store %x, %out[%lane] : memref<32xi32>
      warp.yield %s : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Round 24b a44: a snippet that writes the backend's own mask register by name
// (`%r2`) turns the next full-warp redux.sync into one with mask 0xffff.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r0 = warp.reduce add %w, %li : !warp.warp<all>, i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds `%r2`, a register of the compiled cod}}
    llvm.inline_asm has_side_effects "mov.b32 %r2, 65535;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r0, %out2[%lane] : memref<32xi32>
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b a04: in the Intel dialect LLVM prints the second variant (`exit;`).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      // expected-note @+1 {{this inline PTX is read as any instruction: it is in the Intel dialect, which NVPTX does n}}
      llvm.inline_asm has_side_effects asm_dialect = intel "$(nop$|exit$);", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 24b a43: `brkpt` under a lane branch stops lanes 0-15 while 16-31 reach
// the full-warp reduction.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.inline_asm has_side_effects "brkpt;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
