// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=32 args=i32[1] i32[1] i32[1]
// RACE-STATIC: R3-ok
// The message passing of l_fence_flag.mlir without the consumer's acquire
// fence: a relaxed read of the flag synchronises with nothing, so when
// block 1 sees flag = 1 its read of data is unordered with block 0's write
// (PTX ISA, "Data races"): a real race in the execution where block 0 runs
// first (the simulator's).
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
