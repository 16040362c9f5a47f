// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19 next to the uniform exits exit-uniform.mlir accepts: a lane-dependent
// control op anywhere between the exit and the warp's block still ends
// some lanes only.

// Test: W19_lane_branch_inside_uniform_if
gpu.module @m {
  gpu.func @W19_lane_branch_inside_uniform_if(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %flag {
      scf.if %low {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_uniform_if_inside_lane_loop (lane l runs l trips: the loop
// decides who gets to the exit)
gpu.module @m {
  gpu.func @W19_uniform_if_inside_lane_loop(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    scf.for %i = %c0 to %lane step %c1 {
      scf.if %flag {
        // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
        nvvm.exit
      }
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_vote_with_partial_mask (each lane votes alone: not uniform)
gpu.module @m {
  gpu.func @W19_vote_with_partial_mask(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %self = arith.shli %c1, %lane : i32
    %neg = arith.cmpi slt, %v, %c0 : i32
    %any = nvvm.vote.sync any %self, %neg -> i1
    scf.if %any {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: W19_uniform_if_calls_exiting_helper (the helper exits on odd lanes)
gpu.module @m {
  func.func private @maybe_exit() {
    %lane = gpu.lane_id
    %c1 = arith.constant 1 : index
    %bit = arith.andi %lane, %c1 : index
    %c0 = arith.constant 0 : index
    %odd = arith.cmpi ne, %bit, %c0 : index
    scf.if %odd {
      nvvm.exit
    }
    return
  }
  gpu.func @W19_uniform_if_calls_exiting_helper(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    scf.if %flag {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      func.call @maybe_exit() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}
