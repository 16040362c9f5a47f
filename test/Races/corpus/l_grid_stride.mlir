// RACE-EXPECT: none
// RACE-LAUNCH: grid=4 block=32 args=f32[1000]=iota f32[1000] i32:1000
// LLVM dialect (cf loops, as clang emits): a grid-stride copy-and-scale,
// for (i = g; i < n; i += ntid*nctaid) out[i] = 2*in[i]; one thread per
// element (i mod 128 = g).
module {
  llvm.func ptx_kernelcc @grid_stride(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {
    %pi = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %po = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %bd = nvvm.read.ptx.sreg.ntid.x : i32
    %gd = nvvm.read.ptx.sreg.nctaid.x : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %o = llvm.mul %b, %bd : i32
    %g = llvm.add %o, %t : i32
    %s = llvm.mul %bd, %gd : i32
    %two = llvm.mlir.constant(2.0 : f32) : f32
    llvm.br ^head(%g : i32)
  ^head(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %e = llvm.sext %i : i32 to i64
    %a = llvm.getelementptr %pi[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %x = llvm.load %a : !llvm.ptr<1> -> f32
    %y = llvm.fmul %x, %two : f32
    %c = llvm.getelementptr %po[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %y, %c : f32, !llvm.ptr<1>
    %next = llvm.add %i, %s : i32
    llvm.br ^head(%next : i32)
  ^done:
    llvm.return
  }
}
