// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// The adversarial pass of issue 27 against the verifier's new parts: each
// program here would read inactive lanes, run a collective with lanes
// missing, or duplicate a warp if it verified (A-numbers of the pass; the
// earlier attempts are the cases of lane-safety-invalid.mlir).

// Test: A4 borrow in uniform scf.if after move
gpu.module @m {
  gpu.func @A4(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{moved here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    scf.if %flag {
      // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    }
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A1 uniform scf.if nested in lane-dependent one
gpu.module @m {
  gpu.func @A1(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      scf.if %flag {
        // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
        %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      }
    }
    gpu.return
  }
}

// -----

// Test: A3 condition from ballot on a half
gpu.module @m {
  gpu.func @A3(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.any %e, %p : !warp.warp<even>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    scf.if %b {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %s = warp.reduce add %m, %v : !warp.warp<all>, i32
    }
    gpu.return
  }
}

// -----

// Test: A16 warp.if uniform-form with condition from a half's vote
gpu.module @m {
  gpu.func @A16(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-note @+1 {{the condition is computed here}}
    %b = warp.any %e, %p : !warp.warp<even>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform}}
    %m2 = warp.if %m, %b -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %v : !warp.warp<all>, i32
      warp.yield %t : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A11 while condition is a vote on the outer warp. Legal, by
// induction on the trips: every lane that reaches the loop runs the first
// before region, where the vote gives them all one answer, so all of them
// run the next trip too (what --canonicalize makes of a loop carrying a
// warp unchanged; lane-safety.mlir, @borrow_in_uniform_loops).
gpu.module @m {
  gpu.func @A11(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.entry : !warp.warp<all>
    %r = scf.while (%wi = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %any = warp.any %w2, %p : !warp.warp<all>
      scf.condition(%any) %wi : !warp.warp<all>
    } do {
    ^bb0(%wb: !warp.warp<all>):
      scf.yield %wb : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A12 exit in the before region of a uniform while
gpu.module @m {
  gpu.func @A12(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the warp is used here}}
    %r = scf.while (%wi = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      scf.if %low {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
        nvvm.exit
      }
      %any = warp.any %wi, %p : !warp.warp<all>
      scf.condition(%any) %wi : !warp.warp<all>
    } do {
    ^bb0(%wb: !warp.warp<all>):
      scf.yield %wb : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A17 private helper whose address is taken
gpu.module @m {
  func.func private @count(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @A17(%n: index, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %f = func.constant @count : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    %r = func.call @count(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A19 recursive private helper
gpu.module @m {
  func.func private @rec(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %r2 = func.call @rec(%r, %lane, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    return %r2 : !warp.warp<all>
  }
  gpu.func @A19(%n: index, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @rec(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A20 two-level private chain, inner caller passes lane-dependent
gpu.module @m {
  func.func private @inner(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  func.func private @outer(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %r = func.call @inner(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  gpu.func @A20(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %r = func.call @outer(%w, %lane, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A22 kernel param through loop into call, kernel has no warp op
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w : !warp.warp<all>
  }
  gpu.func @A22(%w: !warp.warp<all>, %v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      // expected-error @+1 {{W2: uses the kernel parameter #0 of type '!warp.warp<all>' as a warp}}
      %y = func.call @sum(%x, %v) : (!warp.warp<all>, i32) -> !warp.warp<all>
      scf.yield %y : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A23 kernel param via a warp-op-free helper to a helper with a reduce
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  func.func private @mid(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    return %r : i32
  }
  gpu.func @A23(%w: !warp.warp<all>, %v: i32) kernel {
    // expected-error @+1 {{W2: uses the kernel parameter #0 of type '!warp.warp<all>' as a warp}}
    %r = func.call @mid(%w, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: A26 vote with lanemask.le as member mask (lane l votes with lanes 0..l)
gpu.module @m {
  gpu.func @A26(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %am = nvvm.read.ptx.sreg.lanemask.le : i32
    %b = nvvm.vote.sync ballot %am, %true -> i32
    %n = arith.index_cast %b : i32 to index
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A29 alloca'd memory
gpu.module @m {
  gpu.func @A29(%v: i32, %k: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = memref.alloca() : memref<1xindex>
    memref.store %k, %a[%c0] : memref<1xindex>
    %n = memref.load %a[%c0] : memref<1xindex>
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: A33 exit inside a helper that takes the warp, before its use
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @A33(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: A34 inline asm trap under lane branch
gpu.module @m {
  gpu.func @A34(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.inline_asm has_side_effects "trap;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: A35 __assertfail under lane branch
gpu.module @m {
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
  gpu.func @A35(%v: i32, %p: !llvm.ptr) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    %l = arith.constant 1 : i32
    %s = arith.constant 1 : i64
    scf.if %low {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.call @__assertfail(%p, %p, %l, %p, %s) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: A37 exit in else of dyn warp.if
gpu.module @m {
  gpu.func @A37(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the warp is used here}}
    %m = warp.if %w, %low -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      warp.yield %t : !warp.warp<dyn>
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      nvvm.exit
      warp.yield %f : !warp.warp<dyn>
    }
    %r = warp.reduce add %m, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: A41 helper returning once, called twice with the same warp
gpu.module @m {
  func.func private @id(%w: !warp.warp<all>) -> !warp.warp<all> {
    return %w : !warp.warp<all>
  }
  gpu.func @A41(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{consumed here}}
    %a = func.call @id(%w) : (!warp.warp<all>) -> !warp.warp<all>
    // expected-error @+1 {{W3: consumes warp value '!warp.warp<all>' that was already consumed}}
    %b = func.call @id(%w) : (!warp.warp<all>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A45 helper with warp op after a lane-dependent call use
gpu.module @m {
  func.func private @take(%w: !warp.warp<all>) -> !warp.warp<all> {
    return %w : !warp.warp<all>
  }
  func.func private @h(%w: !warp.warp<all>, %w2: !warp.warp<all>, %v: i32) {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %x = func.call @take(%w) : (!warp.warp<all>) -> !warp.warp<all>
    }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    return
  }
}

// -----

// Test: A50 a move (call) inside a uniform scf.if
gpu.module @m {
  func.func private @take(%w: !warp.warp<all>) {
    return
  }
  gpu.func @A50(%flag: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    scf.if %flag {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      func.call @take(%w) : (!warp.warp<all>) -> ()
    }
    gpu.return
  }
}

// -----

// Test: A51 private helper: argument chosen per lane at the call site through scf.if result
gpu.module @m {
  func.func private @count(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @A51(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    %n = arith.select %low, %c4, %c8 : index
    %r = func.call @count(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: A52 tid.x < 32 with maxntid 64 (not exact): varying
gpu.module @m {
  gpu.func @A52(%v: i32) kernel attributes {nvvm.maxntid = array<i32: 64, 1, 1>} {
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %first = arith.cmpi ult, %tid, %c32 : index
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown lane-uniform}}
    cf.cond_br %first, ^a(%w : !warp.warp<all>), ^b
  ^a(%x: !warp.warp<all>):
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    cf.br ^b
  ^b:
    gpu.return
  }
}

// -----

// Test: A52b tid.x < 32 under maxntid (64, 2, 1): PTX bounds only the
// product, so a 48 x 2 block is allowed, whose second warp holds x = 32..47
// of row 0 and x = 0..15 of row 1 (the bound is not the block's shape)
gpu.module @m {
  gpu.func @A52b(%v: i32) kernel attributes {nvvm.maxntid = array<i32: 64, 2, 1>} {
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %first = arith.cmpi ult, %tid, %c32 : index
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown lane-uniform}}
    cf.cond_br %first, ^a(%w : !warp.warp<all>), ^b
  ^a(%x: !warp.warp<all>):
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    cf.br ^b
  ^b:
    gpu.return
  }
}

// -----

// Test: A53 blockDim.x-based base + tid < bound without declared block
gpu.module @m {
  gpu.func @A53(%v: i32, %n: index) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bd = gpu.block_dim x
    %base = arith.muli %bid, %bd : index
    %g = arith.addi %base, %tid : index
    %c32 = arith.constant 32 : index
    %n32 = arith.muli %n, %c32 : index
    %in = arith.cmpi ult, %g, %n32 : index
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown lane-uniform}}
    cf.cond_br %in, ^a(%w : !warp.warp<all>), ^b
  ^a(%x: !warp.warp<all>):
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    cf.br ^b
  ^b:
    gpu.return
  }
}
