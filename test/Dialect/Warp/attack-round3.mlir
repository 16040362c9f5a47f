// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Issue 27, round 3 of the adversarial pass against the warp verifier (the
// R-numbers of the pass; rounds 1 and 2 are lane-safety-invalid.mlir and
// lane-safety-attacks.mlir). Each program would end some lanes of a live
// warp, run a collective on lanes that are not all there, or read inactive
// lanes if it verified: conditions that look uniform but are not (a tile's
// or a half's vote, first_lane on a tile, a tile of 1's reduction, an
// atomic's result, per-thread memory, lanemask registers, a vote on a
// constant partial mask or on a ballot-made mask, a warp.if's yielded
// vote, thread ids under block shapes that split warps), exits in uniform
// branches inside lane-dependent regions, tiles on halves, and warps
// smuggled through foreign ops. R21, R22, R60, R66-R70 verified
// before this round's fix (inline `ret;` and predicated `@p exit;`, a call
// of the trap intrinsic by name, indirect calls, cf.assert on a lane-dependent
// condition): under --sim the full-warp
// reduce after R22, R67 and R68 summed 16 lanes (80, not 160) without a
// finding, and R66 trapped on the odd lanes.

// Test: R01_exit_tile_first_lane
gpu.module @m {
  gpu.func @R01_exit_tile_first_lane(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %f = warp.first_lane %t, %odd : !warp.tile<8>
    %c = arith.cmpi eq, %f, %one : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %c { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R02_exit_tile_any
gpu.module @m {
  gpu.func @R02_exit_tile_any(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %c8 = arith.constant 8 : i32
    %p = arith.cmpi ult, %li, %c8 : i32
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %a = warp.any %t, %p : !warp.tile<8>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %a { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R03_exit_tile1_reduce
gpu.module @m {
  gpu.func @R03_exit_tile1_reduce(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    %s = warp.reduce add %t, %li : !warp.tile<1>, i32
    %c = arith.cmpi eq, %s, %one : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %c { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R04_exit_tile16_broadcast
gpu.module @m {
  gpu.func @R04_exit_tile16_broadcast(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %b = warp.broadcast %t, %li, 0 : !warp.tile<16>, i32
    %c = arith.cmpi eq, %b, %z : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %c { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R05_exit_half_any
gpu.module @m {
  gpu.func @R05_exit_half_any(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %a = warp.any %e, %flag : !warp.warp<even>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %a { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %m, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R06_exit_while_tile_any
gpu.module @m {
  gpu.func @R06_exit_while_tile_any(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %c8 = arith.constant 8 : i32
    %p = arith.cmpi ult, %li, %c8 : i32
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-note @+1 {{the region is entered here}}
    %x = scf.while (%i = %z) : (i32) -> i32 {
      // expected-error @+1 {{W5: uses '!warp.tile<8>' inside a region it was not passed into: only the lanes that enter 'scf.while' run her}}
      %a = warp.any %t, %p : !warp.tile<8>
      scf.condition(%a) %i : i32
    } do {
    ^bb0(%j: i32):
      nvvm.exit
      scf.yield %j : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R07_exit_atomic_result
gpu.module @m {
  gpu.func @R07_exit_atomic_result(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %c = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<32xi32>) -> i32
    %p = arith.cmpi eq, %c, %z : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R08_exit_global_load_lane
gpu.module @m {
  gpu.func @R08_exit_global_load_lane(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %x = memref.load %out[%lane] : memref<32xi32>
    %p = arith.cmpi eq, %x, %z : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R09_exit_private_load
gpu.module @m {
  gpu.func @R09_exit_private_load(%out: memref<32xi32>, %v: i32, %flag: i1) private(%priv: memref<1xi32, 5>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %x = memref.load %priv[%c0] : memref<1xi32, 5>
    %p = arith.cmpi eq, %x, %z : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R10_exit_vote_const_partial_mask
gpu.module @m {
  gpu.func @R10_exit_vote_const_partial_mask(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %mask = arith.constant 65535 : i32
    %a = nvvm.vote.sync any %mask, %odd -> i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %a { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R11_exit_lanemask_ge
gpu.module @m {
  gpu.func @R11_exit_lanemask_ge(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %lm = nvvm.read.ptx.sreg.lanemask.ge : i32
    %p = arith.cmpi eq, %lm, %one : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R12_exit_redux_runtime_full_mask
gpu.module @m {
  gpu.func @R12_exit_redux_runtime_full_mask(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %true = arith.constant true
    %full = warp.ballot %w, %true : !warp.warp<all> -> i32
    %s = nvvm.redux.sync add %li, %full : i32 -> i32
    %p = arith.cmpi eq, %s, %z : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %p { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R13_exit_uniform_if_in_dyn_region
gpu.module @m {
  gpu.func @R13_exit_uniform_if_in_dyn_region(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, %odd -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<dyn>):
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
      scf.if %flag { nvvm.exit }
      warp.yield %d : !warp.warp<dyn>
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d : !warp.warp<dyn>
    }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R14_exit_uniform_if_in_static_region
gpu.module @m {
  gpu.func @R14_exit_uniform_if_in_static_region(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, even -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<even>):
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
      scf.if %flag { nvvm.exit }
      warp.yield %d : !warp.warp<even>
    }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R15_exit_uniform_if_in_lane_loop
gpu.module @m {
  gpu.func @R15_exit_uniform_if_in_lane_loop(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    scf.for %i = %c0 to %lane step %c1 {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
      scf.if %flag { nvvm.exit }
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R16_exit_uniform_if_in_lane_while_before
gpu.module @m {
  gpu.func @R16_exit_uniform_if_in_lane_while_before(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %x = scf.while (%i = %c0) : (index) -> index {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
      scf.if %flag { nvvm.exit }
      %c = arith.cmpi ult, %i, %lane : index
      scf.condition(%c) %i : index
    } do {
    ^bb0(%j: index):
      %n = arith.addi %j, %c1 : index
      scf.yield %n : index
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R17_exit_loop_carried_lane_value
gpu.module @m {
  gpu.func @R17_exit_loop_carried_lane_value(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %c4 = arith.constant 4 : index
    %x = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %flag) -> i1 {
      %n = arith.xori %a, %odd : i1
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
      scf.if %n { nvvm.exit }
      scf.yield %n : i1
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R18_exit_if_result_joined
gpu.module @m {
  gpu.func @R18_exit_if_result_joined(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %true = arith.constant true
    %false = arith.constant false
    %c = scf.if %odd -> i1 { scf.yield %true : i1 } else { scf.yield %false : i1 }
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %c { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R19_exit_warp_if_yield_dyn_vote
gpu.module @m {
  gpu.func @R19_exit_warp_if_yield_dyn_vote(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %false = arith.constant false
    %w2, %y = warp.if %w, %odd -> (!warp.warp<all>, i1) {
    ^bb0(%d: !warp.warp<dyn>):
      %a = warp.any %d, %flag : !warp.warp<dyn>
      warp.yield %d, %a : !warp.warp<dyn>, i1
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d, %false : !warp.warp<dyn>, i1
    }
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %y { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R20_exit_warp_if_yield_static_vote
gpu.module @m {
  gpu.func @R20_exit_warp_if_yield_static_vote(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %false = arith.constant false
    %w2, %y = warp.if %w, even -> (!warp.warp<all>, i1) {
    ^bb0(%d: !warp.warp<even>):
      %a = warp.all %d, %flag : !warp.warp<even>
      warp.yield %d, %a : !warp.warp<even>, i1
    } else {
    ^bb0(%d: !warp.warp<odd>):
      warp.yield %d, %false : !warp.warp<odd>, i1
    }
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %y { nvvm.exit }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R21_exit_inline_asm_ret
gpu.module @m {
  gpu.func @R21_exit_inline_asm_ret(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %odd { llvm.inline_asm has_side_effects "ret;", "" : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R22_exit_inline_asm_pred_exit
gpu.module @m {
  gpu.func @R22_exit_inline_asm_pred_exit(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %pi = arith.extui %odd : i1 to i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $0, 0; @p exit; }", "r" %pi : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Test: R25_reduce_under_tile_ballot
gpu.module @m {
  gpu.func @R25_reduce_under_tile_ballot(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %b = warp.ballot %t, %odd : !warp.tile<8> -> i32
    %c = arith.cmpi eq, %b, %z : i32
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R26_reduce_under_tile_first_lane
gpu.module @m {
  gpu.func @R26_reduce_under_tile_first_lane(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %f = warp.first_lane %t, %odd : !warp.tile<4>
    %c = arith.cmpi eq, %f, %one : i32
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R27_for_bound_tile1_reduce
gpu.module @m {
  gpu.func @R27_for_bound_tile1_reduce(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    %s = warp.reduce max %t, %li : !warp.tile<1>, i32
    %n = arith.index_cast %s : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, so lanes may leave th}}
    %w2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %w) -> !warp.warp<all> {
      %r = warp.reduce add %a, %v : !warp.warp<all>, i32
      scf.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R28_while_tile_vote_carrying_warp
gpu.module @m {
  gpu.func @R28_while_tile_vote_carrying_warp(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform, so}}
    %w2 = scf.while (%a = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %t = warp.tile %a, 8 : !warp.warp<all> -> !warp.tile<8>
      %c8 = arith.constant 8 : i32
      %p = arith.cmpi ult, %li, %c8 : i32
      %x = warp.any %t, %p : !warp.tile<8>
      // expected-note @+1 {{decided here}}
      scf.condition(%x) %a : !warp.warp<all>
    } do {
    ^bb0(%b: !warp.warp<all>):
      %r = warp.reduce add %b, %v : !warp.warp<all>, i32
      scf.yield %b : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R29_while_half_vote_carrying_warp
gpu.module @m {
  gpu.func @R29_while_half_vote_carrying_warp(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform, so}}
    %w2 = scf.while (%a = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %e, %o = warp.diverge %a, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %x = warp.any %e, %odd : !warp.warp<even>
      %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
      // expected-note @+1 {{decided here}}
      scf.condition(%x) %m : !warp.warp<all>
    } do {
    ^bb0(%b: !warp.warp<all>):
      %r = warp.reduce add %b, %v : !warp.warp<all>, i32
      scf.yield %b : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R30_cond_br_tile_first_lane
gpu.module @m {
  gpu.func @R30_cond_br_tile_first_lane(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %f = warp.first_lane %t, %odd : !warp.tile<4>
    %c = arith.cmpi eq, %f, %one : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown}}
    cf.cond_br %c, ^a(%w : !warp.warp<all>), ^b
  ^a(%x: !warp.warp<all>):
    %r = warp.reduce add %x, %v : !warp.warp<all>, i32
    gpu.return
  ^b:
    gpu.return
  }
}

// -----

// Test: R31_warp_if_uniform_form_tile_reduce
gpu.module @m {
  gpu.func @R31_warp_if_uniform_form_tile_reduce(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %s = warp.reduce add %t, %li : !warp.tile<8>, i32
    // expected-note @+1 {{the condition is computed here}}
    %c = arith.cmpi ult, %s, %v : i32
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only}}
    %w2 = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<all>):
      %r = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d : !warp.warp<all>
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R32_warp_if_uniform_form_partial_vote
gpu.module @m {
  gpu.func @R32_warp_if_uniform_form_partial_vote(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %mask = arith.constant 65535 : i32
    // expected-note @+1 {{the condition is computed here}}
    %c = nvvm.vote.sync all %mask, %flag -> i1
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only}}
    %w2 = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<all>):
      %r = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d : !warp.warp<all>
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R33_reduce_under_warp_if_result
gpu.module @m {
  gpu.func @R33_reduce_under_warp_if_result(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %false = arith.constant false
    %w2, %y = warp.if %w, %odd -> (!warp.warp<all>, i1) {
    ^bb0(%d: !warp.warp<dyn>):
      %a = warp.any %d, %flag : !warp.warp<dyn>
      warp.yield %d, %a : !warp.warp<dyn>, i1
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d, %false : !warp.warp<dyn>, i1
    }
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %y { %r = warp.reduce add %w2, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R34_tile2_on_even
gpu.module @m {
  gpu.func @R34_tile2_on_even(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W14: active set even is not a union of whole aligned groups of 2 lanes}}
    %t = warp.tile %e, 2 : !warp.warp<even> -> !warp.tile<2, even>
    %r = warp.reduce add %t, %v : !warp.tile<2, even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: R35_tile16_on_range8_24
gpu.module @m {
  gpu.func @R35_tile16_on_range8_24(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %lo, %hi = warp.diverge %w, range(8, 24) : !warp.warp<all> -> !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)>
    // expected-error @+1 {{W14: active set range(8, 24) is not a union of whole aligned groups of 16 lanes}}
    %t = warp.tile %lo, 16 : !warp.warp<range(8, 24)> -> !warp.tile<16, range(8, 24)>
    %r = warp.reduce add %t, %v : !warp.tile<16, range(8, 24)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<range(8, 24)>, !warp.warp<mask(0xff0000ff)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: R36_broadcast_tile1_lane1
gpu.module @m {
  gpu.func @R36_broadcast_tile1_lane1(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    // expected-error @+1 {{W12: broadcast from lane 1 reaches outside its 1-lane group}}
    %b = warp.broadcast %t, %v, 1 : !warp.tile<1>, i32
    gpu.return
  }
}

// -----

// Test: R38_xor8_on_tile8
gpu.module @m {
  gpu.func @R38_xor8_on_tile8(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W9: shuffle xor 8 reaches outside its 8-lane group}}
    %s = warp.shuffle xor %t, %v, 8 : !warp.tile<8>, i32
    gpu.return
  }
}

// -----

// Test: R39_scan_on_tile_of_high_not_prefix
gpu.module @m {
  gpu.func @R39_scan_on_tile_of_high_not_prefix(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    // expected-error @+1 {{W11: inclusive scan add on '!warp.warp<high(16)>' reads inactive lanes 0-15 (lane 16 reads lane 0); every lane}}
    %s = warp.scan inclusive add %lo, %v : !warp.warp<high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: R40_tid_y_in_16x2
gpu.module @m {
  gpu.func @R40_tid_y_in_16x2(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %ty = gpu.thread_id y
    %c = arith.cmpi eq, %ty, %c0 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R41_base16_plus_tid_lt_64
gpu.module @m {
  gpu.func @R41_base16_plus_tid_lt_64(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %c64 = arith.constant 64 : index
    %s = arith.addi %tx, %c16 : index
    %c = arith.cmpi ult, %s, %c64 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R42_tid_plus16_div32
gpu.module @m {
  gpu.func @R42_tid_plus16_div32(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %s = arith.addi %tx, %c16 : index
    %q = arith.divui %s, %c32 : index
    %c = arith.cmpi eq, %q, %c1 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R43_tid_shr4
gpu.module @m {
  gpu.func @R43_tid_shr4(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %q = arith.shrui %tx, %c4 : index
    %c = arith.cmpi eq, %q, %c1 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R44_tid_and_not15
gpu.module @m {
  gpu.func @R44_tid_and_not15(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %m = arith.constant -16 : index
    %q = arith.andi %tx, %m : index
    %c = arith.cmpi eq, %q, %c16 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R45_tid_ule_32
gpu.module @m {
  gpu.func @R45_tid_ule_32(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %c = arith.cmpi ule, %tx, %c32 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R46_tid_div16
gpu.module @m {
  gpu.func @R46_tid_div16(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %q = arith.divui %tx, %c16 : index
    %c = arith.cmpi eq, %q, %c1 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R47_tid_and_0x1f0
gpu.module @m {
  gpu.func @R47_tid_and_0x1f0(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %m = arith.constant 496 : index
    %q = arith.andi %tx, %m : index
    %c = arith.cmpi eq, %q, %c16 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R48_tid_i32_sgt_31_negbase
gpu.module @m {
  gpu.func @R48_tid_i32_sgt_31_negbase(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %b = arith.constant -16 : i32
    %s = arith.addi %t, %b : i32
    %c32 = arith.constant 32 : i32
    %c = arith.cmpi slt, %s, %c32 : i32
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R49_tid_sub_div32
gpu.module @m {
  gpu.func @R49_tid_sub_div32(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %s = arith.subi %tx, %c16 : index
    %c32 = arith.constant 32 : index
    %q = arith.divui %s, %c32 : index
    %c = arith.cmpi eq, %q, %c1 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R50_tid_mul_div32
gpu.module @m {
  gpu.func @R50_tid_mul_div32(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %s = arith.muli %tx, %c2 : index
    %c32 = arith.constant 32 : index
    %q = arith.divui %s, %c32 : index
    %c = arith.cmpi eq, %q, %c1 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R51_linear_id_y_rows
gpu.module @m {
  gpu.func @R51_linear_id_y_rows(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c = arith.cmpi eq, %ty, %c0 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R52_tid_z_in_32x1x2_vs_16x1x2
gpu.module @m {
  gpu.func @R52_tid_z_in_32x1x2_vs_16x1x2(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 16, 1, 2>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tz = gpu.thread_id z
    %c = arith.cmpi eq, %tz, %c0 : index
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R54_tid_div32_trunc_i4
gpu.module @m {
  gpu.func @R54_tid_div32_trunc_i4(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : i32
    %q = arith.divui %t, %c32 : i32
    %s = arith.trunci %t : i32 to i5
    %z5 = arith.constant 0 : i5
    %c = arith.cmpi eq, %s, %z5 : i5
    // expected-error @+2 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
    // expected-note @+1 {{the region is entered here}}
    scf.if %c { %r = warp.reduce add %w, %v : !warp.warp<all>, i32 }
    gpu.return
  }
}

// -----

// Test: R55_select_lane_bound_same_value
gpu.module @m {
  gpu.func @R55_select_lane_bound_same_value(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %c2 = arith.constant 2 : index
    %n = arith.select %odd, %c2, %lane : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, so lanes may leave th}}
    %w2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %w) -> !warp.warp<all> {
      %r = warp.reduce add %a, %v : !warp.warp<all>, i32
      scf.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: R56_warp_through_select
gpu.module @m {
  gpu.func @R56_warp_through_select(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W3: takes warp value '!warp.warp<all>' twice; a warp value is consumed once}}
    %w1 = arith.select %flag, %w, %w : !warp.warp<all>
    %r = warp.reduce add %w1, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R57_warp_through_execute_region
gpu.module @m {
  gpu.func @R57_warp_through_execute_region(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-note @+1 {{the region is entered here}}
    %w1 = scf.execute_region -> !warp.warp<all> {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.execute_regi}}
      scf.yield %w : !warp.warp<all>
    }
    %r = warp.reduce add %w1, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R58_warp_through_index_switch
gpu.module @m {
  gpu.func @R58_warp_through_index_switch(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-note @+1 {{the region is entered here}}
    %w1 = scf.index_switch %lane -> !warp.warp<all>
    case 0 { scf.yield %w : !warp.warp<all> }
    // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.index_switch}}
    default { scf.yield %w : !warp.warp<all> }
    %r = warp.reduce add %w1, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R59_warp_while_result_lane_cond_after
gpu.module @m {
  gpu.func @R59_warp_while_result_lane_cond_after(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform, so}}
    %w2, %k = scf.while (%a = %w, %i = %c0) : (!warp.warp<all>, index) -> (!warp.warp<all>, index) {
      %t = arith.constant true
      %x = warp.any %a, %t : !warp.warp<all>
      %c = arith.cmpi ult, %i, %lane : index
      %y = arith.andi %x, %c : i1
      // expected-note @+1 {{decided here}}
      scf.condition(%y) %a, %i : !warp.warp<all>, index
    } do {
    ^bb0(%b: !warp.warp<all>, %j: index):
      %n = arith.addi %j, %c1 : index
      scf.yield %b, %n : !warp.warp<all>, index
    }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R60_warp_in_func_call_indirect
gpu.module @m {
  func.func private @take(%x: !warp.warp<all>) {
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %r = warp.reduce add %x, %v : !warp.warp<all>, i32
    return
  }
  gpu.func @R60_warp_in_func_call_indirect(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %f = func.constant @take : (!warp.warp<all>) -> ()
    // expected-error @+2 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    // expected-note @+1 {{the warp is used here}}
    func.call_indirect %f(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: R61_helper_uniform_arg_one_site_tile_value
gpu.module @m {
  func.func private @helper(%x: !warp.warp<all>, %n: index) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1 : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, so lanes may leave th}}
    %y = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> !warp.warp<all> {
      %r = warp.reduce add %a, %v : !warp.warp<all>, i32
      scf.yield %a : !warp.warp<all>
    }
    return %y : !warp.warp<all>
  }
  gpu.func @R61_helper_uniform_arg_one_site_tile_value(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %s = warp.reduce add %t, %li : !warp.tile<8>, i32
    %n = arith.index_cast %s : i32 to index
    %w2 = func.call @helper(%w, %n) : (!warp.warp<all>, index) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: R62_helper_exit_under_uniform_arg_called_in_lane_if
gpu.module @m {
  func.func private @quit(%f: i1) {
    scf.if %f { nvvm.exit }
    return
  }
  gpu.func @R62_helper_exit_under_uniform_arg_called_in_lane_if(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %odd { func.call @quit(%flag) : (i1) -> () }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R65_exit_vote_in_helper_with_half
gpu.module @m {
  func.func private @h(%x: !warp.warp<even>, %p: i1) -> !warp.warp<even> {
    %a = warp.any %x, %p : !warp.warp<even>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.select %a, %c1, %c0 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<even>' but its upper bound is not shown lane-uniform, so lanes may leave t}}
    %y = scf.for %i = %c0 to %n step %c1 iter_args(%b = %x) -> !warp.warp<even> {
      %c1i = arith.constant 1 : i32
      %s = warp.shuffle xor %b, %c1i, 2 : !warp.warp<even>, i32
      scf.yield %b : !warp.warp<even>
    }
    return %y : !warp.warp<even>
  }
  gpu.func @R65_exit_vote_in_helper_with_half(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2 = func.call @h(%e, %odd) : (!warp.warp<even>, i1) -> !warp.warp<even>
    %m = warp.merge %e2, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %r = warp.reduce add %m, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R66_llvm_call_named_trap
gpu.module @m {
  llvm.func @llvm.trap()
  gpu.func @R66_llvm_call_named_trap(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %odd { llvm.call @llvm.trap() : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: R67_exit_through_call_indirect
gpu.module @m {
  func.func private @quit() {
    nvvm.exit
    return
  }
  gpu.func @R67_exit_through_call_indirect(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %f = func.constant @quit : () -> ()
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %odd { func.call_indirect %f() : () -> () }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %vi = arith.index_cast %r : i32 to index
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Test: R68_exit_through_llvm_fn_pointer
gpu.module @m {
  llvm.func @quit() {
    nvvm.exit
    llvm.return
  }
  gpu.func @R68_exit_through_llvm_fn_pointer(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %f = llvm.mlir.addressof @quit : !llvm.ptr
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that leave here never r}}
    scf.if %odd { llvm.call %f() : !llvm.ptr, () -> () }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Test: R69_cf_assert_lane (cf.assert lowers to __assertfail on the lanes
// whose condition fails: the upper 16 lanes trap while the warp is live)
gpu.module @m {
  gpu.func @R69_cf_assert_lane(%out: memref<32xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
    cf.assert %lo, "lane below 16"
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Test: R70_cf_assert_in_lane_if
gpu.module @m {
  gpu.func @R70_cf_assert_in_lane_if(%out: memref<32xi32>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %false = arith.constant false
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      cf.assert %false, "upper lanes only"
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
