// RACE-EXPECT: R1
// RACE-LAUNCH: grid=1 block=64 args=i32[1]
// LLVM dialect, shared memory: every thread of the block stores its thread
// number to one shared word (threads 0 and 1 write 0 and 1), then a barrier,
// then thread 0 copies the word out.
module {
  llvm.mlir.global internal @word() {addr_space = 3 : i32, alignment = 4 : i64} : i32
  llvm.func ptx_kernelcc @shared_word(%out: !llvm.ptr) {
    %o = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %w = llvm.mlir.addressof @word : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %t, %w : i32, !llvm.ptr<3>
    nvvm.barrier0
    %lead = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %lead, ^copy, ^done
  ^copy:
    %v = llvm.load %w : !llvm.ptr<3> -> i32
    llvm.store %v, %o : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
