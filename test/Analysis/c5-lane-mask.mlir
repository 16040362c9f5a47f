// RUN: warp-opt %s --split-input-file --warp-check-convergence --verify-diagnostics
//
// C5 says which of the two facts the checker lacks: a member mask it can
// compute at each lane (a logical warp's, from the lane id) under a branch
// it cannot decide (CUB's DeviceSegmentedSortKernelSmall: bar.warp.sync
// with 0xffff << (laneid & -16), inside a loop over segments loaded from
// memory), or a mask it cannot compute at all.

// Test: C5_lane_mask_under_undecided_branch
gpu.module @m {
  gpu.func @C5_lane_mask_under_undecided_branch(%buf: memref<64xi32>, %v: i32) kernel {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %half = arith.constant 65535 : i32
    %shift = arith.andi %li, %c16 : i32
    %mask = arith.shli %half, %shift : i32
    %x = memref.load %buf[%lane] : memref<64xi32>
    %c0 = arith.constant 0 : i32
    %take = arith.cmpi sgt, %x, %c0 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %take {
      // expected-warning @+1 {{C5: the member mask of shfl.sync bfly is known at each lane, but which lanes execute it depends on values the checker cannot follow}}
      %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    }
    gpu.return
  }
}

// -----

// The nearest legal program: the same per-lane mask where every lane runs
// it (each lane is in its half's mask, and xor 1 stays in the half).
gpu.module @m {
  gpu.func @lane_mask_everywhere(%buf: memref<64xi32>, %v: i32) kernel {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %half = arith.constant 65535 : i32
    %shift = arith.andi %li, %c16 : i32
    %mask = arith.shli %half, %shift : i32
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    gpu.return
  }
}

// -----

// Test: C5_mask_from_memory (no lane can compute it: the old message).
gpu.module @m {
  gpu.func @C5_mask_from_memory(%buf: memref<64xi32>, %v: i32) kernel {
    %lane = gpu.lane_id
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %mask = memref.load %buf[%lane] : memref<64xi32>
    // expected-warning @+1 {{C5: the member mask of shfl.sync bfly is a run-time value the checker cannot follow}}
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    gpu.return
  }
}
