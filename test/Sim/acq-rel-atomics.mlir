// acq_rel atomics on one address from many blocks (memref.atomic_rmw
// lowers to an acq_rel atomicrmw): each update acquires what every update
// before it released. The race check keeps that knowledge as persistent
// maps (lib/Sim/ClockMap.h), so the cost is linear in the updates; it was
// quadratic (1000 blocks of 32 threads took about 100 s). The ordering
// stays exact: a release/acquire message pass across blocks is clean, and
// a plain access after the atomic is still a race.
//
// 2048 blocks of 64 threads, every thread adds 1 to one counter: 131072 =
// 2048 * 64 updates (the quadratic bookkeeping took hours; --timeout 60
// leaves room for a loaded or sanitized machine).
// RUN: sh -c 'warp-run --sim --timeout 60 %s --kernel counter --grid 2048 --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=COUNTER
// RUN: sh -c 'warp-run --sim --sim-seed 1 --timeout 60 %s --kernel counter --grid 2048 --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=COUNTER
// RUN: sh -c 'warp-run --sim --sim-seed 7 --timeout 60 %s --kernel counter --grid 2048 --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=COUNTER
// 2^20 blocks of one thread each (they hit the watchdog before; under the
// sanitizers on a loaded machine this run took more than 60 s):
// RUN: sh -c 'warp-run --sim --timeout 300 %s --kernel counter --grid 1048576 --block 1 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MILLION
//
// The last block (the one whose update finds 511 before it) sums what the
// 512 blocks wrote before their updates: 1 + 2 + ... + 512 = 131328.
// RUN: sh -c 'warp-run --sim %s --kernel last_block --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LAST
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel last_block --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LAST
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel last_block --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LAST
//
// The same with the plain store after the update: it is not released, so
// the last block's read of it races.
// RUN: sh -c 'warp-run --sim %s --kernel store_after --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AFTER
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel store_after --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AFTER
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel store_after --grid 512 --block 32 --arg i32[512] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AFTER
//
// Every block's thread 0 updates the counter, then stores its block number
// to one word: the updates order nothing that comes after them.
// RUN: sh -c 'warp-run --sim %s --kernel plain_after --grid 300 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PLAIN
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel plain_after --grid 300 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PLAIN
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel plain_after --grid 300 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PLAIN
//
// Only the even blocks update the counter after their store; the odd ones
// store without it. The last updater reads every word: the odd blocks'
// words race (they released nothing), the even ones' do not.
// RUN: sh -c 'warp-run --sim %s --kernel odd_unreleased --grid 64 --block 32 --arg i32[64] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ODD
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel odd_unreleased --grid 64 --block 32 --arg i32[64] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ODD

gpu.module @kernels {
  // COUNTER-NOT: finding
  // COUNTER: arg 0 i32[1]: 131072
  // COUNTER: exit 0
  // MILLION-NOT: finding
  // MILLION: arg 0 i32[1]: 1048576
  // MILLION: exit 0
  gpu.func @counter(%count: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
    gpu.return
  }

  // LAST-NOT: finding
  // LAST: arg 1 i32[1]: 512
  // LAST: arg 2 i32[1]: 131328
  // LAST: exit 0
  gpu.func @last_block(%data: memref<512xi32>, %count: memref<1xi32>,
                       %out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %bid = gpu.block_id x
    %nb = gpu.grid_dim x
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %b = arith.index_cast %bid : index to i32
      %v = arith.addi %b, %one : i32
      memref.store %v, %data[%bid] : memref<512xi32>
      %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
      %n = arith.index_cast %nb : index to i32
      %n1 = arith.subi %n, %one : i32
      %last = arith.cmpi eq, %old, %n1 : i32
      scf.if %last {
        %sum = scf.for %i = %c0 to %nb step %c1 iter_args(%acc = %zero) -> (i32) {
          %x = memref.load %data[%i] : memref<512xi32>
          %s = arith.addi %acc, %x : i32
          scf.yield %s : i32
        }
        memref.store %sum, %out[%c0] : memref<1xi32>
      }
    }
    gpu.return
  }

  // AFTER: finding (global-race): block (511,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote at llvm.store at {{.*}}acq-rel-atomics.mlir:{{[0-9]+}}:{{[0-9]+}} with nothing ordering them [llvm.load at {{.*}}] (and 510 more times at this op)
  // AFTER-NOT: finding
  // AFTER: exit 4
  gpu.func @store_after(%data: memref<512xi32>, %count: memref<1xi32>,
                        %out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %bid = gpu.block_id x
    %nb = gpu.grid_dim x
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %b = arith.index_cast %bid : index to i32
      %v = arith.addi %b, %one : i32
      %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
      %n = arith.index_cast %nb : index to i32
      %n1 = arith.subi %n, %one : i32
      %last = arith.cmpi eq, %old, %n1 : i32
      %later = arith.cmpi ne, %old, %n1 : i32
      scf.if %later {
        memref.store %v, %data[%bid] : memref<512xi32>
      }
      scf.if %last {
        %sum = scf.for %i = %c0 to %nb step %c1 iter_args(%acc = %zero) -> (i32) {
          %x = memref.load %data[%i] : memref<512xi32>
          %s = arith.addi %acc, %x : i32
          scf.yield %s : i32
        }
        memref.store %sum, %out[%c0] : memref<1xi32>
      }
    }
    gpu.return
  }

  // PLAIN: finding (global-race): block ({{[0-9]+}},0,0) thread (0,0,0) warp 0 lane 0: writes byte offset 0 of argument 1 that block ({{[0-9]+}},0,0) thread (0,0,0) warp 0 lane 0 wrote a different value to at llvm.store at {{.*}} with nothing ordering them
  // PLAIN: exit 4
  gpu.func @plain_after(%count: memref<1xi32>, %word: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
      %b = arith.index_cast %bid : index to i32
      memref.store %b, %word[%c0] : memref<1xi32>
    }
    gpu.return
  }

  // Words 1, 3, ..., 61 (31 reads) race, word 63 is written after the
  // read (a write after read); the 32 even words do not.
  // ODD: finding (global-race): block (62,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 4 of argument 0 that block (1,0,0) thread (0,0,0) warp 0 lane 0 wrote at llvm.store {{.*}} (and 30 more times at this op)
  // ODD-NEXT: finding (global-race): block (63,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at byte offset 252 of argument 0 that block (62,0,0) thread (0,0,0) warp 0 lane 0 read at llvm.load
  // ODD-NOT: finding
  // ODD: exit 4
  gpu.func @odd_unreleased(%data: memref<64xi32>, %count: memref<1xi32>,
                           %out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %bid = gpu.block_id x
    %nb = gpu.grid_dim x
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %b = arith.index_cast %bid : index to i32
      memref.store %b, %data[%bid] : memref<64xi32>
      %parity = arith.remui %bid, %c2 : index
      %even = arith.cmpi eq, %parity, %c0 : index
      scf.if %even {
        %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
        %half = arith.divui %nb, %c2 : index
        %h = arith.index_cast %half : index to i32
        %h1 = arith.subi %h, %one : i32
        %last = arith.cmpi eq, %old, %h1 : i32
        scf.if %last {
          %sum = scf.for %i = %c0 to %nb step %c1 iter_args(%acc = %zero) -> (i32) {
            %x = memref.load %data[%i] : memref<64xi32>
            %s = arith.addi %acc, %x : i32
            scf.yield %s : i32
          }
          memref.store %sum, %out[%c0] : memref<1xi32>
        }
      }
    }
    gpu.return
  }
}
