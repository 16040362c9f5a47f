// RACE-EXPECT: none
// RACE-LAUNCH: grid=2 block=32 args=i32[1] i32[1] i32[1]
// RACE-STATIC: R3-ok
// Message passing between blocks by fences and a relaxed flag (LLVM
// dialect, as clang emits __threadfence around a relaxed atomic): block 0's
// thread 0 writes data, a release fence, flag = 1 (monotonic); block 1's
// thread 0 reads the flag (monotonic), an acquire fence, and reads data only
// when it saw 1. PTX ISA, "Release and acquire patterns": the fence-write
// and read-fence pair synchronise when the read observes the write, so the
// data read is ordered after the data write; when it sees 0 it reads
// nothing. Safe, but only the flag's value says so (R3 acceptable).
module {
  llvm.func ptx_kernelcc @fence_flag(%data: !llvm.ptr, %flag: !llvm.ptr, %copy: !llvm.ptr) {
    %d = llvm.addrspacecast %data : !llvm.ptr to !llvm.ptr<1>
    %f = llvm.addrspacecast %flag : !llvm.ptr to !llvm.ptr<1>
    %c = llvm.addrspacecast %copy : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c42 = llvm.mlir.constant(42 : i32) : i32
    %lead = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %lead, ^lead, ^done
  ^lead:
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    llvm.cond_br %b0, ^produce, ^consume
  ^produce:
    llvm.store %c42, %d : i32, !llvm.ptr<1>
    llvm.fence syncscope("device") release
    llvm.store %c1, %f atomic syncscope("device") monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %v = llvm.load %f atomic syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.fence syncscope("device") acquire
    %ready = llvm.icmp "eq" %v, %c1 : i32
    llvm.cond_br %ready, ^read, ^done
  ^read:
    %x = llvm.load %d : !llvm.ptr<1> -> i32
    llvm.store %x, %c : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
