// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 21 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 21"). Each chunk verified before its fix, and deadlocked under
// --sim, or held some lanes at a warp-wide instruction in the PTX while the
// others waited at the warp's next collective, or let LLVM delete a path
// the warp's lanes took.

// -----

// (1) A private helper whose body is a block barrier, called from one arm of a lane diamond while the warp is live (the callee's wait was read only under regions).
gpu.module @m {
  func.func private @h() {
    // expected-note @+1 {{the callee waits here}}
    gpu.barrier
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^a, ^j
  ^a:
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    func.call @h() : () -> ()
    cf.br ^j
  ^j:
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) The same through cf.switch on lane % 3.
gpu.module @m {
  func.func private @h() {
    // expected-note @+1 {{the callee waits here}}
    gpu.barrier
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    cf.switch %m3 : i32, [
      default: ^j,
      1: ^a
    ]
  ^a:
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    func.call @h() : () -> ()
    cf.br ^j
  ^j:
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (3) The same inside a helper that holds the warp: one arm of its lane diamond calls the barrier helper.
gpu.module @m {
  func.func private @b() {
    // expected-note @+1 {{the callee waits here}}
    gpu.barrier
    return
  }
  func.func private @h(%w: !warp.warp<all>, %x: i32) -> (!warp.warp<all>, i32) {
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %x, %c16 : i32
    cf.cond_br %lo, ^a, ^j
  ^a:
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    func.call @b() : () -> ()
    cf.br ^j
  ^j:
    %r = warp.reduce add %w, %x : !warp.warp<all>, i32
    // expected-note @+1 {{the warp is used here}}
    return %w, %r : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w2, %r = func.call @h(%w, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (4) x and y call each other and x waits: a first, uniform call of x had cached y as waiting nowhere, so a call of y under a lane branch passed.
gpu.module @m {
  func.func private @x(%d: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %c0 : i32
    cf.cond_br %p, ^rec, ^done
  ^rec:
    %e = arith.subi %d, %c1 : i32
    func.call @y(%e) : (i32) -> ()
    cf.br ^done
  ^done:
    gpu.barrier
    return
  }
  func.func private @y(%d: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %c0 : i32
    cf.cond_br %p, ^rec, ^done
  ^rec:
    %e = arith.subi %d, %c1 : i32
    func.call @x(%e) : (i32) -> ()
    cf.br ^done
  ^done:
    return
  }
  gpu.func @k(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %flag {
      func.call @x(%c1) : (i32) -> ()
    }
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      func.call @y(%c1) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (5) The register reallocation as a called intrinsic under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.maxnreg = 128 : i32} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %n = arith.constant 240 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call_intrinsic "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"(%n) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (6) The same through a call of the intrinsic's declaration.
gpu.module @m {
  llvm.func @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %n = arith.constant 240 : i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(%n) : (i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (7) A .sync.aligned instruction no family names (tensormap.cp_fenceproxy) in inline PTX under a lane branch.
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
      llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %tm, %s : (!llvm.ptr<1>, i32) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (8) brx.idx in inline PTX at the top level: lanes 16-31 branch past the reduction to the kernel's return.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.inline_asm has_side_effects "{ .reg .u32 i; shr.u32 i, $0, 4; ts: .branchtargets Lstay, $$L__BB0_2; brx.idx i, ts; Lstay: mov.u32 i, 0; }", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    scf.if %flag {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      memref.store %li, %out[%c0] : memref<32xi32>
      memref.store %r, %out[%c1] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (9) A call of a function declared noreturn (passthrough) under a lane branch: LLVM deletes the path after it.
gpu.module @m {
  llvm.func internal @nr(%p: !llvm.ptr<1>) attributes {passthrough = ["noreturn"]} {
    %c = llvm.mlir.constant(7 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.call @nr(%o2) : (!llvm.ptr<1>) -> ()
    }
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

// (10) gpu.all_reduce (block-wide shuffles and barriers) under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %s = gpu.all_reduce add %li uniform {} : (i32) -> (i32)
      %c0 = arith.constant 0 : index
      memref.store %s, %out[%c0] : memref<32xi32>
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (11) gpu.all_reduce in one arm of a lane diamond.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^a, ^j
  ^a:
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    %s = gpu.all_reduce add %li uniform {} : (i32) -> (i32)
    memref.store %s, %out[%lane] : memref<32xi32>
    cf.br ^j
  ^j:
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (12) A top-level barrier whose id differs between the lanes of the warp.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    %n = arith.constant 32 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    nvvm.barrier id = %id number_of_threads = %n
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (13) A top-level barrier whose thread count differs between the lanes.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %n = arith.select %lo, %c32, %c64 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    nvvm.barrier id = %c1 number_of_threads = %n
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (14) A top-level barrier.arrive whose id differs between the lanes.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    %c32 = arith.constant 32 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    nvvm.barrier.arrive id = %id number_of_threads = %c32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (15) The same barrier in inline PTX (bar.sync $0, 32 with a lane-dependent $0).
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "bar.sync $0, 32;", "r" %id : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (16) llvm.assume as a called intrinsic on a lane-dependent condition.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.call_intrinsic "llvm.assume"(%hi) : (i1) -> ()
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

// (17) The same through a call of llvm.assume's declaration.
gpu.module @m {
  llvm.func @llvm.assume(i1)
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
    llvm.call @llvm.assume(%hi) : (i1) -> ()
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

// (18) An LLVM asm variant group: NVPTX emits its first variant, "$(ex$|nop$)it;" is exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.inline_asm has_side_effects "$(ex$|nop$)it;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (19) The same spelling a warp barrier: "$(ba$|x$)r.warp.sync -1;".
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$(ba$|x$)r.warp.sync -1;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (20) The variant exit in a callee called under a lane branch.
gpu.module @m {
  func.func private @h() {
    llvm.inline_asm has_side_effects "$(ex$|nop$)it;", "" : () -> ()
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      func.call @h() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (21) A top-level barrier called through the intrinsic's declaration with a lane-dependent id.
gpu.module @m {
  llvm.func @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.call @llvm.nvvm.barrier.cta.sync.aligned.all(%id) : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
