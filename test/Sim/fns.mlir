// __fns(mask, base, offset) as clang imports it (llvm.nvvm.fns): the
// simulator refused the intrinsic (issue 34, attack34). Each thread runs one
// case; the expected bit positions come from the PTX ISA's pseudo-code
// (Inputs/fns_expected.py), the ISA's four examples among them.
// RUN: %python %S/Inputs/fns_expected.py %t
// RUN: warp-run --sim %s --kernel fns --block 64 --arg u32[64]=file:%t.mask.npy --arg u32[64]=file:%t.base.npy --arg i32[64]=file:%t.offset.npy --arg u32[64] --expect 3=%t.out.npy 2>&1 | FileCheck %s
// CHECK-NOT: finding
// CHECK: warp-run: 1 result match
module {
  llvm.func ptx_kernelcc @fns(%mask: !llvm.ptr, %base: !llvm.ptr, %offset: !llvm.ptr, %out: !llvm.ptr) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %i = llvm.zext %tid : i32 to i64
    %pm = llvm.getelementptr %mask[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %pb = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %po = llvm.getelementptr %offset[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %m = llvm.load %pm : !llvm.ptr -> i32
    %b = llvm.load %pb : !llvm.ptr -> i32
    %o = llvm.load %po : !llvm.ptr -> i32
    %d = llvm.call_intrinsic "llvm.nvvm.fns"(%m, %b, %o) : (i32, i32, i32) -> i32
    %pd = llvm.getelementptr %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d, %pd : i32, !llvm.ptr
    llvm.return
  }
}
