// RUN: warp-opt %s --convert-warp-to-nvvm | FileCheck %s --check-prefix=IR
// RUN: warp-run --sim --sim-seed 0 %s --kernel undef_cond --block 32 --arg 'i32[32]' --print 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: warp-run --sim --sim-seed 7 %s --kernel undef_cond --block 32 --arg 'i32[32]' --print 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: warp-run --sim --sim-seed 7 %s --kernel poison_cond --block 32 --arg 'i32[32]' --print 2>&1 | FileCheck %s --check-prefix=SIM
//
// A warp.if on a run-time condition votes on it (the sub-warps' masks) and
// then branches on it: the two reads must see one value. Undef (and
// poison) read twice may differ, and lanes would run a region whose mask
// does not name them (issue 27 round 60a h3: `warp.if` on
// `llvm.mlir.undef` ran the then-region's ballot with mask 0 on lane 31).
// The lowering freezes the condition once; each region's ballot then
// names exactly the lanes that run it, whichever value the freeze picks:
// every lane reads back a mask of all 32 lanes.

// IR-LABEL: gpu.func @undef_cond
// IR: %[[C:.*]] = llvm.mlir.undef : i1
// IR: %[[F:.*]] = llvm.freeze %[[C]] : i1
// IR: nvvm.vote.sync ballot %{{.*}}, %[[F]] {exact_member_mask} -> i32
// IR: scf.if %[[F]]
// SIM: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
// SIM-NOT: simulator
gpu.module @m {
  gpu.func @undef_cond(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c = llvm.mlir.undef : i1
    %t1 = arith.constant true
    %w2, %b = warp.if %w, %c -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %x = warp.ballot %t, %t1 : !warp.warp<dyn> -> i32
      warp.yield %t, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %x = warp.ballot %f, %t1 : !warp.warp<dyn> -> i32
      warp.yield %f, %x : !warp.warp<dyn>, i32
    }
    memref.store %b, %out[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @poison_cond(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c = llvm.mlir.poison : i1
    %t1 = arith.constant true
    %w2, %b = warp.if %w, %c -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %x = warp.ballot %t, %t1 : !warp.warp<dyn> -> i32
      warp.yield %t, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %x = warp.ballot %f, %t1 : !warp.warp<dyn> -> i32
      warp.yield %f, %x : !warp.warp<dyn>, i32
    }
    memref.store %b, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
