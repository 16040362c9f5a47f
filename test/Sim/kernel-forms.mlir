// Test: every form of kernel the project knows runs under --sim, as one
// helper (mlir::warptile::isKernelFunction, warptile/Analysis/Kernels.h)
// decides for the simulator, the verifier, the analyses and warp-ptx: in
// LLVM IR with no gpu.module (imported from CUDA C++), an llvm.func marked
// `nvvm.kernel`, one marked `gpu.kernel` (the simulator's reader of
// imported modules took only the first and the calling convention, and
// said it had no kernel @marked), and one with the PTX kernel calling
// convention. Each thread t stores t + K for its own K.
// RUN: warp-run --sim %s --kernel nvvm --block 4 --arg i32[4] --print | FileCheck %s --check-prefix=NVVM
// RUN: warp-run --sim %s --kernel marked --block 4 --arg i32[4] --print | FileCheck %s --check-prefix=GPU
// RUN: warp-run --sim %s --kernel cconv --block 4 --arg i32[4] --print | FileCheck %s --check-prefix=CCONV
// A device function is no kernel:
// RUN: not warp-run --sim %s --kernel device --block 4 --arg i32[4] 2>&1 | FileCheck %s --check-prefix=DEVICE
// NVVM: 10 11 12 13
// GPU: 20 21 22 23
// CCONV: 30 31 32 33
// DEVICE: warp-run: no kernel 'device' in {{.*}} (it has: nvvm, marked, cconv)
module {
  llvm.func @nvvm(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %k = llvm.mlir.constant(10 : i32) : i32
    llvm.call @store(%out, %k) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @marked(%out: !llvm.ptr) attributes {gpu.kernel} {
    %k = llvm.mlir.constant(20 : i32) : i32
    llvm.call @store(%out, %k) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func ptx_kernelcc @cconv(%out: !llvm.ptr) {
    %k = llvm.mlir.constant(30 : i32) : i32
    llvm.call @store(%out, %k) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @device(%out: !llvm.ptr) {
    %k = llvm.mlir.constant(40 : i32) : i32
    llvm.call @store(%out, %k) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @store(%out: !llvm.ptr, %k: i32) {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %v = llvm.add %t, %k : i32
    %t64 = llvm.zext %t : i32 to i64
    %p = llvm.getelementptr %out[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %p : i32, !llvm.ptr
    llvm.return
  }
}
