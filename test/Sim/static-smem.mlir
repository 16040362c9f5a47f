// A kernel declares at most 48 KiB (49152 bytes) of static shared memory;
// ptxas refuses more ("uses too much shared data"), so the simulator
// refuses the launch (exit 1). 48 KiB runs; more is dynamic shared memory
// (--smem), legal up to the chip's limit.
//
// RUN: sh -c 'warp-run --sim %s --kernel fits --block 32 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FITS
// RUN: sh -c 'warp-run --sim %S/Inputs/static-smem-49k.mlir --kernel too_big --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOO-BIG
// RUN: sh -c 'warp-run --sim %s --kernel fits --block 32 --smem 16384 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FITS
// RUN: sh -c 'warp-run --sim %S/Inputs/static-smem-49k-gpu.mlir --kernel too_big --block 32 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOO-BIG-GPU
// The limit is each kernel's: two kernels of 30 KiB in one module run.
// RUN: sh -c 'warp-run --sim %S/Inputs/static-smem-two-kernels.mlir --kernel first --block 32 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FIRST
// RUN: sh -c 'warp-run --sim %S/Inputs/static-smem-two-kernels.mlir --kernel second --block 32 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SECOND

// TOO-BIG: kernel 'too_big' declares 50176 bytes of static shared memory, more than the 49152 (48 KiB) a kernel may declare statically; a larger block takes dynamic shared memory
// TOO-BIG-NOT: finding
// TOO-BIG: exit 1
// TOO-BIG-GPU: kernel 'too_big' declares 50176 bytes of static shared memory
// TOO-BIG-GPU: exit 1

// first: thread t writes t to word t, thread 0 reads word 31 after the
// barrier: 31. second: thread 0 writes 7 to the last word, every thread
// reads it after the barrier, thread 0 copies it out: 7.
// FIRST-NOT: finding
// FIRST: arg 0 i32[1]: 31
// FIRST: exit 0
// SECOND-NOT: finding
// SECOND: arg 0 i32[1]: 7
// SECOND: exit 0

// Thread t writes t + 1 to the last word of each of the 12288 words it
// owns (t, t + 32, ...); thread 0 then sums the last 32 words after a
// barrier: words 12256-12287 hold 1..32 (their writers t = 0..31), 528.
// FITS-NOT: finding
// FITS: arg 0 i32[1]: 528
// FITS: exit 0
module {
  llvm.mlir.global internal @big() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<12288 x i32>
  llvm.func ptx_kernelcc @fits(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %n = llvm.mlir.constant(12288 : i32) : i32
    %last = llvm.mlir.constant(12256 : i32) : i32
    %s = llvm.mlir.addressof @big : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %v = llvm.add %t, %c1 : i32
    llvm.br ^fill(%t : i32)
  ^fill(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^store, ^sync
  ^store:
    %p = llvm.getelementptr %s[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %v, %p : i32, !llvm.ptr<3>
    %next = llvm.add %i, %c32 : i32
    llvm.br ^fill(%next : i32)
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^sum(%last, %c0 : i32, i32), ^done
  ^sum(%j: i32, %acc: i32):
    %more2 = llvm.icmp "slt" %j, %n : i32
    llvm.cond_br %more2, ^add, ^write
  ^add:
    %q = llvm.getelementptr %s[%j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %w = llvm.load %q : !llvm.ptr<3> -> i32
    %acc2 = llvm.add %acc, %w : i32
    %j2 = llvm.add %j, %c1 : i32
    llvm.br ^sum(%j2, %acc2 : i32, i32)
  ^write:
    llvm.store %acc, %out : i32, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }
}
