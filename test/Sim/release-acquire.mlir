// Message passing through a flag is correct code when the flag is written
// with release and read with acquire (st.release/ld.acquire, or
// fence.acq_rel/membar around relaxed accesses): the data written before
// the release happens before the reads after the acquire. With relaxed
// accesses and no fence nothing orders them: a race on the data.
//
// RUN: sh -c 'warp-run --sim %s --kernel global_ra --grid 2 --block 32 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel global_ra --grid 2 --block 32 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel global_ra --grid 2 --block 32 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel global_relaxed --grid 2 --block 32 --arg i32[3] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL-RELAXED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel global_relaxed --grid 2 --block 32 --arg i32[3] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL-RELAXED
// RUN: sh -c 'warp-run --sim %s --kernel global_fences --grid 2 --block 32 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel global_membar --grid 2 --block 32 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel global_block_scope --grid 2 --block 32 --arg i32[3] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BLOCK-SCOPE
// RUN: sh -c 'warp-run --sim %s --kernel shared_ra --block 64 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel shared_ra --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED-SEED
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel shared_ra --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED-SEED
// RUN: sh -c 'warp-run --sim %s --kernel shared_relaxed --block 64 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED-RELAXED

module {
  llvm.mlir.global internal @data() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @flag() {addr_space = 3 : i32, alignment = 4 : i64} : i32

  // Block 0 thread 0: word 0 = 42, then flag (word 1) = 1 with release.
  // Block 1 thread 0: flag with acquire; when 1, copies word 0 to word 2.
  // The blocks run one after another here, so block 1 sees the flag:
  // 42 1 42 (on a GPU it may also see 0 and copy nothing).
  // GLOBAL-NOT: finding
  // GLOBAL: arg 0 i32[3]: 42 1 42
  // GLOBAL: exit 0
  llvm.func ptx_kernelcc @global_ra(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %copy = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %g : i32, !llvm.ptr<1>
    llvm.store %c1, %flag atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %copy : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // The same with relaxed (monotonic) flag accesses: the data race is
  // reported at block 1's read of word 0, naming block 0's write.
  // GLOBAL-RELAXED: warp-run: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote at llvm.store at {{.*}}release-acquire.mlir:[[@LINE+18]]:5 with nothing ordering them [llvm.load at {{.*}}release-acquire.mlir:[[@LINE+26]]:10]
  // GLOBAL-RELAXED-NOT: finding
  // GLOBAL-RELAXED: exit 4
  llvm.func ptx_kernelcc @global_relaxed(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %copy = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %g : i32, !llvm.ptr<1>
    llvm.store %c1, %flag atomic syncscope("device") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %copy : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Relaxed flag accesses between a release fence and an acquire fence
  // (fence.acq_rel.gpu as MLIR's llvm.fence, clang's __threadfence as
  // membar.gl): correct, 42 1 42.
  llvm.func ptx_kernelcc @global_fences(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %copy = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %g : i32, !llvm.ptr<1>
    llvm.fence syncscope("device") release
    llvm.store %c1, %flag atomic syncscope("device") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.fence syncscope("device") acquire
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %copy : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func ptx_kernelcc @global_membar(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %copy = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %g : i32, !llvm.ptr<1>
    llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
    %old = llvm.atomicrmw xchg %flag, %c1 monotonic : !llvm.ptr<1>, i32
    llvm.br ^done
  ^consume:
    %f = llvm.atomicrmw add %flag, %c0 monotonic : !llvm.ptr<1>, i32
    llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %copy : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Release and acquire of block scope (syncscope "block", .cta) do not
  // reach another block: the race is reported.
  // BLOCK-SCOPE: warp-run: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote at llvm.store at {{.*}}release-acquire.mlir:[[@LINE+18]]:5 with nothing ordering them [llvm.load at {{.*}}release-acquire.mlir:[[@LINE+26]]:10]
  // BLOCK-SCOPE-NOT: finding
  // BLOCK-SCOPE: exit 4
  llvm.func ptx_kernelcc @global_block_scope(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %copy = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^thread0, ^done
  ^thread0:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %g : i32, !llvm.ptr<1>
    llvm.store %c1, %flag atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("block") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %copy : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // In shared memory: thread 0 clears the flag before a barrier, then
  // writes data = 42 and releases flag = 1; thread 32 acquires the flag
  // and, when it is 1, copies the data out. Round robin runs thread 0
  // first after the barrier: 42. Other schedules may read the flag first
  // (then nothing is copied); either way there is no race.
  // SHARED-NOT: finding
  // SHARED: arg 0 i32[1]: 42
  // SHARED: exit 0
  // SHARED-SEED-NOT: finding
  // SHARED-SEED: exit 0
  llvm.func ptx_kernelcc @shared_ra(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %data = llvm.mlir.addressof @data : !llvm.ptr<3>
    %flag = llvm.mlir.addressof @flag : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^init, ^sync
  ^init:
    llvm.store %c0, %flag : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    llvm.cond_br %first, ^produce, ^other
  ^produce:
    llvm.store %c42, %data : i32, !llvm.ptr<3>
    llvm.store %c1, %flag atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<3>
    llvm.br ^done
  ^other:
    %consumer = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %consumer, ^consume, ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("block") acquire {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %data : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Relaxed: thread 32's read of the data races with thread 0's write.
  // SHARED-RELAXED: warp-run: finding (shared-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at shared memory offset 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}release-acquire.mlir:[[@LINE+20]]:5 with no barrier in between [llvm.load at {{.*}}release-acquire.mlir:[[@LINE+31]]:10]
  // SHARED-RELAXED-NOT: finding
  // SHARED-RELAXED: exit 4
  llvm.func ptx_kernelcc @shared_relaxed(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %data = llvm.mlir.addressof @data : !llvm.ptr<3>
    %flag = llvm.mlir.addressof @flag : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^init, ^sync
  ^init:
    llvm.store %c0, %flag : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    llvm.cond_br %first, ^produce, ^other
  ^produce:
    llvm.store %c42, %data : i32, !llvm.ptr<3>
    llvm.store %c1, %flag atomic syncscope("block") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<3>
    llvm.br ^done
  ^other:
    %consumer = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %consumer, ^consume, ^done
  ^consume:
    %f = llvm.load %flag atomic syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %ready = llvm.icmp "eq" %f, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %v = llvm.load %data : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }
}
