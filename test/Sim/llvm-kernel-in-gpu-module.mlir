// Test: an llvm.func kernel inside a gpu.module (the form of imported CUDA
// helpers kept beside gpu.funcs, issue 27 round 39) takes its pointer and
// scalar arguments under --sim, as kernel-forms.mlir's top-level ones do
// (its signature was not read, and --sim said "kernel 'k' takes 2 lowered
// parameters, which its source signature does not explain"). A gpu.func
// beside it runs too. Each thread t stores t + n.
// RUN: warp-run --sim %s --kernel k --block 4 --arg i32[4] --arg i32:10 --print | FileCheck %s --check-prefix=LLVM
// RUN: warp-run --sim %s --kernel g --block 4 --arg i32[4] --print | FileCheck %s --check-prefix=GPU
// A wrong argument is refused against its signature:
// RUN: not warp-run --sim %s --kernel k --block 4 --arg i32[4] 2>&1 | FileCheck %s --check-prefix=COUNT
// LLVM: arg 0 i32[4]: 10 11 12 13
// GPU: arg 0 i32[4]: 0 1 2 3
// COUNT: kernel 'k' takes 2 parameters, 1 --arg given
gpu.module @m {
  llvm.func @k(%p: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %v = llvm.add %t, %n : i32
    %q = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %q : i32, !llvm.ptr<1>
    llvm.return
  }
  gpu.func @g(%out: memref<4xi32>) kernel {
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    memref.store %ti, %out[%t] : memref<4xi32>
    gpu.return
  }
}
