// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Issue 27, verifier side: each case verified before and reads inactive
// lanes, runs a collective with lanes missing, or duplicates a warp. The
// nearest legal programs are in lane-safety.mlir (and run under --sim in
// lane-safety-sim.mlir).

// Test: W3_parameter_returned_twice (a helper with no warp op of its own is
// walked from its caller: `return %w, %w` would be a second warp)
gpu.module @m {
  func.func private @dup(%w: !warp.warp<all>) -> (!warp.warp<all>, !warp.warp<all>) {
    // expected-error @+1 {{W3: takes warp value '!warp.warp<all>' twice; a warp value is consumed once}}
    return %w, %w : !warp.warp<all>, !warp.warp<all>
  }
  gpu.func @W3_parameter_returned_twice(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %a, %b = func.call @dup(%w) : (!warp.warp<all>) -> (!warp.warp<all>, !warp.warp<all>)
    %s = warp.reduce add %a, %v : !warp.warp<all>, i32
    %t = warp.reduce add %b, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W5_parameter_in_lane_dependent_if (the helper's warp reaches only a
// call, inside a branch taken by lanes 0-15)
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  func.func private @helper(%w: !warp.warp<all>, %v: i32) {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    }
    return
  }
  gpu.func @W5_parameter_in_lane_dependent_if(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    func.call @helper(%w, %v) : (!warp.warp<all>, i32) -> ()
    gpu.return
  }
}

// -----

// Test: W17_parameter_through_lane_loop (a lane-dependent loop carries the
// helper's warp into a callee's reduce)
gpu.module @m {
  func.func private @step(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w : !warp.warp<all>
  }
  func.func private @loop(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %lane step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %y = func.call @step(%x, %v) : (!warp.warp<all>, i32) -> !warp.warp<all>
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @W17_parameter_through_lane_loop(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @loop(%w, %v) : (!warp.warp<all>, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W3_parameter_used_after_move (the helper has a warp op: its first
// warp op walks the parameter from its definition, not from that op)
func.func @W3_parameter_used_after_move(%w: !warp.warp<all>, %v: i32) {
  // expected-note @+1 {{moved here}}
  func.call @W3_parameter_used_after_move(%w, %v) : (!warp.warp<all>, i32) -> ()
  // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
  %r = warp.reduce add %w, %v : !warp.warp<all>, i32
  return
}

// -----

// Test: W2_kernel_parameter_into_call (the kernel has no warp op; the host's
// value would reach the callee's reduce)
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @W2_kernel_parameter_into_call(%w: !warp.warp<all>, %v: i32) kernel {
    // expected-error @+1 {{W2: uses the kernel parameter #0 of type '!warp.warp<all>' as a warp; a kernel's warp comes from warp.entry, not from the host}}
    %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: W2_kernel_parameter_outright (a kernel with a warp op rejects its
// warp parameter wherever it goes)
gpu.module @m {
  func.func private @take(%w: !warp.warp<all>) {
    return
  }
  // expected-error @+1 {{W2: kernel parameter #1 has warp type '!warp.warp<all>'; a kernel's warp comes from warp.entry, not from the host}}
  gpu.func @W2_kernel_parameter_outright(%v: i32, %w: !warp.warp<all>) kernel {
    func.call @take(%w) : (!warp.warp<all>) -> ()
    %e = warp.entry : !warp.warp<all>
    %r = warp.reduce add %e, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W18_forged_warp_into_helper (the caller passes a poison warp)
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @W18_forged_warp_into_helper(%v: i32) kernel {
    // expected-note @+1 {{made here}}
    %p = ub.poison : !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'ub.poison'; warp values come only from warp.entry and the warp ops}}
    %r = func.call @sum(%p, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Test: W17_lanemask_bound (lanemask.lt has no operands but differs on every
// lane: lane l runs l trips)
gpu.module @m {
  gpu.func @W17_lanemask_bound(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %mask = nvvm.read.ptx.sreg.lanemask.lt : i32
    %n = arith.index_cast %mask : i32 to index
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

// Test: W17_private_attribution_bound (each thread's private memory holds
// its own count)
gpu.module @m {
  gpu.func @W17_private_attribution_bound(%v: i32) private(%p: memref<1xindex, 5>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    memref.store %lane, %p[%c0] : memref<1xindex, 5>
    %n = memref.load %p[%c0] : memref<1xindex, 5>
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

// Test: W17_vote_on_own_lane (a member mask of `1 << lane` makes each lane
// vote alone: lane l's ballot is its own bit)
gpu.module @m {
  gpu.func @W17_vote_on_own_lane(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %true = arith.constant true
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %self = arith.shli %one, %lane : i32
    %b = nvvm.vote.sync ballot %self, %true -> i32
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

// Test: W17_redux_on_half_mask (the even lanes and the odd lanes each get
// their own sum)
gpu.module @m {
  gpu.func @W17_redux_on_half_mask(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %even = arith.constant 0x55555555 : i32
    %odd = arith.constant 0xAAAAAAAA : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %bit = arith.andi %lane, %one : i32
    %c0i = arith.constant 0 : i32
    %isOdd = arith.cmpi ne, %bit, %c0i : i32
    %mask = arith.select %isOdd, %odd, %even : i32
    %sum = nvvm.redux.sync add %lane, %mask : i32 -> i32
    %n = arith.index_cast %sum : i32 to index
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

// Test: W17_clock_bound (a special register nobody listed as uniform)
gpu.module @m {
  gpu.func @W17_clock_bound(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = nvvm.read.ptx.sreg.clock : i32
    %n = arith.index_cast %t : i32 to index
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

// Test: W17_inline_asm_bound (inline assembly may read %laneid)
gpu.module @m {
  gpu.func @W17_inline_asm_bound(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
    %n = arith.index_cast %t : i32 to index
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

// Test: W17_warp_index_undeclared_block (without a declared block, tid.x / 32
// may differ within a warp: in a 48 x 2 block warp 1 holds x = 32..47 and
// x = 0..15)
gpu.module @m {
  gpu.func @W17_warp_index_undeclared_block(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %n = arith.divui %tid, %c32 : index
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

// Test: W17_first_warp_test_undeclared_block (tid.x < 32 is not a warp's
// property in a 48 x 2 block either)
gpu.module @m {
  gpu.func @W17_first_warp_test_undeclared_block(%v: i32) kernel {
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

// Test: W17_warp_index_reqntid_split_rows (nvvm.reqntid declares 48 x 2)
gpu.module @m {
  gpu.func @W17_warp_index_reqntid_split_rows(%v: i32) kernel attributes {nvvm.reqntid = array<i32: 48, 2, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %n = arith.divui %tid, %c32 : index
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

// Test: W2_reqntid_partial_warp (a 48-thread block's second warp has 16 lanes)
gpu.module @m {
  gpu.func @W2_reqntid_partial_warp() kernel attributes {nvvm.reqntid = array<i32: 48>} {
    // expected-error @+1 {{W2: the kernel's nvvm.reqntid holds 48 threads, not a multiple of 32: its last warp is partial, so it is not !warp.warp<all>}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_maxntid_below_a_warp (at most 16 threads: no warp is ever full)
gpu.module @m {
  gpu.func @W2_maxntid_below_a_warp() kernel attributes {nvvm.maxntid = array<i32: 16>} {
    // expected-error @+1 {{W2: the kernel's nvvm.maxntid allows at most 16 threads, fewer than 32: no warp is full, so it is not !warp.warp<all>}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_declarations_disagree (known_block_size and nvvm.reqntid)
gpu.module @m {
  gpu.func @W2_declarations_disagree() kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.reqntid = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{W2: the kernel declares two block sizes}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W19_exit_under_lane_branch (the odd lanes leave; the reduce after
// waits for them)
gpu.module @m {
  gpu.func @W19_exit_under_lane_branch(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %bit = arith.andi %lane, %c1 : index
    %odd = arith.cmpi ne, %bit, %c0 : index
    scf.if %odd {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_trap_under_lane_branch
gpu.module @m {
  gpu.func @W19_trap_under_lane_branch(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.intr.trap
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_exit_in_callee (the callee exits on odd lanes)
gpu.module @m {
  func.func private @maybe_exit(%t: index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %bit = arith.andi %t, %c1 : index
    %odd = arith.cmpi ne, %bit, %c0 : index
    scf.if %odd {
      // expected-note @+1 {{the callee exits here}}
      nvvm.exit
    }
    return
  }
  gpu.func @W19_exit_in_callee(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
    func.call @maybe_exit(%lane) : (index) -> ()
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_exit_in_warp_if_region (the low half leaves; the reconverged warp
// claims all 32 lanes)
gpu.module @m {
  gpu.func @W19_exit_in_warp_if_region(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the warp is used here}}
    %m = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      nvvm.exit
      warp.yield %lo : !warp.warp<low(16)>
    }
    %s = warp.reduce add %m, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W8_lane_dependent_condition_static_regions (the regions may only
// take the parent's set when every lane goes the same way)
gpu.module @m {
  gpu.func @W8_lane_dependent_condition_static_regions(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    // expected-note @+1 {{the condition is computed here}}
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform}}
    %m = warp.if %w, %low -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %v : !warp.warp<all>, i32
      warp.yield %t : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W5_reduce_under_lane_dependent_scf_if (only a lane-uniform scf.if
// lets a collective borrow the outer warp)
gpu.module @m {
  gpu.func @W5_reduce_under_lane_dependent_scf_if(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    }
    gpu.return
  }
}

// -----

// Test: W5_move_under_uniform_scf_if (a uniform scf.if lets collectives
// borrow the warp, not moves: diverging it in one branch would lose it)
gpu.module @m {
  gpu.func @W5_move_under_uniform_scf_if(%flag: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    scf.if %flag {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_while_lane_condition (the loop's exit is decided per lane)
gpu.module @m {
  gpu.func @W17_while_lane_condition(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform}}
    %r = scf.while (%wi = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, i32
      // expected-note @+1 {{decided here}}
      scf.condition(%low) %wi : !warp.warp<all>
    } do {
    ^bb0(%wb: !warp.warp<all>):
      scf.yield %wb : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_while_vote_on_half (a vote on a diverged half: the other half
// runs the loop too and gets no defined answer)
gpu.module @m {
  gpu.func @W17_while_vote_on_half(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<even>' but the condition of its scf.condition is not shown lane-uniform}}
    %r = scf.while (%wi = %e) : (!warp.warp<even>) -> !warp.warp<even> {
      %any = warp.any %wi, %low : !warp.warp<even>
      // expected-note @+1 {{decided here}}
      scf.condition(%any) %wi : !warp.warp<even>
    } do {
    ^bb0(%wb: !warp.warp<even>):
      scf.yield %wb : !warp.warp<even>
    }
    %m = warp.merge %r, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W17_public_helper_count (a public function's argument may come from
// any caller)
func.func @W17_public_helper_count(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    scf.yield %x : !warp.warp<all>
  }
  return %r : !warp.warp<all>
}

// -----

// Test: W17_private_helper_lane_count (one call site passes the lane id)
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
  gpu.func @uniform_caller(%n: index, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @count(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
  gpu.func @W17_private_helper_lane_count(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %r = func.call @count(%w, %lane, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_kernel_parameter_beside_entry (warp.entry alone rejects a warp
// parameter: nothing else in the kernel needs to touch it)
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<low(16)>'; a kernel's warp comes from warp.entry, not from the host}}
  gpu.func @W2_kernel_parameter_beside_entry(%h: !warp.warp<low(16)>, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}
