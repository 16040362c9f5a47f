// RUN: not warp-run --sim %s --kernel inline_ptx --arg i32[32] 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: not warp-run --sim %s --kernel unknown_callee --arg f32[32] 2>&1 | FileCheck %s --check-prefix=CALL
// RUN: not warp-run --sim %s --kernel unmodelled_op --arg i32[32] 2>&1 | FileCheck %s --check-prefix=OP
// What the simulator does not model is refused before anything runs, with
// the op and its location: never guessed.

gpu.module @kernels {
  // Inline PTX is run by the reader of warptile/Ptx/InlineAsm.h; what it
  // does not know is refused, named.
  // ASM: warp-run: simulated kernel 'inline_ptx': the simulator does not model inline assembly (PTX) 'mov.u32 $0, %smid;': the special register %smid, which the reader does not know in 'mov.u32 $0, %smid' (at {{.*}}refused.mlir:[[@LINE+3]]:13)
  gpu.func @inline_ptx(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %lane = llvm.inline_asm "mov.u32 $0, %smid;", "=r" : () -> i32
    memref.store %lane, %out[%c0] : memref<32xi32>
    gpu.return
  }

  // CALL: warp-run: simulated kernel 'unknown_callee': the simulator does not model calls of @__nv_lgammaf (no definition and no simulator model) (at {{.*}}refused.mlir:[[@LINE+4]]:10)
  gpu.func @unknown_callee(%out: memref<32xf32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %out[%c0] : memref<32xf32>
    %y = llvm.call @__nv_lgammaf(%x) : (f32) -> f32
    memref.store %y, %out[%c0] : memref<32xf32>
    gpu.return
  }
  llvm.func @__nv_lgammaf(f32) -> f32

  // OP: warp-run: simulated kernel 'unmodelled_op': the simulator does not model the NVVM op 'nvvm.read.ptx.sreg.envreg3' (at {{.*}}refused.mlir:[[@LINE+4]]:10)
  gpu.func @unmodelled_op(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %out[%c0] : memref<32xi32>
    %y = nvvm.read.ptx.sreg.envreg3 : i32
    %z = arith.addi %x, %y : i32
    memref.store %z, %out[%c0] : memref<32xi32>
    gpu.return
  }
}
