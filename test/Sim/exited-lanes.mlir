// Warp collectives wait for the non-exited lanes of their member mask (PTX
// ISA, shfl.sync / vote.sync / match.sync / redux.sync: "wait until all
// non-exited threads corresponding to membermask have executed ..."): a
// full-mask collective in the short last warp of a 48-thread block, or
// after some lanes returned, is defined, its result over the lanes that
// execute it. Reading a value from a lane that exited or does not exist is
// still undefined (shuffle-source); a lane of the mask that is alive but
// never comes is a deadlock. Expected buffers: Inputs/sync_expected.py.
//
// RUN: %python %S/Inputs/sync_expected.py short_warp %t.short.npy
// RUN: sh -c 'warp-run --sim %s --kernel short_warp --block 48 --arg i32[336] --expect 0=%t.short.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHORT
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel short_warp --block 48 --arg i32[336] --expect 0=%t.short.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHORT
// RUN: %python %S/Inputs/sync_expected.py early_return %t.early.npy
// RUN: sh -c 'warp-run --sim %s --kernel early_return --arg i32[128] --arg i32:24 --expect 0=%t.early.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EARLY
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel early_return --arg i32[128] --arg i32:24 --expect 0=%t.early.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EARLY
// RUN: sh -c 'warp-run --sim %s --kernel read_exited --arg i32[32] --arg i32:24 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EXITED
// RUN: sh -c 'warp-run --sim %s --kernel read_missing --block 48 --arg i32[48] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MISSING
// RUN: sh -c 'warp-run --sim %s --kernel never_arrives 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NEVER

