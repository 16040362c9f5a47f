// Independent thread scheduling is starvation-free (sm_70 and later): a
// thread that spins on a flag another thread sets, in another warp, in its
// own warp, or in a later block of the grid, lets that thread run. Each
// kernel hung until the watchdog (exit 3) when a fiber never gave up the
// CPU; each runs now, under several schedules. Expected values by hand.
//
// RUN: warp-run --sim %s --kernel other_warp --block 64 --arg i32[1] --arg i32[2] --print | FileCheck %s --check-prefix=WARP
// RUN: warp-run --sim --sim-seed 3 %s --kernel other_warp --block 64 --arg i32[1] --arg i32[2] --print | FileCheck %s --check-prefix=WARP
// RUN: warp-run --sim %s --kernel same_warp --arg i32[1] --arg i32[32] --print | FileCheck %s --check-prefix=LANE
// RUN: warp-run --sim --sim-seed 1 %s --kernel same_warp --arg i32[1] --arg i32[32] --print | FileCheck %s --check-prefix=LANE
// RUN: warp-run --sim --sim-seed 7 %s --kernel same_warp --arg i32[1] --arg i32[32] --print | FileCheck %s --check-prefix=LANE
// RUN: warp-run --sim %s --kernel later_block --grid 2 --block 32 --arg i32[1] --arg i32[2] --print | FileCheck %s --check-prefix=BLOCK
// RUN: warp-run --sim --sim-seed 5 %s --kernel later_block --grid 2 --block 32 --arg i32[1] --arg i32[2] --print | FileCheck %s --check-prefix=BLOCK
// RUN: warp-run --sim %s --kernel chain --grid 8 --block 64 --arg i32[8] --print | FileCheck %s --check-prefix=CHAIN
// RUN: warp-run --sim --sim-seed 2 %s --kernel chain --grid 8 --block 64 --arg i32[8] --print | FileCheck %s --check-prefix=CHAIN
// RUN: warp-run --sim %s --kernel long_loop --block 32 --arg i32[32] --print | FileCheck %s --check-prefix=LOOP
// RUN: sh -c 'warp-run --sim --timeout 2 %s --kernel forever --grid 2 --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FOREVER

gpu.module @kernels {
  // Thread 0 (warp 0) polls the flag that thread 32 (warp 1) sets, then
  // copies it out; thread 32 writes 1 next to it.
  // WARP: arg 1 i32[2]: 42 1
  gpu.func @other_warp(%flag: memref<1xi32>, %out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %v42 = arith.constant 42 : i32
    %t = gpu.thread_id x
    %is0 = arith.cmpi eq, %t, %c0 : index
    %is32 = arith.cmpi eq, %t, %c32 : index
    scf.if %is0 {
      %seen = scf.while : () -> i32 {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %wait = arith.cmpi eq, %v, %zero : i32
        scf.condition(%wait) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield
      }
      memref.store %seen, %out[%c0] : memref<2xi32>
    }
    scf.if %is32 {
      // An atomic store: a plain one would race with the atomic reads (the
      // simulator reports a global-race).
      %old = memref.atomic_rmw assign %v42, %flag[%c0] : (i32, memref<1xi32>) -> i32
      memref.store %one, %out[%c1] : memref<2xi32>
    }
    gpu.return
  }

  // Lane 0 waits for lane 1's store, in one warp; the other lanes write
  // their lane number.
  // LANE: arg 1 i32[32]: 7 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
  gpu.func @same_warp(%flag: memref<1xi32>, %out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %v7 = arith.constant 7 : i32
    %t = gpu.thread_id x
    %is0 = arith.cmpi eq, %t, %c0 : index
    scf.if %is0 {
      %seen = scf.while : () -> i32 {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %wait = arith.cmpi eq, %v, %zero : i32
        scf.condition(%wait) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield
      }
      memref.store %seen, %out[%c0] : memref<32xi32>
    } else {
      %is1 = arith.cmpi eq, %t, %c1 : index
      scf.if %is1 {
        %old = memref.atomic_rmw assign %v7, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
      %ti = arith.index_cast %t : index to i32
      memref.store %ti, %out[%t] : memref<32xi32>
    }
    gpu.return
  }

  // Every thread of block 0 waits for the flag that block 1 sets; block 1
  // writes 1, block 0 what it saw plus 100.
  // BLOCK: arg 1 i32[2]: 105 1
  gpu.func @later_block(%flag: memref<1xi32>, %out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %v5 = arith.constant 5 : i32
    %v100 = arith.constant 100 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %seen = scf.while : () -> i32 {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %wait = arith.cmpi eq, %v, %zero : i32
        scf.condition(%wait) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield
      }
      scf.if %lead {
        %r = arith.addi %seen, %v100 : i32
        memref.store %r, %out[%c0] : memref<2xi32>
      }
    } else {
      scf.if %lead {
        memref.store %one, %out[%c1] : memref<2xi32>
        %old = memref.atomic_rmw assign %v5, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
    }
    gpu.return
  }

  // Block b waits for block b+1: every thread polls flag[b+1]; after a
  // barrier thread 0 sets flag[b] to it plus 1. The last block sets its
  // flag to 1 at once, so the flags end 8 7 6 5 4 3 2 1.
  // CHAIN: arg 0 i32[8]: 8 7 6 5 4 3 2 1
  gpu.func @chain(%flags: memref<8xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %lead = arith.cmpi eq, %t, %c0 : index
    %last = arith.cmpi eq, %b, %c7 : index
    %mine = scf.if %last -> i32 {
      scf.yield %one : i32
    } else {
      %next = arith.addi %b, %c1 : index
      %seen = scf.while : () -> i32 {
        %v = memref.atomic_rmw addi %zero, %flags[%next] : (i32, memref<8xi32>) -> i32
        %wait = arith.cmpi eq, %v, %zero : i32
        scf.condition(%wait) %v : i32
      } do {
      ^bb0(%v: i32):
        scf.yield
      }
      %plus = arith.addi %seen, %one : i32
      scf.yield %plus : i32
    }
    gpu.barrier
    scf.if %lead {
      %old = memref.atomic_rmw assign %mine, %flags[%b] : (i32, memref<8xi32>) -> i32
    }
    gpu.return
  }

  // No spinning: each thread counts to 100000 + its index in a loop long
  // enough to be preempted many times; the counts come out whole.
  // LOOP: arg 0 i32[32]: 100000 100001 100002 100003 100004 100005 100006 100007 100008 100009 100010 100011 100012 100013 100014 100015 100016 100017 100018 100019 100020 100021 100022 100023 100024 100025 100026 100027 100028 100029 100030 100031
  gpu.func @long_loop(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 100000 : index
    %c0_i32 = arith.constant 0 : i32
    %one_i32 = arith.constant 1 : i32
    %t = gpu.thread_id x
    %end = arith.addi %n, %t : index
    memref.store %c0_i32, %out[%t] : memref<32xi32>
    scf.for %i = %c0 to %end step %c1 {
      %v = memref.atomic_rmw addi %one_i32, %out[%t] : (i32, memref<32xi32>) -> i32
    }
    gpu.return
  }

  // Nobody sets the flag: both blocks become resident and spin until the
  // watchdog ends the run, as a GPU hangs.
  // FOREVER: simulator: the kernel did not finish within 2 s (the watchdog stopped it)
  // FOREVER: exit 3
  gpu.func @forever(%flag: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    scf.while : () -> () {
      %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
      %wait = arith.cmpi eq, %v, %zero : i32
      scf.condition(%wait)
    } do {
      scf.yield
    }
    gpu.return
  }
}
