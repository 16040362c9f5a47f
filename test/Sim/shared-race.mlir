// Two threads of a block access the same shared byte, one of them writing,
// with no barrier (or, within a warp, no collective) between them:
// shared-race, at the second access, naming the first. Threads that write
// the same value race benignly and are not reported; atomics do not race
// with each other (races.mlir has atomic against plain, named barriers and
// warp masks).
//
// RUN: sh -c 'warp-run --sim %s --kernel read_after_write --arg f32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RAW
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel read_after_write --arg f32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RAW-SEED
// RUN: sh -c 'warp-run --sim %s --kernel write_after_read --block 64 --arg f32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WAR
// RUN: sh -c 'warp-run --sim %s --kernel write_write --block 64 --arg f32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
// RUN: sh -c 'warp-run --sim %s --kernel same_value --block 64 --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SAME
// RUN: sh -c 'warp-run --sim %s --kernel warp_synced --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WARP
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel warp_synced --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WARP
// RUN: sh -c 'warp-run --sim %s --kernel block_synced --block 64 --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BLOCK
// RUN: sh -c 'warp-run --sim --sim-seed 9 %s --kernel block_synced --block 64 --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BLOCK
// RUN: sh -c 'warp-run --sim %s --kernel atomics --block 64 --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMICS

gpu.module @kernels {
  // Thread t writes word t, then reads word t - 1 (t > 0) with no barrier:
  // round robin runs thread t - 1 first, so the word holds its value, but
  // nothing orders the two.
  // RAW: warp-run: finding (shared-race): block (0,0,0) thread (1,0,0) warp 0 lane 1: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}shared-race.mlir:[[@LINE+13]]:5 with no barrier in between [llvm.load at {{.*}}shared-race.mlir:[[@LINE+18]]:12] (and 30 more times at this op)
  // RAW-NOT: finding
  // RAW: exit 4
  // Under another schedule the reader may come first (then the writer is
  // reported) or read an unwritten word.
  // RAW-SEED: finding (shared-race)
  // RAW-SEED: exit 4
  gpu.func @read_after_write(%out: memref<64xf32>) workgroup(%buf: memref<32xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%t] : memref<32xf32, 3>
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
    } else {
      %prev = arith.subi %t, %c1 : index
      %v = memref.load %buf[%prev] : memref<32xf32, 3>
      memref.store %v, %out[%t] : memref<64xf32>
    }
    gpu.return
  }

  // Every thread reads word 0 (written before the barrier); thread 0 then
  // writes it for a second round with no barrier between: warp 1's reads
  // are not ordered before it.
  // After the barrier round robin runs thread 63 (the last to arrive)
  // first, then 0, 1, ...: thread 0's write races with thread 63's read,
  // and threads 1-62 then read the word thread 0 wrote, unordered.
  // WAR: warp-run: finding (shared-race): block (0,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at shared memory offset {{[0-9]+}} that thread (63,0,0) (warp 1 lane 31) read at llvm.load at {{.*}}shared-race.mlir:[[@LINE+13]]:10 with no barrier in between [llvm.store at {{.*}}shared-race.mlir:[[@LINE+17]]:7]
  // WAR-NEXT: warp-run: finding (shared-race): block (0,0,0) thread (1,0,0) warp 0 lane 1: reads 4 bytes at shared memory offset {{[0-9]+}} that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}shared-race.mlir:[[@LINE+16]]:7 with no barrier in between [llvm.load at {{.*}}shared-race.mlir:[[@LINE+12]]:10] (and 61 more times at this op)
  // WAR-NOT: finding
  // WAR: exit 4
  gpu.func @write_after_read(%out: memref<64xf32>) workgroup(%buf: memref<1xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%c0] : memref<1xf32, 3>
    }
    gpu.barrier
    %v = memref.load %buf[%c0] : memref<1xf32, 3>
    memref.store %v, %out[%t] : memref<64xf32>
    scf.if %first {
      %two = arith.constant 2.0 : f32
      memref.store %two, %buf[%c0] : memref<1xf32, 3>
    }
    gpu.return
  }

  // Every thread writes its own id to word 0 before one barrier: which
  // value thread 0 then reads depends on the order.
  // WW: warp-run: finding (shared-race): block (0,0,0) thread (1,0,0) warp 0 lane 1: writes shared memory offset {{[0-9]+}} that thread (0,0,0) (warp 0 lane 0) wrote a different value to at llvm.store at {{.*}}shared-race.mlir:[[@LINE+8]]:5 with no barrier in between [llvm.store at {{.*}}shared-race.mlir:[[@LINE+8]]:5]
  // WW-NOT: finding
  // WW: exit 4
  gpu.func @write_write(%out: memref<64xf32>) workgroup(%buf: memref<1xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%c0] : memref<1xf32, 3>
    gpu.barrier
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %v = memref.load %buf[%c0] : memref<1xf32, 3>
      memref.store %v, %out[%c0] : memref<64xf32>
    }
    gpu.return
  }

  // The same with one value for all (upstream's gpu.all_reduce does this):
  // benign.
  // SAME-NOT: finding
  // SAME: arg 0 f32[64]: 7 0 0
  // SAME: exit 0
  gpu.func @same_value(%out: memref<64xf32>) workgroup(%buf: memref<1xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %x = arith.constant 7.0 : f32
    memref.store %x, %buf[%c0] : memref<1xf32, 3>
    gpu.barrier
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %v = memref.load %buf[%c0] : memref<1xf32, 3>
      memref.store %v, %out[%c0] : memref<64xf32>
    }
    gpu.return
  }

  // Within one warp, __syncwarp orders the lanes' accesses.
  // WARP-NOT: finding
  // WARP: arg 0 f32[64]: 1 0 3 2 5 4
  // WARP: exit 0
  gpu.func @warp_synced(%out: memref<64xf32>) workgroup(%buf: memref<32xf32, 3>) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%t] : memref<32xf32, 3>
    nvvm.bar.warp.sync %all : i32
    %partner = arith.xori %t, %c1 : index
    %v = memref.load %buf[%partner] : memref<32xf32, 3>
    memref.store %v, %out[%t] : memref<64xf32>
    gpu.return
  }

  // Each thread reads its neighbour's word, then thread 0 overwrites word
  // 0 with the sum and every thread reads it: a barrier between every
  // write and the reads it feeds, and between the reads and the next write.
  // BLOCK-NOT: finding
  // BLOCK: arg 0 f32[64]: 2017 2018 2019
  // BLOCK: exit 0
  gpu.func @block_synced(%out: memref<64xf32>) workgroup(%buf: memref<64xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%t] : memref<64xf32, 3>
    gpu.barrier
    %next = arith.addi %t, %c1 : index
    %n = arith.andi %next, %c63 : index
    %mine = memref.load %buf[%n] : memref<64xf32, 3>
    %first = arith.cmpi eq, %t, %c0 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.if %first -> f32 {
      %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %buf[%i] : memref<64xf32, 3>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      scf.yield %s : f32
    } else {
      scf.yield %zero : f32
    }
    gpu.barrier
    scf.if %first {
      memref.store %sum, %buf[%c0] : memref<64xf32, 3>
    }
    gpu.barrier
    %total = memref.load %buf[%c0] : memref<64xf32, 3>
    %r = arith.addf %total, %mine : f32
    memref.store %r, %out[%t] : memref<64xf32>
    gpu.return
  }

  // Atomic adds to one word do not race.
  // ATOMICS-NOT: finding
  // ATOMICS: arg 0 f32[64]: 64 0
  // ATOMICS: exit 0
  gpu.func @atomics(%out: memref<64xf32>) workgroup(%buf: memref<1xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %t, %c0 : index
    %zero = arith.constant 0.0 : f32
    scf.if %first {
      memref.store %zero, %buf[%c0] : memref<1xf32, 3>
    }
    gpu.barrier
    %one = arith.constant 1.0 : f32
    %old = memref.atomic_rmw addf %one, %buf[%c0] : (f32, memref<1xf32, 3>) -> f32
    gpu.barrier
    scf.if %first {
      %v = memref.load %buf[%c0] : memref<1xf32, 3>
      memref.store %v, %out[%c0] : memref<64xf32>
    }
    gpu.return
  }
}
