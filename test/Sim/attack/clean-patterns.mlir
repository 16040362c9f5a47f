// Correct programs that must run clean, under several schedules, with
// the values computed by hand: named barriers of two warp pairs,
// warp-synchronous exchange through shared memory (bar.warp.sync),
// atomics-only counters over a grid, a grid-stride loop, a block tree
// reduction, shared atomics between barriers, a shuffle butterfly.
//
// RUN: warp-run --sim %s --kernel two_groups --block 128 --arg 'i32[128]' --print 2>&1 | FileCheck %s --check-prefix=GROUPS
// RUN: warp-run --sim --sim-seed 3 %s --kernel two_groups --block 128 --arg 'i32[128]' --print 2>&1 | FileCheck %s --check-prefix=GROUPS
// RUN: warp-run --sim %s --kernel warp_sync_xchg --block 64 --arg 'i32[64]' --print 2>&1 | FileCheck %s --check-prefix=XCHG
// RUN: warp-run --sim --sim-seed 7 %s --kernel warp_sync_xchg --block 64 --arg 'i32[64]' --print 2>&1 | FileCheck %s --check-prefix=XCHG
// RUN: warp-run --sim %s --kernel atomic_counter --grid 4 --block 64 --arg 'i32[2]' --print 2>&1 | FileCheck %s --check-prefix=COUNTER
// RUN: warp-run --sim --sim-seed 5 %s --kernel atomic_counter --grid 4 --block 64 --arg 'i32[2]' --print 2>&1 | FileCheck %s --check-prefix=COUNTER
// RUN: warp-run --sim %s --kernel grid_stride --grid 3 --block 32 --arg 'i32[200]=iota' --arg 'i32[200]' --arg i32:200 --print 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: warp-run --sim --sim-seed 2 %s --kernel grid_stride --grid 3 --block 32 --arg 'i32[200]=iota' --arg 'i32[200]' --arg i32:200 --print 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: warp-run --sim %s --kernel tree --block 128 --arg 'i32[128]=iota' --arg 'i32[1]' --print 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: warp-run --sim --sim-seed 9 %s --kernel tree --block 128 --arg 'i32[128]=iota' --arg 'i32[1]' --print 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: warp-run --sim %s --kernel shared_atomic_then_read --block 64 --arg 'i32[64]' --print 2>&1 | FileCheck %s --check-prefix=SATOMIC
// RUN: warp-run --sim --sim-seed 4 %s --kernel shared_atomic_then_read --block 64 --arg 'i32[64]' --print 2>&1 | FileCheck %s --check-prefix=SATOMIC
// RUN: warp-run --sim --sim-seed 1 %s --kernel bfly --grid 2 --block 64 --arg 'i32[128]' --out 0=%t.bfly.npy 2>&1 | FileCheck %s --check-prefix=CLEAN --allow-empty
// RUN: %python %S/Inputs/attack_expected.py bfly %t.bfly.expected.npy
// RUN: warp-run --sim %s --kernel bfly --grid 2 --block 64 --arg 'i32[128]' --expect 0=%t.bfly.expected.npy 2>&1 | FileCheck %s --check-prefix=MATCH
//
// CLEAN-NOT: finding
// GROUPS-NOT: finding
// Thread t reads the word of thread t ^ 32, written before barrier 1
// (threads 0-63) or 2 (threads 64-127), 64 threads each.
// GROUPS: arg 0 i32[128]: 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 ...
// XCHG-NOT: finding
// XCHG: arg 0 i32[64]: 1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30 ...
// Word 0: 4 blocks * sum(t % 3, t < 64) = 4 * 63; word 1: max tid = 63.
// COUNTER-NOT: finding
// COUNTER: arg 0 i32[2]: 252 63
// STRIDE-NOT: finding
// STRIDE: arg 1 i32[200]: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31 33 35 37 39 41 43 45 47 49 51 53 55 57 59 61 63 ...
// sum(0..127) = 8128
// TREE-NOT: finding
// TREE: arg 1 i32[1]: 8128
// sum(0..63) = 2016 in every thread
// SATOMIC-NOT: finding
// SATOMIC: arg 0 i32[64]: 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 2016 ...
// MATCH-NOT: finding
// MATCH: 1 result match

