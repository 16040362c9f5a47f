// RUN: warp-opt --warp-check-convergence --split-input-file -verify-diagnostics %s -o /dev/null
//
// Uniformity rules that imported CUDA needs (the device-wide CUB modules'
// false positives): bar.red's result is block-uniform, and a join that
// receives the same value on every edge is not chosen by the branch.

// Correct: __syncthreads_count's result is delivered to every thread of
// the block, so a branch on it keeps each warp together.
llvm.func @bar_red_uniform(%p: i1) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %odd = llvm.trunc %tid : i32 to i1
  %n = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.popc.aligned.all"(%c0, %odd) : (i32, i1) -> i32
  %many = llvm.icmp "sgt" %n, %c10 : i32
  llvm.cond_br %many, ^bb1, ^bb2
^bb1:
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// C1: the same vote under a branch on the lane's own predicate.
llvm.func @lane_predicate(%p: i1) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %odd = llvm.trunc %tid : i32 to i1
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %odd, ^bb1, ^bb2
^bb1:
  // The low bit of tid.x is the lane's (in every warp): the odd lanes.
  // expected-error @+1 {{C1: vote.sync ballot names lanes 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30 in its member mask all (0xffffffff), but they do not execute it (only lanes 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31 do)}}
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Correct: thread 0 stores, and the join receives the same loaded value
// %u on both edges; a branch on it is as uniform as %u.
llvm.func @same_incoming(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %u = llvm.load %p : !llvm.ptr -> i32
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^bb1, ^bb2(%u : i32)
^bb1:
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^bb2(%u : i32)
^bb2(%j: i32):
  %pos = llvm.icmp "sgt" %j, %c0 : i32
  llvm.cond_br %pos, ^bb3, ^bb4
^bb3:
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb4
^bb4:
  llvm.return
}

// -----

// C1: the join receives %u from one edge and 0 from the other: thread 0's
// value differs from its warp's, so the branch on it splits the warp.
llvm.func @different_incoming(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %u = llvm.load %p : !llvm.ptr -> i32
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^bb1, ^bb2(%u : i32)
^bb1:
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^bb2(%c0 : i32)
^bb2(%j: i32):
  %pos = llvm.icmp "sgt" %j, %c0 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %pos, ^bb3, ^bb4
^bb3:
  // expected-error @+1 {{C1: vote.sync ballot runs under lane-dependent control flow}}
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb4
^bb4:
  llvm.return
}

// -----

