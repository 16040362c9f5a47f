// RUN: warp-opt %s --split-input-file --warp-raise | FileCheck %s
// Issue 27, round 8 (docs/Dialects/WarpRationale.md, "Round 8"): warp-raise
// must not change what runs. A butterfly `shfl.sync` on a sub-warp segment
// (clamp 0x181f: groups of 8) with a run-time lane mask reads across the
// segment when the mask has a bit at or above the group size: PTX clamps
// only the upper bound (j = lane ^ b, valid iff j <= maxLane), so with
// b = 16 lanes 16-23 read lanes 0-7. A tile's run-time xor stays in its
// group (the lowering masks it to group - 1), so raising it to
// `warp.shuffle xor` on `warp.tile 8` turned those reads into each lane's
// own value. Such a shuffle stays as it is; run-time up/down/idx, constant
// masks inside the group and run-time masks on the whole warp still raise.
// The values under --sim: test/Sim/warp-attack-round8/raise-bfly.mlir.

// CHECK-LABEL: gpu.func @bfly_runtime_segment
// CHECK-NOT: warp.tile
// CHECK-NOT: warp.shuffle
// CHECK: nvvm.shfl.sync{{ +}}bfly
gpu.module @m {
  gpu.func @bfly_runtime_segment(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %clamp8 = arith.constant 6175 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %s = nvvm.shfl.sync bfly %all, %v, %n, %clamp8 : i32 -> i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// The nearest legal programs: a constant mask inside the group, and the
// other modes with run-time offsets (the ISA keeps them in the segment),
// become tile shuffles; a run-time mask on the whole warp a warp shuffle.
// CHECK-LABEL: gpu.func @raised
// CHECK: %[[W:.*]] = warp.entry : !warp.warp<all>
// CHECK: %[[T1:.*]] = warp.tile %[[W]], 8 : !warp.warp<all> -> !warp.tile<8>
// CHECK: warp.shuffle xor %[[T1]], %{{.*}}, 4 : !warp.tile<8>, i32
// CHECK: %[[T2:.*]] = warp.tile %[[W]], 8 : !warp.warp<all> -> !warp.tile<8>
// CHECK: warp.shuffle down %[[T2]], %{{.*}}, %{{.*}} : !warp.tile<8>, i32
// CHECK: %[[T3:.*]] = warp.tile %[[W]], 8 : !warp.warp<all> -> !warp.tile<8>
// CHECK: warp.shuffle idx %[[T3]], %{{.*}}, %{{.*}} : !warp.tile<8>, i32
// CHECK: warp.shuffle xor %[[W]], %{{.*}}, %{{.*}} : !warp.warp<all>, i32
// CHECK-NOT: nvvm.shfl
gpu.module @m {
  gpu.func @raised(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %clamp8 = arith.constant 6175 : i32
    %clamp32 = arith.constant 31 : i32
    %c4 = arith.constant 4 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %a = nvvm.shfl.sync bfly %all, %v, %c4, %clamp8 : i32 -> i32
    %b = nvvm.shfl.sync down %all, %a, %n, %clamp8 : i32 -> i32
    %c = nvvm.shfl.sync idx %all, %b, %n, %clamp8 : i32 -> i32
    %d = nvvm.shfl.sync bfly %all, %c, %n, %clamp32 : i32 -> i32
    memref.store %d, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
