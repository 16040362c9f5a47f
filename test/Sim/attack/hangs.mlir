// Programs that must end with a clear result rather than hang or crash:
// warps at two different counted barriers (a deadlock, reported); a spin
// on a flag nobody sets (the watchdog); 400 KB of local memory per thread
// (runs), 800 KB (refused: more than 512 KiB).
//
// RUN: sh -c 'warp-run --sim %s --kernel two_bars --block 64 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=DEADLOCK
// RUN: sh -c 'warp-run --sim --timeout 2 %s --kernel never --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NEVER
// RUN: warp-run --sim %s --kernel deep_local --block 32 --arg 'i32[32]' --arg i64:100000 --print 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: sh -c 'warp-run --sim %s --kernel too_local --block 32 --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOOLOCAL
//
// DEADLOCK: finding (deadlock): block (0,0,0): deadlock: no thread can go on; warp 0 lanes 0-31 wait at barrier 1, {{.*}}(1 of 2 warps arrived); warp 1 lanes 0-31 wait at barrier 2, {{.*}}(1 of 2 warps arrived)
// DEADLOCK: exit 4
// NEVER: the kernel did not finish within 2 s (the watchdog stopped it)
// NEVER: exit 3
// Thread t: a[99999] = 99999 + t.
// DEEP-NOT: finding
// DEEP: arg 0 i32[32]: 99999 100000 100001 100002 100003 100004 100005 100006 100007 100008 100009 100010 100011 100012 100013 100014 100015 100016 100017 100018 100019 100020 100021 100022 100023 100024 100025 100026 100027 100028 100029 100030
// TOOLOCAL: a thread needs 800000 bytes of local memory, more than the 524288 (512 KiB) it may have
// TOOLOCAL: exit 1

gpu.module @k {
  // D1: warps wait at different named barriers: deadlock must be reported
  gpu.func @two_bars() kernel {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lo = arith.cmpi ult, %tid, %c32 : i32
    %id = arith.select %lo, %c1, %c2 : i32
    nvvm.barrier id = %id number_of_threads = %c64
    gpu.return
  }
  // D2: thread 0 waits for a flag nobody sets (livelock): watchdog
  gpu.func @never(%f: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %z : i32
    scf.if %is0 {
      scf.while : () -> () {
        %v = memref.atomic_rmw addi %z, %f[%c0] : (i32, memref<1xi32>) -> i32
        %w = arith.cmpi eq, %v, %z : i32
        scf.condition(%w)
      } do { scf.yield }
    }
    gpu.return
  }
  // D5: deep local array: 100000 i32 (400 KB) per thread
  gpu.func @deep_local(%out: memref<32xi32>, %n: i64) kernel {
    %a = memref.alloca() : memref<100000xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    %ti = arith.index_cast %tid : index to i32
    %nn = arith.index_cast %n : i64 to index
    scf.for %i = %c0 to %nn step %c1 {
      %ii = arith.index_cast %i : index to i32
      %v = arith.addi %ii, %ti : i32
      memref.store %v, %a[%i] : memref<100000xi32>
    }
    %c99 = arith.constant 99999 : index
    %r = memref.load %a[%c99] : memref<100000xi32>
    memref.store %r, %out[%tid] : memref<32xi32>
    gpu.return
  }
  gpu.func @too_local(%out: memref<32xi32>) kernel {
    %a = memref.alloca() : memref<200000xi32>
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %ti = arith.index_cast %tid : index to i32
    memref.store %ti, %a[%tid] : memref<200000xi32>
    %r = memref.load %a[%tid] : memref<200000xi32>
    memref.store %r, %out[%tid] : memref<32xi32>
    gpu.return
  }
}
