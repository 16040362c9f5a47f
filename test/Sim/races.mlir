// Happens-before, not a lucky schedule: a barrier orders only the threads
// that take part in it (a named barrier its count, bar.warp.sync the lanes
// of its mask), an atomic and a plain access to one word race, and
// nothing orders two blocks but release/acquire. Each race is reported
// whichever access runs first, naming both threads and both ops.
//
// RUN: sh -c 'warp-run --sim %s --kernel named_barrier --block 128 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NAMED
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel named_barrier --block 128 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NAMED-SEED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel named_barrier --block 128 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NAMED-SEED
// RUN: sh -c 'warp-run --sim %s --kernel named_barrier_member --block 128 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MEMBER
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel named_barrier_member --block 128 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MEMBER
// RUN: sh -c 'warp-run --sim %s --kernel warp_mask --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MASK
// RUN: sh -c 'warp-run --sim %s --kernel warp_other --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OTHER
// RUN: sh -c 'warp-run --sim %s --kernel warp_member --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WMEMBER
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel warp_member --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WMEMBER
// RUN: sh -c 'warp-run --sim %s --kernel atomic_plain --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC-PLAIN
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel atomic_plain --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC-PLAIN-SEED
// RUN: sh -c 'warp-run --sim %s --kernel atomic_atomic --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC-ATOMIC
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel atomic_atomic --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC-ATOMIC

module {
  llvm.mlir.global internal @word() {addr_space = 3 : i32, alignment = 4 : i64} : i32

  // Threads 0-63 meet at barrier 1 (count 64); thread 64 is not one of
  // them: its write and thread 0's read after the barrier are unordered.
  // NAMED: warp-run: finding (shared-race): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at shared memory offset 0 that thread (64,0,0) (warp 2 lane 0) wrote at llvm.store at {{.*}}races.mlir:[[@LINE+28]]:5 with no barrier in between [llvm.load at {{.*}}races.mlir:[[@LINE+21]]:10]
  // NAMED-NOT: finding
  // NAMED: exit 4
  // NAMED-SEED: finding (shared-race):
  // NAMED-SEED-DAG: races.mlir:[[@LINE+24]]:5
  // NAMED-SEED-DAG: races.mlir:[[@LINE+16]]:10
  // NAMED-SEED: exit 4
  llvm.func ptx_kernelcc @named_barrier(%out: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %member = llvm.icmp "ult" %t, %c64 : i32
    llvm.cond_br %member, ^in, ^out
  ^in:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%one, %c64) : (i32, i32) -> ()
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^out:
    %writer = llvm.icmp "eq" %t, %c64 : i32
    llvm.cond_br %writer, ^write, ^done
  ^write:
    llvm.store %five, %s : i32, !llvm.ptr<3>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // The writer is thread 1, a member: the barrier orders it (5).
  // MEMBER-NOT: finding
  // MEMBER: arg 0 i32[1]: 5
  // MEMBER: exit 0
  llvm.func ptx_kernelcc @named_barrier_member(%out: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %member = llvm.icmp "ult" %t, %c64 : i32
    llvm.cond_br %member, ^in, ^done
  ^in:
    %writer = llvm.icmp "eq" %t, %one : i32
    llvm.cond_br %writer, ^write, ^sync
  ^write:
    llvm.store %five, %s : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%one, %c64) : (i32, i32) -> ()
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Lanes 0-15 meet at bar.warp.sync 0xffff after lane 0 writes; lane 20
  // is not in its mask, so its read is unordered with the write (a
  // completed collective no longer orders the whole warp).
  // MASK: warp-run: finding (shared-race): block (0,0,0) thread (20,0,0) warp 0 lane 20: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}races.mlir:[[@LINE+17]]:5 with no barrier in between [llvm.load at {{.*}}races.mlir:[[@LINE+26]]:10]
  // MASK-NOT: finding
  // MASK: exit 4
  llvm.func ptx_kernelcc @warp_mask(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c20 = llvm.mlir.constant(20 : i32) : i32
    %mask = llvm.mlir.constant(65535 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %low = llvm.icmp "ult" %t, %c16 : i32
    llvm.cond_br %low, ^low, ^high
  ^low:
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^sync
  ^write:
    llvm.store %five, %s : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%mask) : (i32) -> ()
    llvm.br ^done
  ^high:
    %reader = llvm.icmp "eq" %t, %c20 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Each warp runs bar.warp.sync 0xffffffff; lane 0 of warp 0 writes
  // before it and lane 0 of warp 1 reads after its own: they do not meet.
  // OTHER: warp-run: finding (shared-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}races.mlir:[[@LINE+27]]:5 with no barrier in between [llvm.load at {{.*}}races.mlir:[[@LINE+34]]:10]
  // OTHER-NOT: finding
  // OTHER: exit 4
  //
  // With the reader in warp 0 (lane 1) the warp sync orders them (5).
  // WMEMBER-NOT: finding
  // WMEMBER: arg 0 i32[1]: 5
  // WMEMBER: exit 0
  llvm.func ptx_kernelcc @warp_other(%out: !llvm.ptr) {
    %c32 = llvm.mlir.constant(32 : i32) : i32
    llvm.call @warp_sync_pass(%out, %c32) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func ptx_kernelcc @warp_member(%out: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @warp_sync_pass(%out, %c1) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @warp_sync_pass(%out: !llvm.ptr, %reader: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^sync
  ^write:
    llvm.store %five, %s : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%all) : (i32) -> ()
    %is = llvm.icmp "eq" %t, %reader : i32
    llvm.cond_br %is, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Thread 0 adds atomically, thread 33 reads plainly: a race (PTX: a
  // plain access is never morally strong). Under another schedule the
  // plain read may come first: then the atomic is reported.
  // ATOMIC-PLAIN: warp-run: finding (shared-race): block (0,0,0) thread (33,0,0) warp 1 lane 1: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) atomically wrote at llvm.atomicrmw at {{.*}}races.mlir:[[@LINE+22]]:12 with no barrier in between [llvm.load at {{.*}}races.mlir:[[@LINE+28]]:10]
  // ATOMIC-PLAIN-NOT: finding
  // ATOMIC-PLAIN: exit 4
  // ATOMIC-PLAIN-SEED: finding (shared-race):
  // ATOMIC-PLAIN-SEED-DAG: races.mlir:[[@LINE+18]]:12
  // ATOMIC-PLAIN-SEED-DAG: races.mlir:[[@LINE+23]]:10
  // ATOMIC-PLAIN-SEED: exit 4
  llvm.func ptx_kernelcc @atomic_plain(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^init, ^sync
  ^init:
    llvm.store %c0, %s : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    llvm.cond_br %first, ^add, ^other
  ^add:
    %old = llvm.atomicrmw add %s, %one monotonic : !llvm.ptr<3>, i32
    llvm.br ^done
  ^other:
    %reader = llvm.icmp "eq" %t, %c33 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Every thread adds 1 atomically (atomics do not race with each other);
  // after the barrier thread 0 reads the sum: 64.
  // ATOMIC-ATOMIC-NOT: finding
  // ATOMIC-ATOMIC: arg 0 i32[1]: 64
  // ATOMIC-ATOMIC: exit 0
  llvm.func ptx_kernelcc @atomic_atomic(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^init, ^sync
  ^init:
    llvm.store %c0, %s : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %old = llvm.atomicrmw add %s, %one monotonic : !llvm.ptr<3>, i32
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    llvm.cond_br %first, ^read, ^done
  ^read:
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }
}
