// A buffer granule read by two threads that nothing orders, then written by
// one of them: the write races with the other thread's read (PTX ISA,
// "Memory Consistency Model", "Data races": two overlapping accesses, one a
// write, not related in causality order). Thread 0 reads word 0, spins
// long enough to be preempted (so under seed 0 thread 1 reads word 0
// between thread 0's read and its write), then writes word 0; thread 1
// copies word 0 to word 1. Before, a buffer granule kept one read, so the
// second unordered reader was forgotten, and the race went unreported
// whenever the writer's own read was the one kept (seed 0 and most
// others). Expected findings by hand; the synced variant puts a barrier
// both threads take part in between the reads and the write: clean, and
// word 0 = 0 + 100000, word 1 = 0.
//
// RUN: sh -c 'warp-run --sim %s --kernel reread --block 2 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel reread --block 2 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel reread --block 2 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c 'warp-run --sim --sim-seed 6 %s --kernel reread --block 2 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c 'warp-run --sim %s --kernel reread_synced --block 2 --arg i32[2] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SYNCED
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel reread_synced --block 2 --arg i32[2] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SYNCED
// Three readers (threads 0, 1, 2; thread 0 spins before its write): the
// write races with both other reads, and is reported once.
// RUN: sh -c 'warp-run --sim %s --kernel reread --block 3 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE3
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel reread --block 3 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE3

gpu.module @m {
  // RACE: finding (global-race): block (0,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at byte offset 0 of argument 0 that thread (1,0,0) (warp 0 lane 1) read at llvm.load at {{.*}}global-read-shared.mlir:[[@LINE+11]]:10 with nothing ordering them [llvm.store at {{.*}}global-read-shared.mlir:[[@LINE+19]]:7]
  // RACE-NOT: finding
  // RACE: exit 4
  // RACE3: finding (global-race): block (0,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at byte offset 0 of argument 0 that thread ({{[12]}},0,0)
  // RACE3-NOT: finding
  // RACE3: exit 4
  gpu.func @reread(%a: memref<?xi32>) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 100000 : index
    %x = memref.load %a[%c0] : memref<?xi32>
    %z = arith.cmpi eq, %t, %c0 : index
    scf.if %z {
      %y = scf.for %i = %c0 to %big step %c1 iter_args(%acc = %x) -> i32 {
        %one = arith.constant 1 : i32
        %n = arith.addi %acc, %one : i32
        scf.yield %n : i32
      }
      memref.store %y, %a[%c0] : memref<?xi32>
    } else {
      memref.store %x, %a[%c1] : memref<?xi32>
    }
    gpu.return
  }

  // SYNCED-NOT: finding
  // SYNCED: arg 0 i32[2]: 100000 0
  // SYNCED: exit 0
  gpu.func @reread_synced(%a: memref<?xi32>) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 100000 : index
    %x = memref.load %a[%c0] : memref<?xi32>
    %z = arith.cmpi eq, %t, %c0 : index
    %y = scf.for %i = %c0 to %big step %c1 iter_args(%acc = %x) -> i32 {
      %one = arith.constant 1 : i32
      %n = arith.addi %acc, %one : i32
      scf.yield %n : i32
    }
    gpu.barrier
    scf.if %z {
      memref.store %y, %a[%c0] : memref<?xi32>
    } else {
      memref.store %x, %a[%c1] : memref<?xi32>
    }
    gpu.return
  }
}
