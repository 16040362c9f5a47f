// Racy and out-of-bounds programs whose bug must be found whatever the
// schedule (the lucky one included: the writer usually runs first):
// RUN: sh -c 'warp-run --sim %s --kernel lucky --block 64 --arg i32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LUCKY
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel lucky --block 64 --arg i32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LUCKY
// RUN: sh -c 'warp-run --sim %s --kernel two_blocks --grid 2 --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
// RUN: sh -c 'warp-run --sim %s --kernel block_raw --grid 4 --block 32 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RAW
// RUN: sh -c 'warp-run --sim %s --kernel nonparticipant --block 96 --arg i32[96] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NONPART
// RUN: sh -c 'warp-run --sim %s --kernel syncwarp_other_warp --block 64 --arg i32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OTHERWARP
// RUN: sh -c 'warp-run --sim %s --kernel syncwarp_partial --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PARTIAL
// RUN: sh -c 'warp-run --sim --sim-seed 2 %s --kernel syncwarp_partial --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PARTIAL
// RUN: sh -c 'warp-run --sim %s --kernel atomic_plain --block 64 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC
// RUN: sh -c 'warp-run --sim %s --kernel missing_barrier --block 64 --arg i32[64]=iota --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MISSING
// RUN: sh -c 'warp-run --sim --sim-seed 5 %s --kernel missing_barrier --block 64 --arg i32[64]=iota --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MISSING
// RUN: sh -c 'warp-run --sim %s --kernel oob --block 64 --arg i32[10] --arg i32[2] --arg i64:10 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OOB
//
// LUCKY: finding (shared-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at shared memory offset {{[0-9]+}} that thread (0,0,0) (warp 0 lane 0) wrote
// LUCKY: exit 4
// WW: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: writes byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote a different value
// WW: exit 4
// RAW: finding (global-race): block (3,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote
// RAW: exit 4
// Barrier 1 (64 threads) orders warps 0 and 1 only: warp 2's reads race.
// NONPART-NOT: thread ({{[3-5][0-9]|6[0-3]}},0,0) warp 1 {{.*}}race
// NONPART: finding (shared-race): block (0,0,0) thread ({{6[4-9]|[7-9][0-9]}},0,0) warp 2 lane {{[0-9]+}}: reads 4 bytes at shared memory offset {{[0-9]+}} that thread ({{[0-9]+}},0,0) (warp 0 lane
// NONPART: exit 4
// bar.warp.sync orders the lanes of one warp, not another warp's.
// OTHERWARP: finding (shared-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at shared memory offset {{[0-9]+}} that thread (0,0,0) (warp 0 lane 0) wrote
// OTHERWARP: exit 4
// bar.warp.sync 0x3 orders lanes 0 and 1: lane 1 reads clean, lane 2 races.
// PARTIAL-NOT: lane 1
// PARTIAL: finding (shared-race): block (0,0,0) {{thread \(2,0,0\) warp 0 lane 2: reads .* thread \(0,0,0\)|thread \(0,0,0\) warp 0 lane 0: writes .* thread \(2,0,0\)}}
// PARTIAL-NOT: lane 1
// PARTIAL: exit 4
// ATOMIC: finding (global-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at byte offset 0 of argument 0 that thread (0,0,0) (warp 0 lane 0) atomically wrote
// ATOMIC: exit 4
// MISSING: finding (shared-race)
// MISSING: exit 4
// OOB: finding (global-oob): block (0,0,0) thread (10,0,0) warp 0 lane 10: reads 4 bytes at byte offset 40 of argument 0, outside its 40 bytes
// OOB: exit 4

