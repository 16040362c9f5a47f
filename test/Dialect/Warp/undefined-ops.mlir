// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19: an op whose execution is undefined is an exit: LLVM takes no thread
// to reach it, replaces it with `unreachable` and deletes the branch that
// leads there, so the low(16) scan after it would run on all 32 lanes
// (issue 27 round 52). A store to null in the generic address space, to
// undef or to poison is one; a volatile store, or one to null in the
// global space, is not. (Calls: kernel-calls.mlir.)

// Test: a store to null under a lane branch
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %c, %z : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Test: a pointer an scf.if on a uniform flag chooses, poison on one side,
// stored through in another block (under a lane branch): legal. LLVM folds
// the phi of poison and %p to %p (the flag's poison side is the program's
// own undefined behaviour, not a deleted lane path); SimplifyCFG deletes an
// edge only for a use in the phi's own block (round 53 narrowed round 52).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %p: !llvm.ptr, %c: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    %q = scf.if %c -> !llvm.ptr {
      %z = llvm.mlir.poison : !llvm.ptr
      scf.yield %z : !llvm.ptr
    } else {
      scf.yield %p : !llvm.ptr
    }
    scf.if %hi {
      %g = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %v = llvm.mlir.constant(7 : i32) : i32
      llvm.store %v, %g : i32, !llvm.ptr
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a volatile store to null, and a store to null in the global space,
// keep their paths: legal
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %z1 = llvm.mlir.zero : !llvm.ptr<1>
      %c = llvm.mlir.constant(7 : i32) : i32
      llvm.store volatile %c, %z : i32, !llvm.ptr
      llvm.store %c, %z1 : i32, !llvm.ptr<1>
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to `inttoptr 0`, which folds to null
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %zero = llvm.mlir.constant(0 : i64) : i64
      %a = llvm.inttoptr %zero : i64 to !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to ub.poison
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %a = ub.poison : !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to a frozen poison (InstCombine makes it null)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.poison : !llvm.ptr
      %a = llvm.freeze %z : !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to a null extracted from the struct it was put in
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %u = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
      %s = llvm.insertvalue %z, %u[0] : !llvm.struct<(ptr, i32)>
      %a = llvm.extractvalue %s[0] : !llvm.struct<(ptr, i32)>
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to an scf.for result that carries null through
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %z) -> (!llvm.ptr) {
        scf.yield %x : !llvm.ptr
      }
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a store to what scf.execute_region yields, null
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %a = scf.execute_region -> !llvm.ptr {
        %z = llvm.mlir.zero : !llvm.ptr
        scf.yield %z : !llvm.ptr
      }
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a 4-byte memset of null (InstCombine makes it a store)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %b = llvm.mlir.constant(0 : i8) : i8
      %n = llvm.mlir.constant(4 : i64) : i64
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      "llvm.intr.memset"(%z, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a masked store to null whose mask is all ones
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
      %m = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.intr.masked.store %c, %z, %m {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53 (false positive): an optional output pointer, `use ? flag : null`,
// stored through only where it is not null: legal (LLVM keeps the test and
// the store; a select makes no edge to delete)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: !llvm.ptr, %use: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %a = llvm.select %use, %flag, %z : i1, !llvm.ptr
      %nn = llvm.icmp "ne" %a, %z : !llvm.ptr
      scf.if %nn {
        %v = llvm.mlir.constant(7 : i32) : i32
        llvm.store %v, %a : i32, !llvm.ptr
      }
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 53: a masked store whose mask is not all ones keeps its path:
// legal
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
      %m = llvm.mlir.constant(dense<[true, false, true, true]> : vector<4xi1>) : vector<4xi1>
      llvm.intr.masked.store %c, %z, %m {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 54: an element of a vector of null pointers
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : vector<2x!llvm.ptr>
      %i = llvm.mlir.constant(0 : i32) : i32
      %a = llvm.extractelement %z[%i : i32] : vector<2x!llvm.ptr>
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 54: `launder.invariant.group` of null is null
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %a = llvm.intr.launder.invariant.group %z : !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 54: `ptrmask` of null is null, whatever the mask
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %m = llvm.mlir.constant(-1 : i64) : i64
      %a = llvm.intr.ptrmask %z, %m : (!llvm.ptr, i64) -> !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: round 54: `inttoptr (ptrtoint null)` is null
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %i = llvm.ptrtoint %z : !llvm.ptr to i64
      %a = llvm.inttoptr %i : i64 to !llvm.ptr
      %v = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %v, %a : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}
