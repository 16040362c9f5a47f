// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// One case per rule of the warp dialect; each function is named after the
// rule it breaks (W1..W16, see the dialect description). The nearest legal
// program for each rule is in rules.mlir.

// -----

// Test: W1_low_zero
// expected-error @+1 {{W1: low(0) needs 1 <= n <= 32 (the warp width); an empty set is not an active set}}
func.func private @W1_low_zero(!warp.warp<low(0)>)

// -----

// Test: W1_mask_outside_width
// expected-error @+1 {{W1: mask(0x100000000) names lanes 32 outside a 32-lane warp}}
func.func private @W1_mask_outside_width(!warp.warp<mask(0x100000000)>)

// -----

// Test: W1_mask_empty
// expected-error @+1 {{W1: mask(0x0) is empty; an active set holds at least one lane}}
func.func private @W1_mask_empty(!warp.warp<mask(0x0)>)

// -----

// Test: W1_width_48
// expected-error @+1 {{W1: a warp has 32 or 64 lanes, not 48}}
func.func private @W1_width_48(!warp.warp<all, width = 48>)

// -----

// Test: W1_range_empty
// expected-error @+1 {{W1: range(5, 5) needs a < b <= 32; an empty set is not an active set}}
func.func private @W1_range_empty(!warp.warp<range(5, 5)>)

// -----

// Test: W1_lane_outside
// expected-error @+1 {{W1: lane(32) is outside a 32-lane warp}}
func.func private @W1_lane_outside(!warp.warp<lane(32)>)

// -----

// Test: W1_unknown_spelling
// expected-error @+1 {{W1: unknown active set 'evens'; expected all, even, odd, dyn, low(n), high(n), lane(k), range(a, b) or mask(0x...)}}
func.func private @W1_unknown_spelling(!warp.warp<evens>)

// -----

