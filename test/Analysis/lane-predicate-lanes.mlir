// RUN: warp-opt --warp-check-convergence --split-input-file -verify-diagnostics %s -o /dev/null
//
// The static lane set of a predicate of the lane is its value at each lane
// taken on its own (LanePredicates.cpp evaluates all 32 lanes in one walk):
// a select is known at a lane when the operand it picks there is, whatever
// the other operand is; an operand unknown at any lane (a per-lane division
// by zero, a shift past the width) leaves the whole set unknown. Expected
// lanes worked out by hand.

// v = lane < 16 ? lane : (lane >= 16 ? 3 : load): known at every lane (the
// load is never picked); v == 3 at lane 3 and at lanes 16-31.
gpu.module @m {
  gpu.func @select_per_lane(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    %high = arith.cmpi uge, %lane, %c16 : i32
    %inner = arith.select %high, %c3, %x : i32
    %v = arith.select %low, %lane, %inner : i32
    %p = arith.cmpi eq, %v, %c3 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 3, 16-31 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 0-2, 4-15 in its member mask all (0xffffffff), but they do not execute it (only lanes 3, 16-31 do)}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// v = lane < 16 ? lane : load: lanes 16-31 pick the load, so the set is not
// static.
gpu.module @m {
  gpu.func @select_picks_unknown(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    %v = arith.select %low, %lane, %x : i32
    %p = arith.cmpi eq, %v, %c3 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// 32 / lane divides by zero at lane 0 only: the set is not static.
gpu.module @m {
  gpu.func @division_by_zero_at_one_lane(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %q = arith.divui %c32, %lane : i32
    %p = arith.cmpi ult, %q, %c4 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// The same division by (lane | 1), never 0: 32 / (lane | 1) < 4 from lane 8
// on (8 | 1 = 9 and 32 / 9 = 3; lanes 6 and 7 give 32 / 7 = 4).
gpu.module @m {
  gpu.func @division_known_everywhere(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %odd = arith.ori %lane, %c1 : i32
    %q = arith.divui %c32, %odd : i32
    %p = arith.cmpi ult, %q, %c4 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 8-31 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 0-7 in its member mask all (0xffffffff), but they do not execute it (only lanes 8-31 do)}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}
