// A kernel's memset, memcpy and memmove (the ops and the intrinsics called
// by name) are checked byte by byte as loads and stores are (issue 27 round
// 34: lane 0 clearing a flag the others read raced unseen): races and
// out-of-bounds bytes are found, reported at the intrinsic's location as
// the byte llvm.load or llvm.store, and overlapping moves copy as memmove.
//
// RUN: sh -c 'warp-run --sim %s --kernel set_race --block 64 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SET
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel call_set_race --block 64 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CALL
// RUN: sh -c 'warp-run --sim %s --kernel copy_oob --block 1 --arg i32[2] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OOB
// RUN: sh -c 'warp-run --sim %s --kernel moves --block 1 --arg i32[4]=iota --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MOVES
// RUN: sh -c 'warp-run --sim %s --kernel too_long --block 1 --arg i32[4] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LONG
// RUN: sh -c 'warp-run --sim %s --kernel overlapping_copy --block 1 --arg i32[4]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OVERLAP
// RUN: sh -c 'warp-run --sim %s --kernel same_copy --block 1 --arg i32[4]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SAME

// SET: finding (global-race): block (0,0,0) thread (33,0,0) warp 1 lane 1: reads 4 bytes at byte offset 0 of argument 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}memory-intrinsics.mlir:[[@LINE+24]]:5
// SET: exit 4
// CALL: finding (global-race):
// CALL-SAME: memory-intrinsics.mlir:[[@LINE+45]]:5
// CALL: exit 4
// OOB: finding (global-oob): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 1 bytes at byte offset 4 of argument 1, outside its 4 bytes [llvm.load at {{.*}}memory-intrinsics.mlir:[[@LINE+59]]:5]
// OOB: exit 4
// memmove(buf + 1, buf, 12) of 0 1 2 3 gives 0 0 1 2; memset.inline of two
// bytes of 1 makes word 0 257. out: a copy, then memmove(out, out + 1, 12).
// MOVES: arg 0 i32[4]: 257 0 1 2
// MOVES-NEXT: arg 1 i32[4]: 0 1 2 2
// MOVES: exit 0
module {
  llvm.func ptx_kernelcc @set_race(%buf: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %byte = llvm.mlir.constant(7 : i8) : i8
    %four = llvm.mlir.constant(4 : i64) : i64
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^other
  ^write:
    "llvm.intr.memset"(%g, %byte, %four) <{isVolatile = false}> : (!llvm.ptr<1>, i8, i64) -> ()
    llvm.br ^done
  ^other:
    %reader = llvm.icmp "eq" %t, %c33 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %g1 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func ptx_kernelcc @call_set_race(%buf: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %byte = llvm.mlir.constant(7 : i8) : i8
    %four = llvm.mlir.constant(4 : i64) : i64
    %f = llvm.mlir.constant(false) : i1
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^other
  ^write:
    llvm.call_intrinsic "llvm.memset.p1.i64"(%g, %byte, %four, %f) : (!llvm.ptr<1>, i8, i64, i1) -> ()
    llvm.br ^done
  ^other:
    %reader = llvm.icmp "eq" %t, %c33 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %g1 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func ptx_kernelcc @copy_oob(%dst: !llvm.ptr, %src: !llvm.ptr) {
    %eight = llvm.mlir.constant(8 : i64) : i64
    %d = llvm.addrspacecast %dst : !llvm.ptr to !llvm.ptr<1>
    %s = llvm.addrspacecast %src : !llvm.ptr to !llvm.ptr<1>
    "llvm.intr.memcpy"(%d, %s, %eight) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
    llvm.return
  }
  llvm.func ptx_kernelcc @moves(%buf: !llvm.ptr, %out: !llvm.ptr) {
    %twelve = llvm.mlir.constant(12 : i64) : i64
    %sixteen = llvm.mlir.constant(16 : i32) : i32
    %byte = llvm.mlir.constant(1 : i8) : i8
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %o = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %o1 = llvm.getelementptr %o[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    "llvm.intr.memmove"(%g1, %g, %twelve) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.memcpy"(%o, %g, %sixteen) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i32) -> ()
    "llvm.intr.memmove"(%o, %o1, %twelve) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.memset.inline"(%g, %byte) <{isVolatile = false, len = 2 : i64}> : (!llvm.ptr<1>, i8) -> ()
    llvm.return
  }
  // 2^62 bytes are not set byte by byte (round 35: the loop ran for ever):
  // the kernel stops there, naming the op.
  // LONG: the kernel trapped at llvm.intr.memset of more than 16 MiB, which the simulator does not run at {{.*}}memory-intrinsics.mlir:[[@LINE+5]]:5
  // LONG: exit 1
  llvm.func ptx_kernelcc @too_long(%buf: !llvm.ptr) {
    %byte = llvm.mlir.constant(7 : i8) : i8
    %big = llvm.mlir.constant(4611686018427387904 : i64) : i64
    "llvm.intr.memset"(%buf, %byte, %big) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.return
  }
  // A memcpy whose ranges overlap is undefined in LLVM (round 35: it was
  // copied forward, where the GPU's unrolled copy reads every byte first).
  // OVERLAP: the kernel trapped at llvm.intr.memcpy of overlapping ranges, which LLVM leaves undefined at {{.*}}memory-intrinsics.mlir:[[@LINE+6]]:5
  // OVERLAP: exit 1
  llvm.func ptx_kernelcc @overlapping_copy(%buf: !llvm.ptr) {
    %eight = llvm.mlir.constant(8 : i64) : i64
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    "llvm.intr.memcpy"(%g1, %g, %eight) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
    llvm.return
  }
  // Equal ranges are not overlapping ones (LangRef: "either be equal or
  // non-overlapping"; round 36: trapped as overlapping).
  // SAME: arg 0 i32[4]: 0 1 2 3
  // SAME: exit 0
  llvm.func ptx_kernelcc @same_copy(%buf: !llvm.ptr) {
    %eight = llvm.mlir.constant(8 : i64) : i64
    "llvm.intr.memcpy"(%buf, %buf, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
}
