// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 19 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 19"). Each chunk verified before its fix; under --sim it deadlocked,
// ran a collective with lanes missing, or branched on an undefined value
// (or the PTX did: a branch on a register no instruction sets, a kernel
// LLVM reduced to `exit;`). Legal neighbours: attack-round19-legal.mlir.

// -----

// (1) A register of an inner PTX scope is gone at its '}': the add reads the
// outer one, which nothing writes (an uninitialised register).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm "{ .reg .b32 t; { .reg .b32 t; mov.u32 t, 1; } add.u32 $0, t, $1; }", "=r,r" %n : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2) A tied input "10" ties to output 10, not 1: $1 is never written.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %s = llvm.inline_asm "mov.u32 $0, 0; mov.u32 $2, 2; mov.u32 $3, 3; mov.u32 $4, 4; mov.u32 $5, 5; mov.u32 $6, 6; mov.u32 $7, 7; mov.u32 $8, 8; mov.u32 $9, 9; mov.u32 $10, 10;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,10" %n : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %v = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (3) A constant global whose initializer computes poison (a shift past the width).
gpu.module @m {
  llvm.mlir.global internal constant @g() {addr_space = 1 : i32} : i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c40 = llvm.mlir.constant(40 : i32) : i32
    %s = llvm.shl %c1, %c40 : i32
    llvm.return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @g : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (4) ctlz of 0 with is_zero_poison is poison.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %v = "llvm.intr.ctlz"(%z) <{is_zero_poison = true}> : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    } else {
      %c7 = arith.constant 7 : i32
      memref.store %c7, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (5) Inline PTX may call a private helper with any arguments: its argument
// does not take the level of the visible calls.
gpu.module @m {
  func.func private @h(%x: !warp.warp<all>, %n: i32, %out: !llvm.ptr<1>) -> !warp.warp<all> {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %n, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %x, %li, 20 : !warp.warp<all>, i32
      %a = llvm.getelementptr %out[%li] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %r, %a : i32, !llvm.ptr<1>
    }
    return %x : !warp.warp<all>
  }
  gpu.func @k(%out: !llvm.ptr<1>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %w2 = func.call @h(%w, %n, %out) : (!warp.warp<all>, i32, !llvm.ptr<1>) -> !warp.warp<all>
    %mask = arith.constant -1 : i32
    %pi = llvm.ptrtoint %out : !llvm.ptr<1> to i64
    llvm.inline_asm has_side_effects "{ .reg .b32 l; .param .b32 p0; .param .b32 p1; .param .b64 p2; .param .b32 rv; mov.u32 l, %laneid; st.param.b32 [p0], $0; st.param.b32 [p1], l; st.param.b64 [p2], $1; call (rv), h, (p0, p1, p2); }", "r,l" %mask, %pi : (i32, i64) -> ()
    gpu.return
  }
}

// -----

