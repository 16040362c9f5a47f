// RACE-EXPECT: R2
// RACE-LAUNCH: grid=2 block=32 args=i32[1] i32[1] i32[1]
// RACE-STATIC: R3-ok
// The release/acquire pair of l_release_acquire.mlir at block scope
// (syncscope "block", st.release.cta / ld.acquire.cta) between two
// blocks: a .cta release does not reach another block (PTX ISA, "Scope"),
// so block 1's data read is unordered with block 0's data write.
module {
  llvm.func ptx_kernelcc @release_cta(%data: !llvm.ptr, %flag: !llvm.ptr, %copy: !llvm.ptr) {
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
    llvm.store %c1, %f atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^done
  ^consume:
    %v = llvm.load %f atomic syncscope("block") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
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
