// RUN: warp-opt %s --split-input-file --warp-check-convergence --verify-diagnostics
// RUN: not warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors -o /dev/null 2> %t.err
// RUN: FileCheck %s --check-prefix=STRICT < %t.err
//
// One case per finding of --warp-check-convergence, named after its ID.
// With warnings-as-errors the C5 cases fail too:
// STRICT-DAG: error: C5: the member mask of shfl.sync bfly is a run-time value the checker cannot follow
// STRICT-DAG: error: C5: shfl.sync down reads lanes relative to a member mask known only at run time

// Test: C1_static_lanes (a full mask where only lanes 0-15 run)
gpu.module @m {
  gpu.func @C1_static_lanes(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C1: vote.sync any names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
      %a = nvvm.vote.sync any %all, %low -> i1
    }
    gpu.return
  }
}

// -----

// Test: C1_runtime_lanes (a constant mask under a data-dependent branch)
gpu.module @m {
  gpu.func @C1_runtime_lanes(%x: memref<32xi32>, %y: memref<32xf32>) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    %pos = arith.cmpi sgt, %v, %c0 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %pos {
      // expected-error @+1 {{C1: redux.sync runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
      %r = nvvm.redux.sync add %v, %all : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C2_lanes_outside_mask (every lane runs a shuffle whose mask is lane 0)
gpu.module @m {
  gpu.func @C2_lanes_outside_mask(%v: i32) kernel {
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{C2: lanes 1-31 execute shfl.sync idx but are not in its member mask lane(0) (0x00000001)}}
    %s = nvvm.shfl.sync idx %one, %v, %c0, %c31 : i32 -> i32
    gpu.return
  }
}

// -----

// Test: C3_reads_outside_mask (odd lanes shuffle xor 1 into even lanes)
gpu.module @m {
  gpu.func @C3_reads_outside_mask(%v: i32) kernel {
    %odds = arith.constant 0xaaaaaaaa : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %bit = arith.andi %lane, %c1 : i32
    %isOdd = arith.cmpi eq, %bit, %c1 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 1, 3, 5}}
    scf.if %isOdd {
      // expected-error @+1 {{C3: shfl.sync bfly 1 with member mask odd (0xaaaaaaaa) reads lanes 0, 2, 4}}
      %s = nvvm.shfl.sync bfly %odds, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C3_bfly_offset_past_its_segment
// The c operand 0x101f makes 16-lane segments, but shfl.sync's butterfly
// does not wrap its offset into the segment: lane 16 ^ 16 = lane 0 is at
// most the segment's upper bound, so the high half reads the low half.
gpu.module @m {
  gpu.func @C3_bfly_offset_past_its_segment(%v: i32) kernel {
    %high = arith.constant 0xffff0000 : i32
    %c16 = arith.constant 16 : i32
    %seg16 = arith.constant 0x101f : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %isHigh = arith.cmpi uge, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31}}
    scf.if %isHigh {
      // expected-error @+1 {{C3: shfl.sync bfly 16 with member mask high(16) (0xffff0000) reads lanes 0-15 outside the mask (lane 16 reads lane 0)}}
      %s = nvvm.shfl.sync bfly %high, %v, %c16, %seg16 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Within the segment: the same branch with butterfly 8 reads only the high
// half (no finding).
gpu.module @m {
  gpu.func @C3_bfly_inside_its_segment(%v: i32) kernel {
    %high = arith.constant 0xffff0000 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %seg16 = arith.constant 0x101f : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %isHigh = arith.cmpi uge, %lane, %c16 : i32
    scf.if %isHigh {
      %s = nvvm.shfl.sync bfly %high, %v, %c8, %seg16 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C4_barrier_under_lane_branch
gpu.module @m {
  gpu.func @C4_barrier_under_lane_branch() kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0 take this path}}
    scf.if %first {
      // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
      nvvm.barrier0
    }
    gpu.return
  }
}

// -----

// Test: C4_barrier_under_warp_branch (each warp stays whole, the block does not)
gpu.module @m {
  gpu.func @C4_barrier_under_warp_branch() kernel {
    %c0 = arith.constant 0 : index
    %warp = gpu.subgroup_id : index
    %w0 = arith.cmpi eq, %warp, %c0 : index
    // expected-note @+1 {{the threads diverge here; the condition differs between the warps of a block}}
    scf.if %w0 {
      // expected-error @+1 {{C4: block barrier under control flow}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// Test: C4_barrier_after_lane_join (each side of a lane branch passes a
// constant to the join: the block argument there is whatever the lane's own
// path brought, so the branch on it depends on the lane)
gpu.module @m {
  gpu.func @C4_barrier_after_lane_join() kernel {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c16 : index
    cf.cond_br %low, ^a, ^b
  ^a:
    cf.br ^join(%c1 : index)
  ^b:
    cf.br ^join(%c2 : index)
  ^join(%x: index):
    %one = arith.cmpi eq, %x, %c1 : index
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    cf.cond_br %one, ^barrier, ^end
  ^barrier:
    // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
    gpu.barrier
    cf.br ^end
  ^end:
    gpu.return
  }
}

// -----

// Test: C4_barrier_after_lane_dependent_loop_exit (a spin loop whose exit
// depends on the lane: each lane leaves with the flag it read on its own
// last trip, which other blocks may have changed in between)
gpu.module @m {
  gpu.func @C4_barrier_after_lane_dependent_loop_exit(%flag: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    cf.br ^spin
  ^spin:
    %v = memref.load %flag[%c0] : memref<1xi32>
    %vi = arith.index_cast %v : i32 to index
    %wait = arith.cmpi ult, %lane, %vi : index
    cf.cond_br %wait, ^spin, ^after
  ^after:
    %one = arith.cmpi eq, %vi, %c1 : index
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    cf.cond_br %one, ^barrier, ^end
  ^barrier:
    // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
    gpu.barrier
    cf.br ^end
  ^end:
    gpu.return
  }
}

// -----

// Test: C1_warp_index_in_split_rows (48 x 2 threads: warp 1 holds x = 32..47
// of row 0 and x = 0..15 of row 1, so tid.x / 32 differs within it)
gpu.module @m {
  gpu.func @C1_warp_index_in_split_rows(%v: i32) kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %wid = arith.divui %tid, %c32 : index
    %first = arith.cmpi eq, %wid, %c0 : index
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %first {
      // expected-error @+1 {{C1: in warp 1, shfl.sync bfly names lanes 0-15 in its member mask all (0xffffffff), but only lanes 16-31 execute it}}
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C5_block_size_product_overflows (2^30 x 2^30 x 16 threads is 2^64,
// which must not be taken for a block of 0 threads that executes nothing)
gpu.module @m {
  gpu.func @C5_block_size_product_overflows(%v: i32) kernel attributes {known_block_size = array<i32: 1073741824, 1073741824, 16>} {
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %row = nvvm.read.ptx.sreg.tid.y : i32
    %mask = arith.shli %c1, %row : i32
    // expected-warning @+1 {{C5: the member mask of shfl.sync bfly is a run-time value the checker cannot follow}}
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    gpu.return
  }
}

// -----

// Test: C1_branch_on_clustered_reduction (each cluster of 4 lanes has its
// own sum: only lanes 0-3 sum to 6)
gpu.module @m {
  gpu.func @C1_branch_on_clustered_reduction(%v: i32) kernel {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %sum = gpu.subgroup_reduce add %li cluster(size = 4) : (i32) -> i32
    %c6 = arith.constant 6 : i32
    %six = arith.cmpi eq, %sum, %c6 : i32
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %six {
      // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
      %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C2_thread_bound_in_split_rows (16 x 2 threads: warp 0 holds both
// rows, so tid.x < 8 is lanes 0-7 and 16-23, not lanes 0-7)
gpu.module @m {
  gpu.func @C2_thread_bound_in_split_rows(%v: i32) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %c8 = arith.constant 8 : index
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c8 : index
    %mask = arith.constant 255 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %low {
      // expected-error @+1 {{C2: in warp 0, lane 16 executes shfl.sync bfly but is not in its member mask low(8) (0x000000ff)}}
      %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C5_call_under_lane_branch (the callee's full-warp shuffle runs on
// lanes 0-15 only; the checker reads the callee as if every lane ran it, so
// it says it does not follow the call)
gpu.module @m {
  func.func private @helper(%v: i32) -> i32 {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{a collective the callee runs}}
    %s = nvvm.shfl.sync bfly %all, %v, %c1, %c31 : i32 -> i32
    return %s : i32
  }
  gpu.func @C5_call_under_lane_branch(%v: i32) kernel {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-warning @+1 {{C5: calls 'helper', which runs collectives or barriers, under control flow that not every lane takes; the checker does not follow the lanes into calls}}
      %r = func.call @helper(%v) : (i32) -> i32
    }
    gpu.return
  }
}

// -----

// Test: C5_runtime_mask (a mask the checker cannot follow: a warning)
gpu.module @m {
  gpu.func @C5_runtime_mask(%mask: i32, %v: i32) kernel {
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // expected-warning @+1 {{C5: the member mask of shfl.sync bfly is a run-time value the checker cannot follow}}
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    gpu.return
  }
}

// -----

// Test: C5_reads_under_runtime_branch (the exact mask, but reads unbounded)
gpu.module @m {
  gpu.func @C5_reads_under_runtime_branch(%x: memref<256xi32>, %n: i32) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %in = arith.cmpi ult, %tid, %n : i32
    %mask = nvvm.vote.sync ballot %all, %in -> i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %in {
      %i = arith.index_cast %tid : i32 to index
      %v = memref.load %x[%i] : memref<256xi32>
      // expected-warning @+1 {{C5: shfl.sync down reads lanes relative to a member mask known only at run time}}
      %s = nvvm.shfl.sync down %mask, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// Test: C1_unstructured (cf): divergent until the branches meet again.
gpu.module @m {
  gpu.func @C1_unstructured(%v: f32) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    cf.cond_br %low, ^lower, ^join
  ^lower:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
    %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    cf.br ^join
  ^join:
    // Reconverged: every lane runs this one.
    %t = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    gpu.return
  }
}

// -----

// Test: C3_llvm_dialect (reduce7's bug as --import-llvm gives it)
llvm.func @C3_llvm_dialect(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %in = llvm.icmp "ult" %tid, %one : i32
  %mask = nvvm.vote.sync ballot %all, %in -> i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0 take this path}}
  llvm.cond_br %in, ^reduce, ^done
^reduce:
  %g = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %g : !llvm.ptr<1> -> f32
  // expected-error @+1 {{C3: shfl.sync down 16 with member mask lane(0) (0x00000001) reads lanes 16 outside the mask (lane 0 reads lane 16)}}
  %s = nvvm.shfl.sync down %mask, %v, %c16, %c31 : f32 -> f32
  llvm.store %s, %g : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// No finding: the checker's twin of rules.mlir's W17_bound_chosen_uniformly.
// A loop bound chosen by an scf.if on a kernel argument (constant branches)
// is block-uniform, so a barrier in the loop is reached by every thread.
gpu.module @m {
  gpu.func @uniform_bound_chosen_by_kernel_argument(%flag: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %b = scf.if %flag -> index {
      scf.yield %c4 : index
    } else {
      scf.yield %c8 : index
    }
    scf.for %i = %c0 to %b step %c1 {
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// Test: C4_bound_chosen_by_lane (the twin: the scf.if decides per lane)
gpu.module @m {
  gpu.func @C4_bound_chosen_by_lane() kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %lane = gpu.lane_id
    %low = arith.cmpi ult, %lane, %c16 : index
    %b = scf.if %low -> index {
      scf.yield %c4 : index
    } else {
      scf.yield %c8 : index
    }
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.for %i = %c0 to %b step %c1 {
      // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// Test: C5_mask_wider_than_64_bits (an i128 constant is no member mask; it
// failed an assertion in the checker, or was truncated in release builds)
gpu.module @m {
  gpu.func @C5_mask_wider_than_64_bits(%v: i32) kernel {
    %mask = llvm.mlir.constant(18446744073709551617 : i128) : i128
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    // expected-warning @+1 {{C5: the member mask of shfl.sync bfly is a run-time value the checker cannot follow}}
    %r = llvm.call_intrinsic "llvm.nvvm.shfl.sync.bfly.i32"(%mask, %v, %c1, %c31) : (i128, i32, i32, i32) -> i32
    gpu.return
  }
}

// -----

// Test: C1_syncwarp (__syncwarp() with the whole warp in its mask, reached
// by the lower half only: the upper half never arrives)
gpu.module @m {
  gpu.func @C1_syncwarp(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C1: bar.warp.sync names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
      nvvm.bar.warp.sync %all : i32
    }
    gpu.return
  }
}

// -----

// Test: C2_syncwarp (lanes 8-15 arrive at a __syncwarp(0xff) that does not
// name them)
gpu.module @m {
  gpu.func @C2_syncwarp(%x: memref<32xi32>) kernel {
    %low8 = arith.constant 255 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C2: lanes 8-15 execute bar.warp.sync but are not in its member mask low(8) (0x000000ff)}}
      nvvm.bar.warp.sync %low8 : i32
    }
    gpu.return
  }
}

// -----

// Test: C4_counted_barrier_split_warp (bar.sync 1, 64 reached by the lower
// half of each warp: a counted barrier counts whole warps)
gpu.module @m {
  gpu.func @C4_counted_barrier_split_warp(%x: memref<32xi32>) kernel {
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C4: barrier with a thread count under control flow that splits a warp; it counts whole warps, and the lanes that branch around it never arrive}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    gpu.return
  }
}

// -----

// Test: C5_indirect_call (a call through func.constant is a call of the
// function it names: under a lane branch, the shuffle inside is undecided)
gpu.module @m {
  func.func @swap_neighbours(%v: f32) -> f32 {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    // expected-note @+1 {{a collective the callee runs}}
    %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
    return %s : f32
  }
  gpu.func @C5_indirect_call(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %v = memref.load %x[%lane] : memref<32xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      %f = func.constant @swap_neighbours : (f32) -> f32
      // expected-warning @+1 {{C5: calls 'swap_neighbours', which runs collectives or barriers, under control flow that not every lane takes}}
      %r = func.call_indirect %f(%v) : (f32) -> f32
      memref.store %r, %x[%lane] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// Test: C5_function_pointer (a pointer from the caller may name any
// function, collectives included)
llvm.func @C5_function_pointer(%fp: !llvm.ptr, %v: f32) attributes {nvvm.kernel} {
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
  llvm.cond_br %low, ^call, ^done
^call:
  // expected-warning @+1 {{C5: calls through a function pointer the checker cannot follow, under control flow that not every lane takes}}
  %r = llvm.call %fp(%v) : !llvm.ptr, (f32) -> f32
  llvm.br ^done
^done:
  llvm.return
}