gpu.module @k {
  // 1. two named barriers ping-pong, 4 rounds, warps 0..3 where warps 0,1 use barrier 1 (64) and warps 2,3 use barrier 2 (64) independently
  gpu.func @two_groups(%out: memref<128xi32>) workgroup(%buf: memref<128xi32, 3>) kernel {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %tid, %buf[%t] : memref<128xi32, 3>
    %lo = arith.cmpi ult, %tid, %c64 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    nvvm.barrier id = %id number_of_threads = %c64
    // read partner in the other warp of the group: tid ^ 32
    %p = arith.xori %tid, %c32 : i32
    %pi = arith.index_cast %p : i32 to index
    %v = memref.load %buf[%pi] : memref<128xi32, 3>
    memref.store %v, %out[%t] : memref<128xi32>
    gpu.return
  }
  // 2. warp-synchronous: store shared, bar.warp.sync full, read lane^1
  gpu.func @warp_sync_xchg(%out: memref<64xi32>) workgroup(%buf: memref<64xi32, 3>) kernel {
    %c1 = arith.constant 1 : i32
    %full = arith.constant -1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %tid, %buf[%t] : memref<64xi32, 3>
    nvvm.bar.warp.sync %full : i32
    %p = arith.xori %tid, %c1 : i32
    %pi = arith.index_cast %p : i32 to index
    %v = memref.load %buf[%pi] : memref<64xi32, 3>
    memref.store %v, %out[%t] : memref<64xi32>
    gpu.return
  }
  // 3. atomics-only counter, grid 4 block 64: every thread adds tid%3; expect 4*sum
  gpu.func @atomic_counter(%ctr: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %v = arith.remui %tid, %c3 : i32
    %a = memref.atomic_rmw addi %v, %ctr[%c0] : (i32, memref<2xi32>) -> i32
    %b = memref.atomic_rmw maxs %tid, %ctr[%c1] : (i32, memref<2xi32>) -> i32
    gpu.return
  }
  // 4. grid-stride loop y = 2x+1
  gpu.func @grid_stride(%x: memref<?xi32>, %y: memref<?xi32>, %n: i32) kernel {
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bd = nvvm.read.ptx.sreg.ntid.x : i32
    %gd = nvvm.read.ptx.sreg.nctaid.x : i32
    %s0 = arith.muli %bid, %bd : i32
    %start = arith.addi %s0, %tid : i32
    %stride = arith.muli %bd, %gd : i32
    %ni = arith.index_cast %n : i32 to index
    %si = arith.index_cast %start : i32 to index
    %st = arith.index_cast %stride : i32 to index
    scf.for %i = %si to %ni step %st {
      %v = memref.load %x[%i] : memref<?xi32>
      %w = arith.muli %v, %two : i32
      %u = arith.addi %w, %one : i32
      memref.store %u, %y[%i] : memref<?xi32>
    }
    gpu.return
  }
  // 5. block tree reduction, block 128: sum of in[0..127]
  gpu.func @tree(%in: memref<128xi32>, %out: memref<1xi32>) workgroup(%buf: memref<128xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %in[%t] : memref<128xi32>
    memref.store %v, %buf[%t] : memref<128xi32, 3>
    gpu.barrier
    %c64 = arith.constant 64 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.while (%s = %c64) : (i32) -> i32 {
      %go = arith.cmpi ugt, %s, %c0i : i32
      scf.condition(%go) %s : i32
    } do {
    ^bb0(%s: i32):
      %act = arith.cmpi ult, %tid, %s : i32
      scf.if %act {
        %o = arith.addi %tid, %s : i32
        %oi = arith.index_cast %o : i32 to index
        %a = memref.load %buf[%t] : memref<128xi32, 3>
        %b = memref.load %buf[%oi] : memref<128xi32, 3>
        %sum = arith.addi %a, %b : i32
        memref.store %sum, %buf[%t] : memref<128xi32, 3>
      }
      gpu.barrier
      %h = arith.shrui %s, %c1 : i32
      scf.yield %h : i32
    }
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 {
      %f = memref.load %buf[%c0] : memref<128xi32, 3>
      memref.store %f, %out[%c0] : memref<1xi32>
    }
    gpu.return
  }
  // 6. shared atomics then barrier then plain read by every thread
  gpu.func @shared_atomic_then_read(%out: memref<64xi32>) workgroup(%buf: memref<1xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { memref.store %c0i, %buf[%c0] : memref<1xi32, 3> }
    gpu.barrier
    %a = memref.atomic_rmw addi %tid, %buf[%c0] : (i32, memref<1xi32, 3>) -> i32
    gpu.barrier
    %v = memref.load %buf[%c0] : memref<1xi32, 3>
    memref.store %v, %out[%t] : memref<64xi32>
    gpu.return
  }
  // 7. shuffle butterfly sum across a full warp, grid 2 block 64
  gpu.func @bfly(%out: memref<128xi32>) kernel {
    %full = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %c64 = arith.constant 64 : i32
    %g0 = arith.muli %bid, %c64 : i32
    %g = arith.addi %g0, %tid : i32
    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %s1 = nvvm.shfl.sync bfly %full, %g, %c16, %c31 : i32 -> i32
    %a1 = arith.addi %g, %s1 : i32
    %s2 = nvvm.shfl.sync bfly %full, %a1, %c8, %c31 : i32 -> i32
    %a2 = arith.addi %a1, %s2 : i32
    %s3 = nvvm.shfl.sync bfly %full, %a2, %c4, %c31 : i32 -> i32
    %a3 = arith.addi %a2, %s3 : i32
    %s4 = nvvm.shfl.sync bfly %full, %a3, %c2, %c31 : i32 -> i32
    %a4 = arith.addi %a3, %s4 : i32
    %s5 = nvvm.shfl.sync bfly %full, %a4, %c1, %c31 : i32 -> i32
    %a5 = arith.addi %a4, %s5 : i32
    %gi = arith.index_cast %g : i32 to index
    memref.store %a5, %out[%gi] : memref<128xi32>
    gpu.return
  }
}
