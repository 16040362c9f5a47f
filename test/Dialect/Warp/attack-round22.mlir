// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 22 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 22"). Each chunk verified before its fix, and ran a collective
// outside its member mask under --sim, deadlocked there, or held or ended
// some lanes in the PTX while the others waited at the warp's next
// collective.

// -----

// (1) A warp.if whose extra result is a warp: each region yields one half of its dyn sub-warp as the sub-warp and the other as the extra result, which nothing walked and whose ballot ran unguarded on all 32 lanes.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %true = arith.constant true
    // expected-error @+1 {{W8: result #1 is '!warp.warp<dyn>'; a warp.if returns its sub-warps only through its first}}
    %w2, %x = warp.if %w, %lo -> (!warp.warp<all>, !warp.warp<dyn>) {
    ^bb0(%t: !warp.warp<dyn>):
      %a, %b = warp.diverge %t, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      warp.yield %a, %b : !warp.warp<dyn>, !warp.warp<dyn>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      %a, %b = warp.diverge %e, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      warp.yield %a, %b : !warp.warp<dyn>, !warp.warp<dyn>
    }
    %bal = warp.ballot %x, %true : !warp.warp<dyn> -> i32
    memref.store %bal, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) An operand that prints as text: "$0;" with the address of a global named `exit` is `exit;` under a lane branch.
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
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.inline_asm has_side_effects "$0;", "i" %a : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (3) The same with a global named `trap`.
gpu.module @m {
  llvm.mlir.global internal @trap(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32

    scf.if %lo {
      %a = llvm.mlir.addressof @trap : !llvm.ptr<1>
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.inline_asm has_side_effects "$0;", "i" %a : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (4) The same spelling a barrier: "$1.red.popc.u32 $0, 0, p" with a global named `bar` holds lanes 0-15 at bar.red.
gpu.module @m {
  llvm.mlir.global internal @bar(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32

    scf.if %lo {
      %a = llvm.mlir.addressof @bar : !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %q = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.eq.u32 p, 1, 1; $1.red.popc.u32 $0, 0, p; }", "=r,i" %a : (!llvm.ptr<1>) -> i32
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (5) A barrier in inline PTX at the top level whose id is a register the snippet computes from %laneid.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "{ .reg .u32 t; mov.u32 t, %laneid; shr.u32 t, t, 4; add.u32 t, t, 1; bar.sync t, 32; }", "" : () -> ()
    scf.if %lo {

    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (6) A helper every lane calls at the top level, whose barrier id differs between the lanes.
gpu.module @m {
  func.func private @hb() {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    %n = arith.constant 32 : i32
    // expected-note @+1 {{the callee waits here}}
    nvvm.barrier id = %id number_of_threads = %n
    return
  }
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    func.call @hb() : () -> ()
    scf.if %lo {

    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (7) The same with the id passed as the helper's parameter.
gpu.module @m {
  func.func private @hb(%id: i32) {
    %n = arith.constant 32 : i32
    // expected-note @+1 {{the callee waits here}}
    nvvm.barrier id = %id number_of_threads = %n
    return
  }
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    func.call @hb(%id) : (i32) -> ()
    scf.if %lo {

    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (8) A tile made by ub.poison returned as a warp.if's extra result.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %true = arith.constant true
    // expected-error @+1 {{W8: result #1 is '!warp.tile<1>'; a warp.if returns its sub-warps only through its first r}}
    %w2, %x = warp.if %w, %lo -> (!warp.warp<all>, !warp.tile<1, all>) {
    ^bb0(%t: !warp.warp<dyn>):
      %u = ub.poison : !warp.tile<1, all>
      warp.yield %t, %u : !warp.warp<dyn>, !warp.tile<1, all>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      %u = ub.poison : !warp.tile<1, all>
      warp.yield %e, %u : !warp.warp<dyn>, !warp.tile<1, all>
    }
    %r = warp.reduce add %x, %li : !warp.tile<1, all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (9) A kernel that takes a tile from the host: it reduced the tile inside a lane branch, unwalked.
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #1 has warp type '!warp.tile<8>'; a kernel's warp comes from warp.ent}}
  gpu.func @k(%out: memref<32xi32>, %tl: !warp.tile<8>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %lo = arith.cmpi ult, %li, %c4 : i32
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %s = warp.reduce add %tl, %li : !warp.tile<8>, i32
      memref.store %s, %out[%lane] : memref<32xi32>
      warp.yield %t : !warp.warp<dyn>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      warp.yield %e : !warp.warp<dyn>
    }
    %r = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (10) A public function's tile parameter used under a lane branch.
gpu.module @m {
  func.func @pub(%tl: !warp.tile<8>, %out: memref<32xi32>) {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %lo = arith.cmpi ult, %li, %c4 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %lo {
      // expected-error @+1 {{W5: uses '!warp.tile<8>' inside a region it was not passed into: only the lanes that enter}}
      %s = warp.reduce add %tl, %li : !warp.tile<8>, i32
      memref.store %s, %out[%lane] : memref<32xi32>
    }
    return
  }
}

// -----

// (11) A tile returned by a declaration.
gpu.module @m {
  func.func private @mk() -> !warp.tile<8>
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %lo = arith.cmpi ult, %li, %c4 : i32
    // expected-note @+1 {{made here}}
    %tl = func.call @mk() : () -> !warp.tile<8>
    scf.if %lo {
      // expected-error @+1 {{W18: uses '!warp.tile<8>' made by 'func.call'; warp values come only from warp.entry and t}}
      %s = warp.reduce add %tl, %li : !warp.tile<8>, i32
      memref.store %s, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (12) A kernel's tile parameter passed on to a helper.
gpu.module @m {
  func.func private @use(%t: !warp.tile<8>, %out: memref<32xi32>) {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %s = warp.reduce add %t, %li : !warp.tile<8>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    return
  }
  gpu.func @k(%out: memref<32xi32>, %tl: !warp.tile<8>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %lo = arith.cmpi ult, %li, %c4 : i32
    scf.if %lo {
      // expected-error @+1 {{W2: uses the kernel parameter #1 of type '!warp.tile<8>' as a warp; a kernel's warp comes}}
      func.call @use(%tl, %out) : (!warp.tile<8>, memref<32xi32>) -> ()
    }
    gpu.return
  }
}

// -----

// (13) A tile forged by unrealized_conversion_cast.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %lo = arith.cmpi ult, %li, %c4 : i32
    %m1 = arith.constant -1 : i32
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-note @+1 {{made here}}
      %f = builtin.unrealized_conversion_cast %m1 : i32 to !warp.tile<8>
      // expected-error @+1 {{W18: uses '!warp.tile<8>' made by 'builtin.unrealized_conversion_cast'; warp values come o}}
      %s = warp.reduce add %f, %li : !warp.tile<8>, i32
      memref.store %s, %out[%lane] : memref<32xi32>
      warp.yield %t : !warp.warp<dyn>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      warp.yield %e : !warp.warp<dyn>
    }
    gpu.return
  }
}
