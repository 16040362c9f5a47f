// The race check's global memory belongs to the launch, not to a resident
// block: when block 0 spins on a flag that block 1 sets, both are resident
// (each in a block model of its own, Device.cpp), and each must see the
// other's accesses and releases. Before, each resident block kept its own
// shadow of global memory and its own release clocks, so races between
// blocks resident together went unreported. Expected values by hand.
//
// Block 0 writes the word, then polls the flag; block 1 writes the word
// with another value, then sets the flag: nothing orders the two writes.
// RUN: sh -c 'warp-run --sim %s --kernel write_write --grid 2 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel write_write --grid 2 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel write_write --grid 2 --block 32 --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
//
// Block 1 reads the word before it touches the flag: a race with block
// 0's write.
// RUN: sh -c 'warp-run --sim %s --kernel read_early --grid 2 --block 32 --arg i32[1] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EARLY
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel read_early --grid 2 --block 32 --arg i32[1] --arg i32[1] --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EARLY
//
// Block 1 reads it after its acq_rel update of the flag, which reads from
// block 0's polls (acq_rel updates: releases that come after block 0's
// write): ordered, clean; block 1 copies 7.
// RUN: sh -c 'warp-run --sim %s --kernel read_late --grid 2 --block 32 --arg i32[1] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LATE
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel read_late --grid 2 --block 32 --arg i32[1] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LATE
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel read_late --grid 2 --block 32 --arg i32[1] --arg i32[1] --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LATE

gpu.module @kernels {
  // WW: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: writes byte offset 0 of argument 1 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote a different value to at
  // WW: exit 4
  gpu.func @write_write(%flag: memref<1xi32>, %word: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %lead {
      scf.if %first {
        memref.store %one, %word[%c0] : memref<1xi32>
        scf.while : () -> () {
          %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
          %wait = arith.cmpi eq, %v, %zero : i32
          scf.condition(%wait)
        } do {
          scf.yield
        }
      } else {
        memref.store %two, %word[%c0] : memref<1xi32>
        %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
    }
    gpu.return
  }

  // EARLY: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 1 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote at
  // EARLY: exit 4
  gpu.func @read_early(%flag: memref<1xi32>, %word: memref<1xi32>,
                       %copy: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %seven = arith.constant 7 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %lead {
      scf.if %first {
        memref.store %seven, %word[%c0] : memref<1xi32>
        scf.while : () -> () {
          %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
          %wait = arith.cmpi eq, %v, %zero : i32
          scf.condition(%wait)
        } do {
          scf.yield
        }
      } else {
        %x = memref.load %word[%c0] : memref<1xi32>
        memref.store %x, %copy[%c0] : memref<1xi32>
        %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
    }
    gpu.return
  }

  // LATE-NOT: finding
  // LATE: arg 1 i32[1]: 7
  // LATE: arg 2 i32[1]: 7
  // LATE: exit 0
  gpu.func @read_late(%flag: memref<1xi32>, %word: memref<1xi32>,
                      %copy: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %seven = arith.constant 7 : i32
    %b = gpu.block_id x
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %b, %c0 : index
    %lead = arith.cmpi eq, %t, %c0 : index
    scf.if %lead {
      scf.if %first {
        memref.store %seven, %word[%c0] : memref<1xi32>
        scf.while : () -> () {
          %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
          %wait = arith.cmpi eq, %v, %zero : i32
          scf.condition(%wait)
        } do {
          scf.yield
        }
      } else {
        %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %x = memref.load %word[%c0] : memref<1xi32>
        memref.store %x, %copy[%c0] : memref<1xi32>
      }
    }
    gpu.return
  }
}