// Test: W1_attr_high_too_wide
// expected-error @+1 {{W1: high(33) needs 1 <= n <= 32}}
func.func private @W1_attr_high_too_wide() attributes {lanes = #warp.lanes<high(33)>}

// -----

// Test: W2_entry_not_kernel
gpu.module @m {
  gpu.func @W2_entry_not_kernel() {
    // expected-error @+1 {{W2: stands at the top level of the entry block of a gpu.func kernel}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_entry_nested
gpu.module @m {
  gpu.func @W2_entry_nested(%v: i32, %f: f32, %p: i1) kernel {
    scf.if %p {
      // expected-error @+1 {{W2: stands at the top level of the entry block of a gpu.func kernel}}
      %w = warp.entry : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W2_entry_partial_set
gpu.module @m {
  gpu.func @W2_entry_partial_set(%v: i32, %f: f32, %p: i1) kernel {
    // expected-error @+1 {{W2: the warp at kernel entry is fully active: expected '!warp.warp<all>', not '!warp.warp<even>'}}
    %w = warp.entry : !warp.warp<even>
    gpu.return
  }
}

// -----

// Test: W2_partial_last_warp
gpu.module @m {
  gpu.func @W2_partial_last_warp(%v: i32, %f: f32, %p: i1) kernel attributes {known_block_size = array<i32: 48, 1, 1>} {
    // expected-error @+1 {{W2: the kernel's known_block_size holds 48 threads, not a multiple of 32: its last warp is partial}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W3_use_after_diverge
gpu.module @m {
  gpu.func @W3_use_after_diverge(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{moved here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
    %x = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W3_diverge_twice
gpu.module @m {
  gpu.func @W3_diverge_twice(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{consumed here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3: consumes warp value '!warp.warp<all>' that was already consumed}}
    %e2, %o2 = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %m2 = warp.merge %e2, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W3_merge_same_half
gpu.module @m {
  gpu.func @W3_merge_same_half(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %a, %b = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<high(31)>
    // expected-error @+1 {{W3: takes warp value '!warp.warp<lane(0)>' twice; a warp value is consumed once}}
    %m = warp.merge %a, %a : !warp.warp<lane(0)>, !warp.warp<lane(0)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W3_tile_after_move
gpu.module @m {
  gpu.func @W3_tile_after_move(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-note @+1 {{moved here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
    %s = warp.reduce add %t, %f : !warp.tile<8>, f32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W4_half_dropped (a borrow is not a consume: %e is used but never merged)
gpu.module @m {
  gpu.func @W4_half_dropped(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W4: half #0 ('!warp.warp<even>') is never consumed; merge it with its complement or yield it}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    gpu.return
  }
}

// -----

// Test: W4_half_dropped_in_region
gpu.module @m {
  gpu.func @W4_half_dropped_in_region(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-error @+1 {{W4: half #0 ('!warp.warp<dyn>') is never consumed}}
      %a, %b = warp.diverge %t, low(16) : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      warp.yield %b : !warp.warp<dyn>
    } else {
    ^bb0(%q: !warp.warp<dyn>):
      warp.yield %q : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Test: W5_warp_in_scf_if
gpu.module @m {
  gpu.func @W5_warp_in_scf_if(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %b = warp.ballot %w, %p : !warp.warp<all> -> i32
    }
    gpu.return
  }
}

// -----

// Test: W5_outer_warp_in_warp_if
gpu.module @m {
  gpu.func @W5_outer_warp_in_warp_if(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %x = warp.shuffle down %w, %v, 1 : !warp.warp<all>, i32
      warp.yield %lo : !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi : !warp.warp<high(16)>
    }
    gpu.return
  }
}

// -----

// Test: W5_other_block
gpu.module @m {
  gpu.func @W5_other_block(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    cf.cond_br %hi, ^bb1, ^bb2
  ^bb1:
    // expected-error @+1 {{W5: uses '!warp.warp<all>' defined in another block, which not every lane that defined it may reach (or may reach more than once); pass it as a successor operand}}
    %x = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    cf.br ^bb2
  ^bb2:
    gpu.return
  }
}

// -----

// Test: W6_wrong_half_types
gpu.module @m {
  gpu.func @W6_wrong_half_types(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W6: the halves of '!warp.warp<all>' by even are '!warp.warp<even>' and '!warp.warp<odd>', not '!warp.warp<odd>' and '!warp.warp<even>'}}
    %o, %e = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<odd>, !warp.warp<even>
    gpu.return
  }
}

// -----

// Test: W6_empty_half
gpu.module @m {
  gpu.func @W6_empty_half(%lo: !warp.warp<low(16)>) {
    // expected-error @+1 {{W6: splitting '!warp.warp<low(16)>' by high(16) leaves the first half empty}}
    %a, %b = warp.diverge %lo, high(16) : !warp.warp<low(16)> -> !warp.warp<low(16)>, !warp.warp<low(16)>
    gpu.return
  }
}

// -----

// Test: W6_runtime_predicate
gpu.module @m {
  gpu.func @W6_runtime_predicate(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W6: warp.diverge splits by a static lane predicate; branch on an i1 with warp.if}}
    %a, %b = warp.diverge %w, %p : !warp.warp<all> -> !warp.warp<dyn>, !warp.warp<dyn>
    gpu.return
  }
}

// -----

// Test: W7_overlap
gpu.module @m {
  gpu.func @W7_overlap(%a: !warp.warp<mask(0x00005555)>, %b: !warp.warp<even>) {
    // expected-error @+1 {{W7: the halves overlap on lanes 0, 2, 4, 6, 8, 10, 12, 14; only disjoint halves merge}}
    %m = warp.merge %a, %b : !warp.warp<mask(0x00005555)>, !warp.warp<even> -> !warp.warp<even>
    gpu.return
  }
}

// -----

// Test: W7_missing_lanes
gpu.module @m {
  gpu.func @W7_missing_lanes(%a: !warp.warp<mask(0x00005555)>, %b: !warp.warp<odd>) {
    // expected-error @+1 {{W7: the halves join to '!warp.warp<mask(0xaaaaffff)>', not '!warp.warp<all>'}}
    %m = warp.merge %a, %b : !warp.warp<mask(0x00005555)>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W7_dyn_not_siblings
gpu.module @m {
  gpu.func @W7_dyn_not_siblings(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %a, %b = warp.diverge %t, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
      // expected-error @+1 {{W7: dyn halves are complements only as the two results of one warp.diverge, in order}}
      %m = warp.merge %b, %a : !warp.warp<dyn>, !warp.warp<dyn> -> !warp.warp<dyn>
      warp.yield %m : !warp.warp<dyn>
    } else {
    ^bb0(%q: !warp.warp<dyn>):
      warp.yield %q : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Test: W8_branch_arg_type
gpu.module @m {
  gpu.func @W8_branch_arg_type(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W8: the then region takes its sub-warp '!warp.warp<dyn>' as its only argument}}
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<low(16)>):
      warp.yield %t : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Test: W8_yield_not_subwarp
gpu.module @m {
  gpu.func @W8_yield_not_subwarp(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2, %x = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%lo: !warp.warp<low(16)>):
      // expected-error @+1 {{W8: yields the region's sub-warp '!warp.warp<low(16)>' first}}
      warp.yield %v, %lo : i32, !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi, %v : !warp.warp<high(16)>, i32
    }
    gpu.return
  }
}

// -----

// Test: W8_yield_value_types
gpu.module @m {
  gpu.func @W8_yield_value_types(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-error @+1 {{W8: yields values of types ('f32'), the warp.if returns ('i32')}}
      warp.yield %t, %f : !warp.warp<dyn>, f32
    } else {
    ^bb0(%q: !warp.warp<dyn>):
      warp.yield %q, %v : !warp.warp<dyn>, i32
    }
    gpu.return
  }
}

// -----

// Test: W8_no_else_with_values
gpu.module @m {
  gpu.func @W8_no_else_with_values(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W8: without an else region the other lanes return nothing, so warp.if returns only the warp}}
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      warp.yield %t, %v : !warp.warp<dyn>, i32
    }
    gpu.return
  }
}

// -----

// Test: W8_empty_branch
gpu.module @m {
  gpu.func @W8_empty_branch(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-error @+1 {{W8: branching '!warp.warp<high(16)>' on low(16) leaves the then region no lanes}}
    %h2 = warp.if %hi, low(16) -> !warp.warp<high(16)> {
    ^bb0(%t: !warp.warp<high(16)>):
      warp.yield %t : !warp.warp<high(16)>
    }
    %m = warp.merge %lo, %h2 : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W9_xor1_on_even
gpu.module @m {
  gpu.func @W9_xor1_on_even(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W9: shuffle xor 1 on '!warp.warp<even>' reads inactive lanes 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31 (lane 0 reads lane 1)}}
    %x = warp.shuffle xor %e, %v, 1 : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W9_down1_on_low16
gpu.module @m {
  gpu.func @W9_down1_on_low16(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-error @+1 {{W9: shuffle down 1 on '!warp.warp<low(16)>' reads inactive lanes 16 (lane 15 reads lane 16)}}
    %x = warp.shuffle down %lo, %v, 1 : !warp.warp<low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W9_idx_inactive_source
gpu.module @m {
  gpu.func @W9_idx_inactive_source(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W9: shuffle idx 1 on '!warp.warp<even>' reads inactive lanes 1 (lane 0 reads lane 1)}}
    %x = warp.shuffle idx %e, %f, 1 : !warp.warp<even>, f32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W9_offset_outside_tile
gpu.module @m {
  gpu.func @W9_offset_outside_tile(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    // expected-error @+1 {{W9: shuffle xor 8 reaches outside its 8-lane group}}
    %x = warp.shuffle xor %t, %v, 8 : !warp.tile<8>, i32
    gpu.return
  }
}

// -----

// Test: W9_constant_op_offset
gpu.module @m {
  gpu.func @W9_constant_op_offset(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{W9: shuffle up 1 on '!warp.warp<even>' reads inactive lanes 1, 3, 5}}
    %x = warp.shuffle up %e, %v, %c1 : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W10_reduce_on_lane0
gpu.module @m {
  gpu.func @W10_reduce_on_lane0(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<high(31)>
    // expected-error @+1 {{W10: reduce add on '!warp.warp<lane(0)>' reads inactive lanes 1-31 (lane 0 reads lane 1)}}
    %s = warp.reduce add %l0, %f : !warp.warp<lane(0)>, f32
    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, !warp.warp<high(31)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W11_scan_on_high16
gpu.module @m {
  gpu.func @W11_scan_on_high16(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-error @+1 {{W11: inclusive scan add on '!warp.warp<high(16)>' reads inactive lanes 0-15 (lane 16 reads lane 0)}}
    %s = warp.scan inclusive add %hi, %v : !warp.warp<high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W12_broadcast_inactive_lane
gpu.module @m {
  gpu.func @W12_broadcast_inactive_lane(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W12: broadcast from lane 1 on '!warp.warp<even>' reads inactive lanes 1 (lane 0 reads lane 1)}}
    %b = warp.broadcast %e, %f, 1 : !warp.warp<even>, f32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W13_shuffle_on_dyn
gpu.module @m {
  gpu.func @W13_shuffle_on_dyn(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-error @+1 {{W13: shuffle down 1 reads other lanes, and on '!warp.warp<dyn>' nothing shows they are active; only ballot, any, all and match_any are legal on dyn}}
      %x = warp.shuffle down %t, %v, 1 : !warp.warp<dyn>, i32
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Test: W13_reduce_on_dyn
gpu.module @m {
  gpu.func @W13_reduce_on_dyn(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-error @+1 {{W13: reduce add reads other lanes, and on '!warp.warp<dyn>' nothing shows they are active}}
      %x = warp.reduce add %t, %f : !warp.warp<dyn>, f32
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Test: W14_partial_groups
gpu.module @m {
  gpu.func @W14_partial_groups(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %a, %b = warp.diverge %w, low(12) : !warp.warp<all> -> !warp.warp<low(12)>, !warp.warp<high(20)>
    // expected-error @+1 {{W14: '!warp.warp<low(12)>' is not a union of whole aligned groups of 8 lanes, so some group would be partial}}
    %t = warp.tile %a, 8 : !warp.warp<low(12)> -> !warp.tile<8, low(16)>
    %m = warp.merge %a, %b : !warp.warp<low(12)>, !warp.warp<high(20)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W14_not_power_of_two
gpu.module @m {
  gpu.func @W14_not_power_of_two(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W14: a tile groups a power of two of lanes in [1, 32], not 3}}
    %t = warp.tile %w, 3 : !warp.warp<all> -> !warp.tile<4>
    gpu.return
  }
}

// -----

// Test: W14_tile_type_partial
// expected-error @+1 {{W14: active set mask(0x00000f0f) is not a union of whole aligned groups of 8 lanes}}
func.func private @W14_tile_type_partial(!warp.tile<8, mask(0x00000f0f)>)

// -----

// Test: W14_tile_escapes
gpu.module @m {
  gpu.func @W14_tile_escapes(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W14: a tile is a view of its warp and is used only by collectives, not passed to 'scf.for'}}
    %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %t) -> (!warp.tile<8>) {
      scf.yield %a : !warp.tile<8>
    }
    gpu.return
  }
}

// -----

// Test: W5_first_lane_tile_in_region
gpu.module @m {
  gpu.func @W5_first_lane_tile_in_region(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %lane = gpu.lane_id
    %c3 = arith.constant 3 : index
    %low = arith.cmpi ult, %lane, %c3 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.tile<4>' inside a region it was not passed into}}
      %r = warp.first_lane %t, %p : !warp.tile<4>
    }
    gpu.return
  }
}

// -----

// Test: W9_tile1_offset
gpu.module @m {
  gpu.func @W9_tile1_offset(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 1 : !warp.warp<all> -> !warp.tile<1>
    // expected-error @+1 {{W9: shuffle xor 1 reaches outside its 1-lane group}}
    %x = warp.shuffle xor %t, %v, 1 : !warp.tile<1>, i32
    gpu.return
  }
}

// -----

// Test: W3_first_lane_after_move
gpu.module @m {
  gpu.func @W3_first_lane_after_move(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{moved here}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W3}}
    %r = warp.first_lane %w, %p : !warp.warp<all>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W15_runtime_offset_on_even
gpu.module @m {
  gpu.func @W15_runtime_offset_on_even(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // expected-error @+1 {{W15: shuffle idx with a run-time offset may read any lane of its 32-lane group, and lanes 1, 3, 5}}
    %x = warp.shuffle idx %e, %v, %v : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    gpu.return
  }
}

// -----

// Test: W16_ballot_width
gpu.module @m {
  gpu.func @W16_ballot_width(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W16: a lane mask of a 32-lane warp is i32, not 'i64'}}
    %b = warp.ballot %w, %p : !warp.warp<all> -> i64
    gpu.return
  }
}

// -----

// Test: W16_bitwise_float
gpu.module @m {
  gpu.func @W16_bitwise_float(%v: i32, %f: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W16: 'xor' combines integers, not 'f32'}}
    %s = warp.reduce xor %w, %f : !warp.warp<all>, f32
    gpu.return
  }
}

// -----

// Test: W17_loop_with_lane_dependent_trips
gpu.module @m {
  gpu.func @W17_loop_with_lane_dependent_trips(%v: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, so lanes may leave the loop at different trips}}
    %r = scf.for %i = %c0 to %tid step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, f32
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_while_loop (the condition is a per-lane test)
gpu.module @m {
  gpu.func @W17_while_loop(%p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform}}
    %r = scf.while (%wi = %w) : (!warp.warp<all>) -> !warp.warp<all> {
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

// Test: W17_lane_dependent_branch
gpu.module @m {
  gpu.func @W17_lane_dependent_branch(%v: i32) kernel {
    %c16 = arith.constant 16 : index
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c16 : index
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown lane-uniform}}
    cf.cond_br %low, ^lower(%w : !warp.warp<all>), ^done
  ^lower(%wl: !warp.warp<all>):
    %x = warp.shuffle xor %wl, %v, 16 : !warp.warp<all>, i32
    cf.br ^done
  ^done:
    gpu.return
  }
}

// -----

// Test: W3_moved_twice_after_a_call (ownership follows the warp through the call)
gpu.module @m {
  func.func private @pass(!warp.warp<all>) -> !warp.warp<all>
  func.func private @take(!warp.warp<all>)
  gpu.func @W3_moved_twice_after_a_call() kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @pass(%w) : (!warp.warp<all>) -> !warp.warp<all>
    // expected-note @+1 {{consumed here}}
    func.call @take(%r) : (!warp.warp<all>) -> ()
    // expected-error @+1 {{W3: consumes warp value '!warp.warp<all>' that was already consumed}}
    func.call @take(%r) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: W17_bound_joined_after_lane_branch (each side passes a constant to
// the join, so lanes 0-15 run one trip and lanes 16-31 two)
gpu.module @m {
  gpu.func @W17_bound_joined_after_lane_branch(%v: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %lane = gpu.lane_id
    %low = arith.cmpi ult, %lane, %c16 : index
    %ub = scf.execute_region -> index {
      cf.cond_br %low, ^a, ^b
    ^a:
      cf.br ^join(%c1 : index)
    ^b:
      cf.br ^join(%c2 : index)
    ^join(%x: index):
      scf.yield %x : index
    }
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %ub step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %wi, %v, 1 : !warp.warp<all>, f32
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_warp_index_in_split_rows (48 x 2 threads: warp 1 spans two rows,
// so tid.x / 32 is 1 on its first 16 lanes and 0 on the others)
gpu.module @m {
  gpu.func @W17_warp_index_in_split_rows(%v: f32) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %ub = arith.divui %tid, %c32 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %ub step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %wi, %v, 1 : !warp.warp<all>, f32
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_bound_from_ballot_on_half (the ballot runs on the even lanes
// only; the odd lanes get an undefined value, so the merged warp's lanes may
// run different trips)
gpu.module @m {
  gpu.func @W17_bound_from_ballot_on_half(%v: f32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %b = warp.ballot %e, %p : !warp.warp<even> -> i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %ub = arith.index_cast %b : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %m) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %a, %v, 1 : !warp.warp<all>, f32
      scf.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_bound_from_tile_reduction (each group of 8 lanes has its own sum)
gpu.module @m {
  gpu.func @W17_bound_from_tile_reduction(%v: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %sum = warp.reduce add %t, %li : !warp.tile<8>, i32
    %ub = arith.index_cast %sum : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %w) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %a, %v, 1 : !warp.warp<all>, f32
      scf.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W18_warp_from_declaration (a declaration could claim any lanes: here
// all 32 from the one lane running the region)
gpu.module @m {
  func.func private @widen(!warp.warp<lane(0)>) -> !warp.warp<all>
  func.func private @narrow(!warp.warp<all>) -> !warp.warp<lane(0)>
  gpu.func @W18_warp_from_declaration(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = warp.if %w, lane(0) -> !warp.warp<all> {
    ^bb0(%l: !warp.warp<lane(0)>):
      // expected-note @+1 {{returned here}}
      %a = func.call @widen(%l) : (!warp.warp<lane(0)>) -> !warp.warp<all>
      // expected-error @+1 {{W18: uses '!warp.warp<all>' returned by a call to a function declaration, which no verifier has seen make it; warps come back only from functions with a body}}
      %s = warp.shuffle xor %a, %v, 1 : !warp.warp<all>, i32
      %b = func.call @narrow(%a) : (!warp.warp<all>) -> !warp.warp<lane(0)>
      warp.yield %b : !warp.warp<lane(0)>
    } else {
    ^bb0(%h: !warp.warp<high(31)>):
      warp.yield %h : !warp.warp<high(31)>
    }
    gpu.return
  }
}

// -----

// Test: W18_warp_from_declaration_through_body (a function with a body that
// only passes on what a declaration returned)
gpu.module @m {
  func.func private @widen(!warp.warp<lane(0)>) -> !warp.warp<all>
  func.func @launder(%l: !warp.warp<lane(0)>) -> !warp.warp<all> {
    // expected-note @+1 {{returned here}}
    %x = func.call @widen(%l) : (!warp.warp<lane(0)>) -> !warp.warp<all>
    return %x : !warp.warp<all>
  }
  func.func private @narrow(!warp.warp<all>) -> !warp.warp<lane(0)>
  gpu.func @W18_warp_from_declaration_through_body(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = warp.if %w, lane(0) -> !warp.warp<all> {
    ^bb0(%l: !warp.warp<lane(0)>):
      %a = func.call @launder(%l) : (!warp.warp<lane(0)>) -> !warp.warp<all>
      // expected-error @+1 {{W18: uses '!warp.warp<all>' returned by a call to a function declaration}}
      %s = warp.shuffle xor %a, %v, 1 : !warp.warp<all>, i32
      %b = func.call @narrow(%a) : (!warp.warp<all>) -> !warp.warp<lane(0)>
      warp.yield %b : !warp.warp<lane(0)>
    } else {
    ^bb0(%h: !warp.warp<high(31)>):
      warp.yield %h : !warp.warp<high(31)>
    }
    gpu.return
  }
}

// -----

// Test: W17_helper_branch (found from the collective: %c of a device
// function is not known to be the same on every lane)
func.func @W17_helper_branch(%w: !warp.warp<all>, %c: i1, %v: i32) {
  // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' to a successor, but operand #0 that picks the successor is not shown lane-uniform}}
  cf.cond_br %c, ^a(%w : !warp.warp<all>), ^b
^a(%x: !warp.warp<all>):
  %y = warp.shuffle xor %x, %v, 1 : !warp.warp<all>, i32
  cf.br ^b
^b:
  return
}

// -----

// Test: W2_kernel_parameter_warp (a host-chosen mask: all 32 lanes would run
// a shuffle on lane(0))
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<lane(0)>'; a kernel's warp comes from warp.entry, not from the host, which would choose its lanes}}
  gpu.func @W2_kernel_parameter_warp(%w: !warp.warp<lane(0)>, %v: i32) kernel {
    %s = warp.shuffle idx %w, %v, 0 : !warp.warp<lane(0)>, i32
    gpu.return
  }
}

// -----

// Test: W2_kernel_parameter_warp_through_loop
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<all>'}}
  gpu.func @W2_kernel_parameter_warp_through_loop(%w: !warp.warp<all>, %v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W2_known_block_size_negative
gpu.module @m {
  gpu.func @W2_known_block_size_negative() kernel attributes {known_block_size = array<i32: -32, 1, 1>} {
    // expected-error @+1 {{W2: the kernel's known_block_size array<i32: -32, 1, 1> has a dimension that is not positive, so no block runs}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_known_block_size_zero
gpu.module @m {
  gpu.func @W2_known_block_size_zero() kernel attributes {known_block_size = array<i32: 0, 32, 1>} {
    // expected-error @+1 {{W2: the kernel's known_block_size array<i32: 0, 32, 1> has a dimension that is not positive}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W2_known_block_size_overflow (2^31 - 1 cubed does not fit in 64 bits;
// the count used to wrap and be printed wrapped)
gpu.module @m {
  gpu.func @W2_known_block_size_overflow() kernel attributes {known_block_size = array<i32: 2147483647, 2147483647, 2147483647>} {
    // expected-error @+1 {{W2: the kernel's known_block_size array<i32: 2147483647, 2147483647, 2147483647> holds more threads than fit in 64 bits}}
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W18_forged_by_poison
gpu.module @m {
  gpu.func @W18_forged_by_poison(%v: i32) kernel {
    // expected-note @+1 {{made here}}
    %w = ub.poison : !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'ub.poison'; warp values come only from warp.entry and the warp ops}}
    %s = warp.shuffle xor %w, %v, 1 : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W18_forged_by_cast
gpu.module @m {
  gpu.func @W18_forged_by_cast(%v: i32) kernel {
    %c = arith.constant -1 : i32
    // expected-note @+1 {{made here}}
    %w = builtin.unrealized_conversion_cast %c : i32 to !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'builtin.unrealized_conversion_cast'}}
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W18_forged_through_loop (the loop carries a forged warp in)
gpu.module @m {
  gpu.func @W18_forged_through_loop(%v: i1) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    // expected-note @+1 {{made here}}
    %w = ub.poison : !warp.warp<all>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %w) -> !warp.warp<all> {
      // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'ub.poison'}}
      %b = warp.ballot %x, %v : !warp.warp<all> -> i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W17_region_argument_of_another_op (gpu.warp_execute_on_lane_0 hands
// its region arguments out itself, to lane 0 alone; only warp.if, scf.for
// and scf.while carry warps into regions)
func.func @W17_region_argument_of_another_op(%w: !warp.warp<all>, %p: i1, %lane: index) {
  // expected-error @+1 {{W17: takes warp value '!warp.warp<all>' into its regions, which not every lane may enter; carry warps through warp.if, an scf.for with lane-uniform bounds or an scf.while with a lane-uniform condition}}
  gpu.warp_execute_on_lane_0(%lane)[32] args(%w : !warp.warp<all>) {
  ^bb0(%x: !warp.warp<all>):
    %b = warp.ballot %x, %p : !warp.warp<all> -> i32
  }
  return
}

// -----

// Test: W17_bound_chosen_by_lane (the twin of rules.mlir's
// W17_bound_chosen_uniformly: the scf.if decides per lane, so its constant
// branches give different lanes different bounds)
gpu.module @m {
  gpu.func @W17_bound_chosen_by_lane(%v: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    %b = scf.if %low -> index {
      scf.yield %c4 : index
    } else {
      scf.yield %c8 : index
    }
    %w = warp.entry : !warp.warp<all>
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %b step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Test: W15_constant_past_group
// A constant offset operand past the group is the run-time value it stands
// for (shuffle-offset-sign.mlir): on a half, W15 rejects it as it rejects
// any run-time offset.
gpu.module @m {
  gpu.func @W15_constant_past_group(%v: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %k = arith.constant 40 : i32
    // expected-error @+1 {{W15: shuffle xor with a run-time offset may read any lane of its 32-lane group, and lanes 16-31 are inactive}}
    %s = warp.shuffle xor %lo, %v, %k : !warp.warp<low(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}
