// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 23 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 23"). Each chunk verified before its fix; its PTX ended or held
// lanes 0-15 before a reduction over all 32 lanes (ptxas accepts each).

// -----

// (1) A global named `exit` reached through a GEP chain LLVM folds back to the symbol: "$0;" with an "i" constraint prints `exit;`.
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
      %g1 = llvm.getelementptr %a[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      %g = llvm.getelementptr %g1[-1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0;", "i" %g : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) The same through inttoptr(ptrtoint(@exit)).
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
      llvm.inline_asm has_side_effects "$0;", "i" %g : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (3) The same through the parameter of an always_inline helper called with the global's address.
gpu.module @m {
  llvm.mlir.global internal @exit(0 : i32) {addr_space = 1 : i32} : i32
  llvm.func internal @h(%p: !llvm.ptr<1>) attributes {always_inline} {
    llvm.inline_asm has_side_effects "$0;", "i" %p : (!llvm.ptr<1>) -> ()
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @exit : !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.call @h(%a) : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (4) The same spelling a barrier over a global named `bar`.
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
      %g1 = llvm.getelementptr %a[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      %g = llvm.getelementptr %g1[-1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %q = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.eq.u32 p, 1, 1; $1.red.popc.u32 $0, 0, p; }", "=r,i" %g : (!llvm.ptr<1>) -> i32
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (5) `${:comment}` prints `//`: "exit${:comment}" is `exit//`.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.inline_asm has_side_effects "exit${:comment}\n;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (6) "bar${:comment}\n.sync 0;" is a block barrier.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "bar${:comment}\n.sync 0;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (7) The comment escape in nvvm.inline_ptx.
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %o2: !llvm.ptr<1>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.inline_ptx "exit${:comment}\n;"
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
