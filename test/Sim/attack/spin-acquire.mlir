// A consumer that spins on a flag with ld.acquire until the producer's
// st.release sets it, then reads the data the producer wrote before the
// release: correct message passing (PTX ISA, "Release and acquire
// patterns"). The spin point (a yield when the thread's time slice is
// spent) sat between the load's address check, which performs the
// acquire, and the load: a consumer that yielded there loaded the flag
// the producer released meanwhile without acquiring it, and its read of
// the data was a false shared-race/global-race (under most seeds).
// Expected values by hand: the data is 99.
//
// RUN: warp-run --sim %s --kernel shared_spin --block 64 --arg i32[1] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed 1 %s --kernel shared_spin --block 64 --arg i32[1] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed 3 %s --kernel shared_spin --block 64 --arg i32[1] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed 7 %s --kernel shared_spin --block 64 --arg i32[1] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim %s --kernel global_spin --grid 2 --block 32 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: warp-run --sim --sim-seed 2 %s --kernel global_spin --grid 2 --block 32 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: warp-run --sim --sim-seed 5 %s --kernel global_spin --grid 2 --block 32 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel shared_spin_relaxed --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RELAXED

// CLEAN-NOT: finding
// CLEAN: arg 0 i32[1]: 99
// GLOBAL-NOT: finding
// GLOBAL: arg 0 i32[3]: 99 1 99

module {
  llvm.mlir.global internal @data() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @flag() {addr_space = 3 : i32, alignment = 4 : i64} : i32

  // Thread 0 zeroes the flag before a barrier, then writes 99 to @data
  // and releases the flag; thread 32 spins with acquire, then copies
  // @data out.
  llvm.func ptx_kernelcc @shared_spin(%out: !llvm.ptr) {
    %g = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %d = llvm.mlir.addressof @data : !llvm.ptr<3>
    %f = llvm.mlir.addressof @flag : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %is0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %is0, ^init, ^sync
  ^init:
    llvm.store %c0, %f : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    nvvm.barrier0
    llvm.cond_br %is0, ^produce, ^other
  ^produce:
    llvm.store %c99, %d : i32, !llvm.ptr<3>
    llvm.store %c1, %f atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<3>
    llvm.br ^done
  ^other:
    %isc = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %isc, ^spin, ^done
  ^spin:
    %v = llvm.load %f atomic syncscope("block") acquire {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    %x = llvm.load %d : !llvm.ptr<3> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Block 0 thread 0 spins (acquire, device scope) on word 1 until block
  // 1 thread 0 has written 99 to word 2 and released word 1; then it
  // copies word 2 to word 0: 99 1 99. (Block 0 spins: block 1 is let in.)
  llvm.func ptx_kernelcc @global_spin(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %data = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^spin, ^produce
  ^produce:
    llvm.store %c99, %data : i32, !llvm.ptr<1>
    llvm.store %c1, %flag atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^spin:
    %v = llvm.load %flag atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    %x = llvm.load %data : !llvm.ptr<1> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // The same as shared_spin with relaxed flag accesses: nothing orders
  // the data; the race is found (whatever the schedule).
  // RELAXED: warp-run: finding (shared-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}spin-acquire.mlir:[[@LINE+20]]:5 with no barrier in between [llvm.load at {{.*}}spin-acquire.mlir:[[@LINE+31]]:10]
  // RELAXED: exit 4
  llvm.func ptx_kernelcc @shared_spin_relaxed(%out: !llvm.ptr) {
    %g = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %d = llvm.mlir.addressof @data : !llvm.ptr<3>
    %f = llvm.mlir.addressof @flag : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %is0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %is0, ^init, ^sync
  ^init:
    llvm.store %c0, %f : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    nvvm.barrier0
    llvm.cond_br %is0, ^produce, ^other
  ^produce:
    llvm.store %c99, %d : i32, !llvm.ptr<3>
    llvm.store %c1, %f atomic syncscope("block") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<3>
    llvm.br ^done
  ^other:
    %isc = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %isc, ^spin, ^done
  ^spin:
    %v = llvm.load %f atomic syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    %x = llvm.load %d : !llvm.ptr<3> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
