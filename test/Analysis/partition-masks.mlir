// RUN: warp-opt --warp-check-convergence --split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false %s -o /dev/null
//
// Cooperative groups' labeled_partition: the group of a lane is
// __match_any_sync(tile_mask, label), and its collectives take that mask.
// PTX: match.any.sync gives each lane the lanes of its member mask that
// hold its value, so when the member mask names exactly the lanes that
// execute the match, the results split those lanes into classes (each lane
// in its own, the same mask at every lane of a class). A vote or redux
// under such a mask, with no lane branch between, has every lane of its
// mask executing it with that mask: no C5. As clang-22 compiles
// `cg::reduce(cg::labeled_partition(warp, v & 3), v, cg::plus<int>())`.

llvm.func @labeled_reduce(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %label = llvm.and %v, %c3 : i32
  %group = llvm.call_intrinsic "llvm.nvvm.match.any.sync.i32"(%full, %label) : (i32, i32) -> i32
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %group) : (i32, i32) -> i32
  %odd = llvm.icmp "ne" %sum, %c3 : i32
  %b = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%group, %odd) : (i32, i1) -> i32
  %r = llvm.add %sum, %b : i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// A lane branch between the match and the redux: the lanes of a class
// may not all arrive (lanes 16-31 of a class skip it). Not proven: C5.
llvm.func @labeled_under_lane_branch(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %label = llvm.and %v, %c3 : i32
  %group = llvm.call_intrinsic "llvm.nvvm.match.any.sync.i32"(%full, %label) : (i32, i32) -> i32
  %lane = llvm.and %tid, %c31 : i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
  llvm.cond_br %low, ^then, ^end
^then:
  // expected-warning @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %group) : (i32, i32) -> i32
  llvm.store %sum, %p : i32, !llvm.ptr
  llvm.br ^end
^end:
  llvm.return
}

// -----

// The match itself under a lane branch with the full mask: C1 at the match
// (lanes 16-31 never run it), and its result names lanes that do not
// execute, so the redux's mask stays unproven (C5).
llvm.func @match_not_by_its_mask(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %label = llvm.and %v, %c3 : i32
  %lane = llvm.and %tid, %c31 : i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
  llvm.cond_br %low, ^then, ^end
^then:
  // expected-error @+1 {{C1: match.sync names lanes 16-31}}
  %group = llvm.call_intrinsic "llvm.nvvm.match.any.sync.i32"(%full, %label) : (i32, i32) -> i32
  // expected-warning @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %group) : (i32, i32) -> i32
  llvm.store %sum, %p : i32, !llvm.ptr
  llvm.br ^end
^end:
  llvm.return
}

// -----

// match.all is no partition: its result is the whole mask or 0 (and 0 is
// an empty member mask at the lanes whose values differ). C5.
llvm.func @match_all_mask(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %all = llvm.call_intrinsic "llvm.nvvm.match.all.sync.i32p"(%full, %v) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %m = llvm.extractvalue %all[0] : !llvm.struct<(i32, i1)>
  // expected-warning @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %m) : (i32, i32) -> i32
  llvm.store %sum, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// The match in a loop whose trip count differs between lanes, the redux
// after it: lane 0 leaves after the first trip with the class of label 0
// among all 32 lanes, lane 5 after the fifth with lanes 5-31 only; their
// masks differ (undefined). A cycle through the match that avoids the
// redux: not proven, C5. The match itself, full-mask in a loop its lanes
// leave on different trips, is C1 (issue 27 round 59 h1).
llvm.func @match_in_lane_loop(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %label = llvm.and %i, %c3 : i32
  // expected-error @+1 {{C1: match.sync runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
  %group = llvm.call_intrinsic "llvm.nvvm.match.any.sync.i32"(%full, %label) : (i32, i32) -> i32
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "ult" %next, %tid : i32
  // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  // expected-warning @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %group) : (i32, i32) -> i32
  llvm.store %sum, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// The same hole in the activemask rule (the lanes that ran the activemask
// in their last trip are not the lanes that run the redux): C5 too. The
// redux inside the loop, after the activemask in the same trip, is proven.
llvm.func @activemask_in_lane_loop(%x: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr %x[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %am = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
  %inner = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %am) : (i32, i32) -> i32
  llvm.store %inner, %p : i32, !llvm.ptr
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "ult" %next, %tid : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  // expected-warning @+1 {{C5: the member mask of redux.sync is a run-time value the checker cannot follow}}
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %am) : (i32, i32) -> i32
  llvm.store %sum, %p : i32, !llvm.ptr
  llvm.return
}