gpu.module @kernels {
  // SHORT-NOT: finding
  // SHORT: warp-run: 1 result match
  // SHORT: exit 0
  gpu.func @short_warp(%out: memref<336xi32>) workgroup(%buf: memref<48xi32, 3>) kernel {
    %all = arith.constant -1 : i32
    %true = arith.constant true
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c10 = arith.constant 10 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c48 = arith.constant 48 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %ballot = nvvm.vote.sync ballot %all, %true -> i32
    %sum = nvvm.redux.sync add %lane, %all : i32 -> i32
    %v = arith.muli %tid, %c10 : i32
    %bfly = nvvm.shfl.sync bfly %all, %v, %c8, %c31 : i32 -> i32
    %quad = arith.divui %lane, %c4 : i32
    %peers = nvvm.match.sync any %all, %quad : i32 -> i32
    %elected = nvvm.elect.sync %all -> i1
    %e = arith.extui %elected : i1 to i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    %allLow = nvvm.vote.sync all %all, %low -> i1
    %a = arith.extui %allLow : i1 to i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %tid, %buf[%t] : memref<48xi32, 3>
    nvvm.bar.warp.sync %all : i32
    %n = arith.xori %tid, %c1 : i32
    %ni = arith.index_cast %n : i32 to index
    %neighbour = memref.load %buf[%ni] : memref<48xi32, 3>
    %row = arith.constant 48 : index
    %i0 = arith.index_cast %tid : i32 to index
    %i1 = arith.addi %i0, %row : index
    %i2 = arith.addi %i1, %row : index
    %i3 = arith.addi %i2, %row : index
    %i4 = arith.addi %i3, %row : index
    %i5 = arith.addi %i4, %row : index
    %i6 = arith.addi %i5, %row : index
    memref.store %ballot, %out[%i0] : memref<336xi32>
    memref.store %sum, %out[%i1] : memref<336xi32>
    memref.store %bfly, %out[%i2] : memref<336xi32>
    memref.store %peers, %out[%i3] : memref<336xi32>
    memref.store %e, %out[%i4] : memref<336xi32>
    memref.store %a, %out[%i5] : memref<336xi32>
    memref.store %neighbour, %out[%i6] : memref<336xi32>
    gpu.return
  }

  // Lanes >= n return; the others run full-mask collectives.
  // EARLY-NOT: finding
  // EARLY: warp-run: 1 result match
  // EARLY: exit 0
  gpu.func @early_return(%out: memref<128xi32>, %n: i32) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c23 = arith.constant 23 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %inside = arith.cmpi ult, %lane, %n : i32
    cf.cond_br %inside, ^work, ^done
  ^work:
    %odd = arith.remui %lane, %c2 : i32
    %isOdd = arith.cmpi ne, %odd, %c0 : i32
    %ballot = nvvm.vote.sync ballot %all, %isOdd -> i32
    %sum = nvvm.redux.sync add %lane, %all : i32 -> i32
    %v = arith.muli %lane, %c3 : i32
    %up = nvvm.shfl.sync up %all, %v, %c1, %c0 : i32 -> i32
    %is23 = arith.cmpi eq, %lane, %c23 : i32
    %any = nvvm.vote.sync any %all, %is23 -> i1
    %anyI = arith.extui %any : i1 to i32
    %row = arith.constant 32 : index
    %i0 = arith.index_cast %lane : i32 to index
    %i1 = arith.addi %i0, %row : index
    %i2 = arith.addi %i1, %row : index
    %i3 = arith.addi %i2, %row : index
    memref.store %ballot, %out[%i0] : memref<128xi32>
    memref.store %sum, %out[%i1] : memref<128xi32>
    memref.store %up, %out[%i2] : memref<128xi32>
    memref.store %anyI, %out[%i3] : memref<128xi32>
    gpu.return
  ^done:
    gpu.return
  }

  // The same with a shuffle down 1: lane n-1 reads lane n, which returned.
  // EXITED: warp-run: finding (shuffle-source): block (0,0,0) thread (23,0,0) warp 0 lane 23: lane 23 reads lane 24, which has exited (or does not exist); its value is undefined [nvvm.shfl.sync down at {{.*}}exited-lanes.mlir:[[@LINE+12]]:10]
  // EXITED: warp-run: finding (poisoned-use): {{.*}} lane 23: lane 23 stores a value computed from the undefined result of nvvm.shfl.sync down
  // EXITED-NOT: finding
  // EXITED: exit 4
  gpu.func @read_exited(%out: memref<32xi32>, %n: i32) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %inside = arith.cmpi ult, %lane, %n : i32
    cf.cond_br %inside, ^work, ^done
  ^work:
    %d = nvvm.shfl.sync down %all, %lane, %c1, %c31 : i32 -> i32
    %i = arith.index_cast %lane : i32 to index
    memref.store %d, %out[%i] : memref<32xi32>
    gpu.return
  ^done:
    gpu.return
  }

  // 48 threads: every lane reads lane 20 of its warp; warp 1 has 16 lanes.
  // MISSING: warp-run: finding (shuffle-source): block (0,0,0) thread (32,0,0) warp 1 lane 0: lane 0 reads lane 20, which has exited (or does not exist); its value is undefined [nvvm.shfl.sync idx at {{.*}}exited-lanes.mlir:[[@LINE+8]]:10] (and 15 more times at this op)
  // MISSING: finding (poisoned-use)
  // MISSING: exit 4
  gpu.func @read_missing(%out: memref<48xi32>) kernel {
    %all = arith.constant -1 : i32
    %c20 = arith.constant 20 : i32
    %c31 = arith.constant 31 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %s = nvvm.shfl.sync idx %all, %tid, %c20, %c31 : i32 -> i32
    %i = arith.index_cast %tid : i32 to index
    memref.store %s, %out[%i] : memref<48xi32>
    gpu.return
  }

  // Lanes 0-15 shuffle with the full mask while lanes 16-31, alive, wait at
  // a bar.warp.sync of the full mask: neither completes.
  // NEVER: warp-run: finding (deadlock): block (0,0,0): deadlock: no thread can go on; warp 0 lanes 16-31 wait at nvvm.bar.warp.sync at {{.*}}exited-lanes.mlir:[[@LINE+12]]:7 (member mask 0xffffffff) for lanes 0-15; warp 0 lanes 0-15 wait at nvvm.shfl.sync bfly at {{.*}}exited-lanes.mlir:[[@LINE+10]]:12 (member mask 0xffffffff) for lanes 16-31
  // NEVER: exit 4
  gpu.func @never_arrives() kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %low {
      %s = nvvm.shfl.sync bfly %all, %lane, %c1, %c31 : i32 -> i32
    } else {
      nvvm.bar.warp.sync %all : i32
    }
    gpu.return
  }
}