// Correct (device-wide CUB's reduce-by-key, which gave the onesweep-era
// module its 2 C4 errors): a uniform branch on the tile index %k; on the
// first tile thread 0 stores, and both edges of that lane branch pass the
// same %u to the join, where the other tiles' path passes %v. The lanes
// leaving the lane branch all bring %u, so it does not choose %j; the
// uniform branch does, and %j is as uniform as %u and %v.
llvm.func @same_incoming_from_branch(%p: !llvm.ptr, %k: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c192 = llvm.mlir.constant(192 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first_tile = llvm.icmp "eq" %k, %c0 : i32
  llvm.cond_br %first_tile, ^bb1, ^bb3
^bb1:
  %u = llvm.load %p : !llvm.ptr -> i32
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^bb2, ^bb4(%u : i32)
^bb2:
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^bb4(%u : i32)
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^bb4(%v : i32)
^bb4(%j: i32):
  %two_phase = llvm.icmp "sgt" %j, %c192 : i32
  llvm.cond_br %two_phase, ^bb5, ^bb6
^bb5:
  nvvm.barrier0
  llvm.br ^bb6
^bb6:
  llvm.return
}

// -----

// C4: the same, but the lane branch's two edges pass different values
// (%u, 0): thread 0's %j differs from the rest of its block.
llvm.func @different_incoming_from_branch(%p: !llvm.ptr, %k: i32) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c192 = llvm.mlir.constant(192 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first_tile = llvm.icmp "eq" %k, %c0 : i32
  llvm.cond_br %first_tile, ^bb1, ^bb3
^bb1:
  %u = llvm.load %p : !llvm.ptr -> i32
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^bb2, ^bb4(%u : i32)
^bb2:
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^bb4(%c0 : i32)
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^bb4(%v : i32)
^bb4(%j: i32):
  %two_phase = llvm.icmp "sgt" %j, %c192 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %two_phase, ^bb5, ^bb6
^bb5:
  // expected-error @+1 {{C4: block barrier under control flow}}
  nvvm.barrier0
  llvm.br ^bb6
^bb6:
  llvm.return
}

// -----

// C4: the edges into the join that carry another value come from a lane
// branch too (%first decides between ^bb1 and ^bb3 now): a lane that went
// to ^bb3 brings %v, its neighbours %u.
llvm.func @same_incoming_other_side_lane(%p: !llvm.ptr, %q: !llvm.ptr) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c192 = llvm.mlir.constant(192 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %odd = llvm.trunc %tid : i32 to i1
  %u = llvm.load %p : !llvm.ptr -> i32
  llvm.cond_br %odd, ^bb1, ^bb3
^bb1:
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^bb2, ^bb4(%u : i32)
^bb2:
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^bb4(%u : i32)
^bb3:
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.br ^bb4(%v : i32)
^bb4(%j: i32):
  %two_phase = llvm.icmp "sgt" %j, %c192 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %two_phase, ^bb5, ^bb6
^bb5:
  // expected-error @+1 {{C4: block barrier under control flow}}
  nvvm.barrier0
  llvm.br ^bb6
^bb6:
  llvm.return
}

// -----

// C1: a branch on an undefined value (issue 27, round 5). LLVM may give
// each use of undef, and each lane (an uninitialised register), its own
// value, so it is not one value for the program: the vote under it runs
// on the lanes that happened to take the branch.
llvm.func @undef_branch() attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %u = llvm.mlir.undef : i1
  // The branch itself is undefined (round 60b h2): LLVM may delete it.
  // expected-warning @+2 {{C5: branches on a value that is undef or poison}}
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %u, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C1: vote.sync ballot runs under lane-dependent control flow}}
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Correct: a struct built over poison (as a memref descriptor is) whose
// field 0 is the block index; a branch on that field keeps warps together.
llvm.func @poison_container_set_field() attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.mlir.poison : !llvm.struct<(i32, i32)>
  %s0 = llvm.insertvalue %bid, %p[0] : !llvm.struct<(i32, i32)>
  %s1 = llvm.insertvalue %tid, %s0[1] : !llvm.struct<(i32, i32)>
  %f = llvm.extractvalue %s1[0] : !llvm.struct<(i32, i32)>
  %c = llvm.icmp "eq" %f, %c0 : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// C1: the same struct's field 1, never set, is poison.
llvm.func @poison_container_unset_field() attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %p = llvm.mlir.poison : !llvm.struct<(i32, i32)>
  %s0 = llvm.insertvalue %bid, %p[0] : !llvm.struct<(i32, i32)>
  %f = llvm.extractvalue %s0[1] : !llvm.struct<(i32, i32)>
  %c = llvm.icmp "eq" %f, %c0 : i32
  // The branch on it is undefined itself (round 61 h1).
  // expected-warning @+2 {{C5: branches on a value that is undef or poison}}
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C1: vote.sync ballot runs under lane-dependent control flow}}
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%all, %true) : (i32, i1) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// bar.red with a thread count (round 60a h2): a phase completes once that
// many threads arrive, and each phase's threads get their own result. A
// count of 32 in a 64-thread block gives each warp its own popc, so the
// branch on it is not block-uniform (--sim: shared-race at seeds 0, 7).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) workgroup(%sh: memref<64xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %c32 = arith.constant 32 : i32
    %c32i = arith.constant 32 : index
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    memref.store %t, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
    %p = arith.cmpi ult, %t, %c32 : i32
    %n = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.popc.aligned.count"(%c1, %c32, %p) : (i32, i32, i1) -> i32
    %q = arith.cmpi sgt, %n, %c0 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %q {
      // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
      gpu.barrier
    }
    %o = arith.xori %tid, %c32i : index
    %v = memref.load %sh[%o] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<64xi32>
    gpu.return
  }
}

// -----

// Without the count every thread of the block gets one result.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) workgroup(%sh: memref<64xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %c32 = arith.constant 32 : i32
    %c32i = arith.constant 32 : index
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    memref.store %t, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
    %p = arith.cmpi ult, %t, %c32 : i32
    %n = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.popc.aligned.all"(%c1, %p) : (i32, i1) -> i32
    %q = arith.cmpi sgt, %n, %c0 : i32
    scf.if %q {
      gpu.barrier
    }
    %o = arith.xori %tid, %c32i : index
    %v = memref.load %sh[%o] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tid] : memref<64xi32>
    gpu.return
  }
}
