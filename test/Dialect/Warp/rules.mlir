// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// The nearest legal program for each rule of invalid.mlir: every function
// here is accepted, and is one step from the case of the same rule there.

// CHECK-LABEL: gpu.func @W1_canonical_sets
// CHECK-SAME: !warp.warp<low(16)>, %{{.*}}: !warp.warp<all>, %{{.*}}: !warp.warp<lane(63), width = 64>
// CHECK-SAME: !warp.warp<lane(31)>, %{{.*}}: !warp.warp<mask(0x0000f0f0)>, %{{.*}}: !warp.warp<odd, width = 64>
gpu.module @m {
  gpu.func @W1_canonical_sets(%a: !warp.warp<range(0, 16)>, %b: !warp.warp<mask(0xffffffff)>,
                              %c: !warp.warp<range(63, 64), width = 64>, %d: !warp.warp<high(1)>,
                              %e: !warp.warp<mask(0xf0f0)>, %f: !warp.warp<odd, width = 64>) {
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W2_whole_warps
// CHECK: warp.entry : !warp.warp<all>
gpu.module @m {
  gpu.func @W2_whole_warps() kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W3_borrow_then_move
// CHECK: warp.shuffle xor
// CHECK: warp.diverge
gpu.module @m {
  gpu.func @W3_borrow_then_move(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %x = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W4_halves_merged
// CHECK: warp.merge
gpu.module @m {
  gpu.func @W4_halves_merged(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// A warp enters a loop body only as an iter_arg, and leaves it by scf.yield.
// CHECK-LABEL: gpu.func @W5_threaded_through_loop
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (!warp.warp<all>, f32)
gpu.module @m {
  gpu.func @W5_threaded_through_loop(%v: f32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = warp.entry : !warp.warp<all>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%wi = %w, %acc = %v) -> (!warp.warp<all>, f32) {
      %s = warp.reduce add %wi, %acc : !warp.warp<all>, f32
      scf.yield %wi, %s : !warp.warp<all>, f32
    }
    %b = warp.broadcast %r#0, %r#1, 0 : !warp.warp<all>, f32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W6_nonempty_halves
// CHECK: warp.diverge %{{.*}}, even : !warp.warp<low(16)> -> !warp.warp<mask(0x00005555)>, !warp.warp<mask(0x0000aaaa)>
gpu.module @m {
  gpu.func @W6_nonempty_halves(%lo: !warp.warp<low(16)>) {
    %a, %b = warp.diverge %lo, even : !warp.warp<low(16)> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)>
    %m = warp.merge %a, %b : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<low(16)>
    gpu.return
  }
}

// -----

// Static halves merge whenever they are complements, wherever they came from;
// dyn halves merge as the two results of one diverge.
// CHECK-LABEL: gpu.func @W7_complements
// CHECK-COUNT-3: warp.merge
gpu.module @m {
  gpu.func @W7_complements(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e1, %e2 = warp.diverge %e, low(16) : !warp.warp<even> -> !warp.warp<mask(0x00005555)>, !warp.warp<mask(0x55550000)>
    %ee = warp.merge %e2, %e1 : !warp.warp<mask(0x55550000)>, !warp.warp<mask(0x00005555)> -> !warp.warp<even>
    %m = warp.merge %ee, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %w2 = warp.if %m, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %a, %b = warp.diverge %t, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      %tm = warp.merge %a, %b : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      warp.yield %tm : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W8_branch_values
// CHECK: warp.if %{{.*}}, %{{.*}} -> (!warp.warp<all>, i32)
// CHECK: warp.if %{{.*}}, low(16) -> !warp.warp<all>
gpu.module @m {
  gpu.func @W8_branch_values(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %p : !warp.warp<dyn> -> i32
      warp.yield %t, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %v : !warp.warp<dyn>, i32
    }
    %w3 = warp.if %w2, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      warp.yield %lo : !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi : !warp.warp<high(16)>
    }
    gpu.return
  }
}

// -----

// A static predicate may cover every lane when there is no else region: the
// then region runs on the whole warp and its collectives read every lane.
// CHECK-LABEL: gpu.func @W8_predicate_covers_all_lanes
// CHECK: warp.if %{{.*}}, all -> !warp.warp<all>
gpu.module @m {
  gpu.func @W8_predicate_covers_all_lanes(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, low(32) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<all>):
      %s = warp.reduce add %lo, %v : !warp.warp<all>, i32
      warp.yield %lo : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Strictly more permissive than an `all`-only rule, and exactly as safe.
// CHECK-LABEL: gpu.func @W9_closed_reads
// CHECK-COUNT-5: warp.shuffle
gpu.module @m {
  gpu.func @W9_closed_reads(%v: i32, %f: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x2 = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %x16 = warp.shuffle xor %e, %v, 16 : !warp.warp<even>, i32
    %i0 = warp.shuffle idx %e, %f, 0 : !warp.warp<even>, f32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %lo, %hi = warp.diverge %m, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %up = warp.shuffle up %lo, %v, 1 : !warp.warp<low(16)>, i32
    %dn = warp.shuffle down %hi, %v, 1 : !warp.warp<high(16)>, i32
    %m2 = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W10_reduce_whole_groups
// CHECK: warp.reduce add %{{.*}} : !warp.tile<16, low(16)>, f32
gpu.module @m {
  gpu.func @W10_reduce_whole_groups(%f: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %lo, 16 : !warp.warp<low(16)> -> !warp.tile<16, low(16)>
    %s = warp.reduce add %t, %f : !warp.tile<16, low(16)>, f32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W11_scan_prefix
// CHECK: warp.scan inclusive add
// CHECK: warp.scan exclusive max
gpu.module @m {
  gpu.func @W11_scan_prefix(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %s = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %t = warp.tile %m, 8 : !warp.warp<all> -> !warp.tile<8>
    %s2 = warp.scan exclusive max %t, %v : !warp.tile<8>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W12_broadcast_active_lane
// CHECK: warp.broadcast %{{.*}}, %{{.*}}, 4 : !warp.warp<even>, f32
gpu.module @m {
  gpu.func @W12_broadcast_active_lane(%f: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.broadcast %e, %f, 4 : !warp.warp<even>, f32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W13_votes_on_dyn
// CHECK: warp.ballot
// CHECK: warp.any
// CHECK: warp.all
// CHECK: warp.match_any
gpu.module @m {
  gpu.func @W13_votes_on_dyn(%v: i32, %p: i1, %q: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %q : !warp.warp<dyn> -> i32
      %a = warp.any %t, %q : !warp.warp<dyn>
      %l = warp.all %t, %q : !warp.warp<dyn>
      %k = warp.match_any %t, %v : !warp.warp<dyn>, i32 -> i32
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W14_whole_groups
// CHECK: warp.tile %{{.*}}, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
gpu.module @m {
  gpu.func @W14_whole_groups(%lo: !warp.warp<low(16)>, %v: i32) {
    %t = warp.tile %lo, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
    %x = warp.shuffle xor %t, %v, 4 : !warp.tile<8, low(16)>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W15_runtime_offset_full_warp
// CHECK: warp.shuffle idx %{{.*}}, %{{.*}}, %{{.*}} : !warp.warp<all>, i32
gpu.module @m {
  gpu.func @W15_runtime_offset_full_warp(%v: i32, %src: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %x = warp.shuffle idx %w, %v, %src : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @W16_wide_masks
// CHECK: warp.ballot %{{.*}}, %{{.*}} : !warp.warp<all, width = 64> -> i64
// CHECK: warp.reduce xor %{{.*}}, %{{.*}} : !warp.warp<all, width = 64>, i64
gpu.module @m {
  gpu.func @W16_wide_masks(%w: !warp.warp<all, width = 64>, %p: i1, %v: i64) {
    %b = warp.ballot %w, %p : !warp.warp<all, width = 64> -> i64
    %x = warp.reduce xor %w, %v : !warp.warp<all, width = 64>, i64
    gpu.return
  }
}

// -----

// Every lane runs the same trips (bounds from geometry and kernel arguments)
// and takes the same branch (a kernel argument decides).
// CHECK-LABEL: gpu.func @W17_uniform_moves
// CHECK: scf.for
// CHECK: cf.cond_br
gpu.module @m {
  gpu.func @W17_uniform_moves(%v: i32, %n: index, %flag: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %bd = gpu.block_dim x
    %ub = arith.muli %bd, %n : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %ub step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %x = warp.shuffle xor %wi, %v, 1 : !warp.warp<all>, i32
      scf.yield %wi : !warp.warp<all>
    }
    cf.cond_br %flag, ^a(%r : !warp.warp<all>), ^b(%r : !warp.warp<all>)
  ^a(%wa: !warp.warp<all>):
    %xa = warp.shuffle xor %wa, %v, 2 : !warp.warp<all>, i32
    cf.br ^b(%wa : !warp.warp<all>)
  ^b(%wb: !warp.warp<all>):
    %xb = warp.reduce add %wb, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Bounds from NVVM's block size and from the warp index (tid.x / 32) are
// uniform for W17 as they are for --warp-check-convergence: one table. The
// warp index is a warp's only when the block keeps each warp in one row:
// W17 assumes no block shape the kernel does not declare.
// CHECK-LABEL: gpu.func @W17_nvvm_geometry
// CHECK-COUNT-2: scf.for
gpu.module @m {
  gpu.func @W17_nvvm_geometry(%v: f32) kernel attributes {known_block_size = array<i32: 96, 2, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp = arith.divui %tid, %c32 : i32
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %ntid step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) : i32 {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, f32
      scf.yield %wi : !warp.warp<all>
    }
    %r2 = scf.for %i = %c0 to %warp step %c1 iter_args(%wi = %r) -> (!warp.warp<all>) : i32 {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, f32
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// One uniformity analysis for W17 and the checker: a bound chosen by an
// scf.if on a kernel argument, whose branches yield constants, is uniform
// (test/Analysis/check-convergence.mlir asks the checker the same question
// with a gpu.barrier in the same loop). So is a value loaded from a uniform
// address, and a warp reduction's result.
// CHECK-LABEL: gpu.func @W17_bound_chosen_uniformly
// CHECK-COUNT-3: scf.for
gpu.module @m {
  gpu.func @W17_bound_chosen_uniformly(%flag: i1, %buf: memref<4xindex>, %v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %b = scf.if %flag -> index {
      scf.yield %c4 : index
    } else {
      scf.yield %c8 : index
    }
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %b step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, i32
      scf.yield %wi : !warp.warp<all>
    }
    %n = memref.load %buf[%c0] : memref<4xindex>
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%wi = %r) -> (!warp.warp<all>) {
      scf.yield %wi : !warp.warp<all>
    }
    %sum = warp.reduce add %r2, %v : !warp.warp<all>, i32
    %m = arith.index_cast %sum : i32 to index
    %r3 = scf.for %i = %c0 to %m step %c1 iter_args(%wi = %r2) -> (!warp.warp<all>) {
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// A ballot on the sub-warp a warp.if region runs on is the same on every lane
// there, so it may bound a loop that carries that sub-warp.
// CHECK-LABEL: gpu.func @W17_bound_from_ballot_in_region
// CHECK: scf.for
gpu.module @m {
  gpu.func @W17_bound_from_ballot_in_region(%v: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %b = warp.ballot %lo, %p : !warp.warp<low(16)> -> i32
      %ub = arith.index_cast %b : i32 to index
      %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %lo) -> (!warp.warp<low(16)>) {
        %s = warp.shuffle xor %a, %v, 1 : !warp.warp<low(16)>, f32
        scf.yield %a : !warp.warp<low(16)>
      }
      warp.yield %r : !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi : !warp.warp<high(16)>
    }
    gpu.return
  }
}

// -----

// A device function with a body hands back the warp it was given.
// CHECK-LABEL: gpu.func @W18_warp_from_call_with_body
// CHECK: func.call @helper
gpu.module @m {
  func.func @helper(%w: !warp.warp<low(16)>, %v: i32) -> !warp.warp<low(16)> {
    %s = warp.shuffle xor %w, %v, 1 : !warp.warp<low(16)>, i32
    return %w : !warp.warp<low(16)>
  }
  gpu.func @W18_warp_from_call_with_body(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%l: !warp.warp<low(16)>):
      %a = func.call @helper(%l, %v) : (!warp.warp<low(16)>, i32) -> !warp.warp<low(16)>
      %s = warp.shuffle xor %a, %v, 2 : !warp.warp<low(16)>, i32
      warp.yield %a : !warp.warp<low(16)>
    } else {
    ^bb0(%h: !warp.warp<high(16)>):
      warp.yield %h : !warp.warp<high(16)>
    }
    gpu.return
  }
}
