// RUN: warp-opt --warp-check-convergence --split-input-file -verify-diagnostics %s -o /dev/null
//
// A predicate of the lane is evaluated at the widths its ops compute in
// (issue 27 round 12's note on the lane evaluator): an add wraps at its
// type's width, an unsigned comparison reads its operands' bits at that
// width, a zero extension makes a negative value large and a truncation
// keeps the low bits. Expected lanes worked out by hand from two's
// complement arithmetic.

// lane + 0x7ffffff8 in i32: lanes 0-7 give 0x7ffffff8..0x7fffffff (positive),
// lanes 8-31 wrap to 0x80000000..0x80000017 (negative). A mask of lanes 8-31
// under `slt 0` is exact; 64-bit arithmetic made the condition false on every
// lane.
gpu.module @m {
  gpu.func @add_wraps_at_i32(%ptr: !llvm.ptr) kernel {
    %mask = arith.constant 0xffffff00 : i32
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c31 = arith.constant 31 : i32
    %big = arith.constant 0x7ffffff8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %a = arith.addi %lane, %big : i32
    %p = arith.cmpi slt, %a, %c0 : i32
    scf.if %p {
      %s = nvvm.shfl.sync bfly %mask, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// The same condition with the full mask: lanes 0-7 do not execute it.
gpu.module @m {
  gpu.func @add_wraps_full_mask(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c31 = arith.constant 31 : i32
    %big = arith.constant 0x7ffffff8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %a = arith.addi %lane, %big : i32
    %p = arith.cmpi slt, %a, %c0 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 8-31 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 0-7 in its member mask all (0xffffffff), but they do not execute it (only lanes 8-31 do)}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// zext(lane - 16) from i32 to i64 is never negative (lanes 0-15 become
// 0xfffffff0..0xffffffff): `slt 0` holds on no lane, so every lane runs the
// else branch. A mask of lanes 16-31 there leaves lanes 0-15 outside it (C2);
// reading the zext as the i32 value took lanes 0-15 to the other side.
gpu.module @m {
  gpu.func @zext_not_negative(%ptr: !llvm.ptr) kernel {
    %high = arith.constant 0xffff0000 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i64
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %d = arith.subi %lane, %c16 : i32
    %z = arith.extui %d : i32 to i64
    %p = arith.cmpi slt, %z, %c0 : i64
    // expected-note @+1 {{the threads diverge here}}
    scf.if %p {
    } else {
      // expected-error @+1 {{C2: lanes 0-15 execute shfl.sync bfly but are not in its member mask}}
      %s = nvvm.shfl.sync bfly %high, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// sext keeps the sign: sext(lane - 16) slt 0 in i64 holds on lanes 0-15,
// so a mask of lanes 0-15 under it is exact.
gpu.module @m {
  gpu.func @sext_keeps_sign(%ptr: !llvm.ptr) kernel {
    %low = arith.constant 0x0000ffff : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i64
    %c15 = arith.constant 15 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %d = arith.subi %lane, %c16 : i32
    %z = arith.extsi %d : i32 to i64
    %p = arith.cmpi slt, %z, %c0 : i64
    scf.if %p {
      %s = nvvm.shfl.sync bfly %low, %x, %c1, %c15 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}

// -----

// An unsigned comparison at i8: trunc(lane * 9) to i8 is 0, 9, ..., 252 for
// lanes 0-28 and wraps to 5, 14, 23 for lanes 29-31; `ult 100` holds on lanes
// 0-11 and 29-31.
gpu.module @m {
  gpu.func @trunc_wraps(%ptr: !llvm.ptr) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c9 = arith.constant 9 : i32
    %c100 = arith.constant 100 : i8
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %x = llvm.load %ptr : !llvm.ptr -> i32
    %m = arith.muli %lane, %c9 : i32
    %t = arith.trunci %m : i32 to i8
    %p = arith.cmpi ult, %t, %c100 : i8
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-11, 29-31 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 12-28 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-11, 29-31 do)}}
      %s = nvvm.shfl.sync bfly %all, %x, %c1, %c31 : i32 -> i32
      llvm.store %s, %ptr : i32, !llvm.ptr
    }
    gpu.return
  }
}