// (6) A collective of another dialect under a lane branch while the warp is
// live waits for lanes that are not there (deadlock).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %s, %v = gpu.shuffle xor %li, %c1, %c32 : i32
      memref.store %s, %out[%lane] : memref<32xi32>
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (7) A vector shift past the width is poison.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = arith.constant dense<[1, 1]> : vector<2xi32>
    %s = arith.constant dense<[1, 40]> : vector<2xi32>
    %rr = arith.shli %a, %s : vector<2xi32>
    %v = vector.extract %rr[1] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    } else {
      %c7 = arith.constant 7 : i32
      memref.store %c7, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (8) A position computed by an op no evaluator reads (here through freeze)
// may be past the vector.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %vec = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
    %c5 = llvm.mlir.constant(5 : i32) : i32
    %t = llvm.mlir.constant(true) : i1
    %i = "llvm.intr.expect"(%c5, %c5) : (i32, i32) -> i32
    %v = llvm.extractelement %vec[%i : i32] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    } else {
      %c7 = arith.constant 7 : i32
      memref.store %c7, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (9) An exact shift of tid.x is no warp index (poison where bits are shifted out).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.thread_id x
    %li = arith.index_cast %lane : index to i32
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %c5 = arith.constant 5 : i32
    %q = arith.shrui %t, %c5 exact : i32
    %z = arith.constant 0 : i32
    %p = arith.cmpi eq, %q, %z : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
    } else {
      %c7 = arith.constant 7 : i32
      memref.store %c7, %out[%lane] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// (10) Inline PTX bar.warp.sync under a lane branch while the warp is live.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "bar.warp.sync 0xffffffff;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (11) MLIR folds remsi(INT_MIN, -1) to 0; to LLVM it is undefined: no dead code from it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %m = arith.constant -2147483648 : i32
    cf.br ^loop(%m : i32)
  ^loop(%k: i32):
    %n = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %rm = arith.remsi %k, %n : i32
    %stop = arith.cmpi ne, %rm, %c0 : i32
    cf.cond_br %stop, ^after, ^loop(%k : i32)
  ^after:
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %li, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (12) A trace too long to follow may end at memory nothing writes.
gpu.module @m {
  llvm.mlir.global internal @g() {addr_space = 3 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a0 = llvm.mlir.addressof @g : !llvm.ptr<3>
    %z = llvm.mlir.constant(0 : i32) : i32
    %a1 = llvm.getelementptr %a0[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a2 = llvm.getelementptr %a1[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a3 = llvm.getelementptr %a2[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a4 = llvm.getelementptr %a3[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a5 = llvm.getelementptr %a4[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a6 = llvm.getelementptr %a5[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a7 = llvm.getelementptr %a6[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a8 = llvm.getelementptr %a7[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a9 = llvm.getelementptr %a8[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a10 = llvm.getelementptr %a9[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a11 = llvm.getelementptr %a10[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a12 = llvm.getelementptr %a11[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a13 = llvm.getelementptr %a12[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a14 = llvm.getelementptr %a13[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a15 = llvm.getelementptr %a14[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a16 = llvm.getelementptr %a15[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a17 = llvm.getelementptr %a16[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a18 = llvm.getelementptr %a17[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a19 = llvm.getelementptr %a18[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a20 = llvm.getelementptr %a19[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a21 = llvm.getelementptr %a20[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a22 = llvm.getelementptr %a21[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a23 = llvm.getelementptr %a22[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a24 = llvm.getelementptr %a23[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a25 = llvm.getelementptr %a24[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a26 = llvm.getelementptr %a25[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a27 = llvm.getelementptr %a26[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a28 = llvm.getelementptr %a27[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a29 = llvm.getelementptr %a28[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a30 = llvm.getelementptr %a29[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a31 = llvm.getelementptr %a30[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a32 = llvm.getelementptr %a31[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a33 = llvm.getelementptr %a32[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a34 = llvm.getelementptr %a33[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a35 = llvm.getelementptr %a34[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a36 = llvm.getelementptr %a35[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a37 = llvm.getelementptr %a36[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a38 = llvm.getelementptr %a37[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a39 = llvm.getelementptr %a38[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a40 = llvm.getelementptr %a39[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a41 = llvm.getelementptr %a40[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a42 = llvm.getelementptr %a41[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a43 = llvm.getelementptr %a42[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a44 = llvm.getelementptr %a43[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a45 = llvm.getelementptr %a44[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a46 = llvm.getelementptr %a45[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a47 = llvm.getelementptr %a46[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a48 = llvm.getelementptr %a47[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a49 = llvm.getelementptr %a48[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a50 = llvm.getelementptr %a49[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a51 = llvm.getelementptr %a50[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a52 = llvm.getelementptr %a51[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a53 = llvm.getelementptr %a52[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a54 = llvm.getelementptr %a53[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a55 = llvm.getelementptr %a54[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a56 = llvm.getelementptr %a55[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a57 = llvm.getelementptr %a56[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a58 = llvm.getelementptr %a57[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a59 = llvm.getelementptr %a58[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a60 = llvm.getelementptr %a59[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a61 = llvm.getelementptr %a60[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a62 = llvm.getelementptr %a61[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a63 = llvm.getelementptr %a62[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a64 = llvm.getelementptr %a63[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a65 = llvm.getelementptr %a64[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a66 = llvm.getelementptr %a65[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a67 = llvm.getelementptr %a66[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a68 = llvm.getelementptr %a67[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a69 = llvm.getelementptr %a68[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %a70 = llvm.getelementptr %a69[%z] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %a70 : !llvm.ptr<3> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    } else {
      %c7 = arith.constant 7 : i32
      memref.store %c7, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (13) gpu.subgroup_reduce lowers to full-mask shuffles: under a lane branch it waits.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %o2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %s = gpu.subgroup_reduce add %li cluster(size = 16) : (i32) -> i32
      memref.store %s, %o2[%lane] : memref<32xi32>
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (14) llvm.intr.assume of a lane condition removes the other lanes.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.intr.assume %hi : i1
    // expected-note @+1 {{the warp is used here}}
    %m, %v = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<low(16)>):
      %r = warp.broadcast %t, %li, 3 : !warp.warp<low(16)>, i32
      warp.yield %t, %r : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%e: !warp.warp<high(16)>):
      %r = warp.broadcast %e, %li, 20 : !warp.warp<high(16)>, i32
      warp.yield %e, %r : !warp.warp<high(16)>, i32
    }
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (15) A call of a declaration named as a barrier intrinsic is a barrier.
gpu.module @m {
  llvm.func @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %z = arith.constant 0 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call @llvm.nvvm.barrier.cta.sync.aligned.all(%z) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (16) A raw full-mask vote under a lane branch while the warp is live.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m1 = arith.constant -1 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %v = nvvm.vote.sync any %m1, %lo -> i1
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (17) nvvm.barrier.arrive under a lane branch while the warp is live.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %c1 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      nvvm.barrier.arrive id = %c1 number_of_threads = %c64
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    %tid = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %in = arith.cmpi ult, %tid, %c32 : index
    scf.if %in {
      memref.store %r, %out[%tid] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (18) Inline PTX that branches may leave the snippet for a label of the kernel.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ge.u32 p, $0, 16; @p bra $$L__BB0_2; }", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    %c0 = arith.constant 0 : i32
    %f = arith.cmpi ne, %flag, %c0 : i32
    scf.if %f {
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
