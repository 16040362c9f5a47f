// `volatile int *flag` message passing (the CUDA samples' threadFence
// idiom): NVPTX selects ld.volatile/st.volatile for LLVM's volatile
// accesses, and the PTX ISA gives them "the same memory synchronization
// semantics as ld.relaxed.sys": morally strong. The volatile flag itself
// races with nothing; with membar/fence around it, the data written
// before the producer's fence happens before the consumer's reads after
// its fence. The simulator took volatile accesses as plain ones and
// reported both (false global-race on correct code, every seed).
// Without the fences the data still races; a plain store to the flag
// still races with the volatile polls. Expected values by hand.
//
// RUN: warp-run --sim %s --kernel fenced --block 64 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed 1 %s --kernel fenced --block 64 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed 8 %s --kernel fenced --block 64 --arg i32[3] --print 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel unfenced --block 64 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNFENCED
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel plain_flag --block 64 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PLAIN

// Thread 0 writes 99 to word 2, membar.gl, volatile store of 1 to word 1;
// thread 32 polls word 1 (volatile) until it is 1, membar.gl, copies word
// 2 to word 0: 99 1 99.
// CLEAN-NOT: finding
// CLEAN: arg 0 i32[3]: 99 1 99

// UNFENCED-NOT: at byte offset 4
// UNFENCED: warp-run: finding (global-race): block (0,0,0) thread (32,0,0) warp 1 lane 0: reads 4 bytes at byte offset 8 of argument 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}volatile-flag.mlir:[[@LINE+52]]:5 with nothing ordering them
// UNFENCED-NOT: at byte offset 4
// UNFENCED: exit 4

// PLAIN: warp-run: finding (global-race): {{.*}} 4 bytes at byte offset 4 of argument 0 that thread {{.*}} with nothing ordering them
// PLAIN: exit 4

module {
  llvm.func ptx_kernelcc @fenced(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %data = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %is0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %is0, ^produce, ^other
  ^produce:
    llvm.store %c99, %data : i32, !llvm.ptr<1>
    nvvm.memory.barrier #nvvm.mem_scope<gpu>
    llvm.store volatile %c1, %flag : i32, !llvm.ptr<1>
    llvm.br ^done
  ^other:
    %isc = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %isc, ^spin, ^done
  ^spin:
    %v = llvm.load volatile %flag : !llvm.ptr<1> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    nvvm.memory.barrier #nvvm.mem_scope<gpu>
    %x = llvm.load %data : !llvm.ptr<1> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  llvm.func ptx_kernelcc @unfenced(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %data = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %is0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %is0, ^produce, ^other
  ^produce:
    llvm.store %c99, %data : i32, !llvm.ptr<1>
    llvm.store volatile %c1, %flag : i32, !llvm.ptr<1>
    llvm.br ^done
  ^other:
    %isc = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %isc, ^spin, ^done
  ^spin:
    %v = llvm.load volatile %flag : !llvm.ptr<1> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    %x = llvm.load %data : !llvm.ptr<1> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  llvm.func ptx_kernelcc @plain_flag(%buf: !llvm.ptr) {
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c99 = llvm.mlir.constant(99 : i32) : i32
    %flag = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %data = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %is0 = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %is0, ^produce, ^other
  ^produce:
    llvm.store %c99, %data : i32, !llvm.ptr<1>
    nvvm.memory.barrier #nvvm.mem_scope<gpu>
    llvm.store %c1, %flag : i32, !llvm.ptr<1>
    llvm.br ^done
  ^other:
    %isc = llvm.icmp "eq" %t, %c32 : i32
    llvm.cond_br %isc, ^spin, ^done
  ^spin:
    %v = llvm.load volatile %flag : !llvm.ptr<1> -> i32
    %z = llvm.icmp "eq" %v, %c0 : i32
    llvm.cond_br %z, ^spin, ^read
  ^read:
    nvvm.memory.barrier #nvvm.mem_scope<gpu>
    %x = llvm.load %data : !llvm.ptr<1> -> i32
    llvm.store %x, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