gpu.module @k {
  // R1: thread 0 writes shared, thread 32 reads, no barrier (thread 0 likely runs first)
  gpu.func @lucky(%out: memref<64xi32>) workgroup(%buf: memref<1xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %v = arith.constant 5 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { memref.store %v, %buf[%c0] : memref<1xi32, 3> }
    %is32 = arith.cmpi eq, %tid, %c32 : i32
    scf.if %is32 {
      %r = memref.load %buf[%c0] : memref<1xi32, 3>
      memref.store %r, %out[%t] : memref<64xi32>
    }
    gpu.return
  }
  // R2: two blocks write out[0] (different values)
  gpu.func @two_blocks(%out: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { memref.store %bid, %out[%c0] : memref<1xi32> }
    gpu.return
  }
  // R2b: block 0 writes, block 3 reads (read-after-write across blocks)
  gpu.func @block_raw(%buf: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0i = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    %b0 = arith.cmpi eq, %bid, %c0i : i32
    %b3 = arith.cmpi eq, %bid, %c3 : i32
    %w = arith.andi %is0, %b0 : i1
    %r = arith.andi %is0, %b3 : i1
    scf.if %w { memref.store %c3, %buf[%c0] : memref<2xi32> }
    scf.if %r {
      %x = memref.load %buf[%c0] : memref<2xi32>
      memref.store %x, %buf[%c1] : memref<2xi32>
    }
    gpu.return
  }
  // R3: named barrier orders warps 0,1 only; warp 2 reads warp 0's write
  gpu.func @nonparticipant(%out: memref<96xi32>) workgroup(%buf: memref<32xi32, 3>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %t = arith.index_cast %tid : i32 to index
    %w0 = arith.cmpi ult, %tid, %c32 : i32
    scf.if %w0 { memref.store %tid, %buf[%l] : memref<32xi32, 3> }
    %in = arith.cmpi ult, %tid, %c64 : i32
    scf.if %in { nvvm.barrier id = %c1 number_of_threads = %c64 }
    %nw0 = arith.cmpi uge, %tid, %c32 : i32
    scf.if %nw0 {
      %v = memref.load %buf[%l] : memref<32xi32, 3>
      memref.store %v, %out[%t] : memref<96xi32>
    }
    gpu.return
  }
  // R4: __syncwarp orders only its lanes: lane 0 of warp 0 writes, syncwarp in each warp, warp 1 lane 0 reads
  gpu.func @syncwarp_other_warp(%out: memref<64xi32>) workgroup(%buf: memref<1xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %full = arith.constant -1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { memref.store %c32, %buf[%c0] : memref<1xi32, 3> }
    nvvm.bar.warp.sync %full : i32
    %is32 = arith.cmpi eq, %tid, %c32 : i32
    scf.if %is32 {
      %r = memref.load %buf[%c0] : memref<1xi32, 3>
      memref.store %r, %out[%t] : memref<64xi32>
    }
    gpu.return
  }
  // R5: syncwarp with mask 0x3: lane 1 ok, lane 2 races
  gpu.func @syncwarp_partial(%out: memref<32xi32>) workgroup(%buf: memref<1xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %m3 = arith.constant 3 : i32
    %v = arith.constant 77 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { memref.store %v, %buf[%c0] : memref<1xi32, 3> }
    %lt2 = arith.cmpi ult, %tid, %c2 : i32
    scf.if %lt2 { nvvm.bar.warp.sync %m3 : i32 }
    %le2 = arith.cmpi ule, %tid, %c2 : i32
    %ne0 = arith.cmpi ne, %tid, %c0i : i32
    %rd = arith.andi %le2, %ne0 : i1
    scf.if %rd {
      %r = memref.load %buf[%c0] : memref<1xi32, 3>
      memref.store %r, %out[%t] : memref<32xi32>
    }
    gpu.return
  }
  // R6: atomic vs plain: thread 0 atomic add, thread 32 plain read, no barrier
  gpu.func @atomic_plain(%g: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0i = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %one = arith.constant 1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 { %a = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<2xi32>) -> i32 }
    %is32 = arith.cmpi eq, %tid, %c32 : i32
    scf.if %is32 {
      %r = memref.load %g[%c0] : memref<2xi32>
      memref.store %r, %g[%c1] : memref<2xi32>
    }
    gpu.return
  }
  // R7: reduction with barrier only before the read, missing the one after the write (classic)
  gpu.func @missing_barrier(%in: memref<64xi32>, %out: memref<1xi32>) workgroup(%buf: memref<64xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c0i = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %in[%t] : memref<64xi32>
    memref.store %v, %buf[%t] : memref<64xi32, 3>
    gpu.barrier
    %r = scf.while (%s = %c32) : (i32) -> i32 {
      %go = arith.cmpi ugt, %s, %c0i : i32
      scf.condition(%go) %s : i32
    } do {
    ^bb0(%s: i32):
      %act = arith.cmpi ult, %tid, %s : i32
      scf.if %act {
        %o = arith.addi %tid, %s : i32
        %oi = arith.index_cast %o : i32 to index
        %a = memref.load %buf[%t] : memref<64xi32, 3>
        %b = memref.load %buf[%oi] : memref<64xi32, 3>
        %sum = arith.addi %a, %b : i32
        memref.store %sum, %buf[%t] : memref<64xi32, 3>
      }
      %h = arith.shrui %s, %c1 : i32
      scf.yield %h : i32
    }
    %is0 = arith.cmpi eq, %tid, %c0i : i32
    scf.if %is0 {
      %f = memref.load %buf[%c0] : memref<64xi32, 3>
      memref.store %f, %out[%c0] : memref<1xi32>
    }
    gpu.return
  }
  // R8: OOB global read at n, grid-stride off-by-one (<=)
  gpu.func @oob(%x: memref<?xi32>, %y: memref<?xi32>, %n: i64) kernel {
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    %ni = arith.index_cast %n : i64 to index
    %le = arith.cmpi ule, %tid, %ni : index
    scf.if %le {
      %v = memref.load %x[%tid] : memref<?xi32>
      memref.store %v, %y[%c1] : memref<?xi32>
    }
    gpu.return
  }
}
