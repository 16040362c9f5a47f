// PTX `brkpt` (llvm.intr.debugtrap) stops for a debugger. The simulator's
// host backend made it a SIGTRAP that killed warp-run without a word
// (issue 27 round 22); it is refused, at the op, with exit 1. A ubsantrap
// is a trap (NVPTX emits `trap;`), reported as llvm.intr.trap is.
//
// RUN: not warp-run --sim %s --kernel brk --arg i32[32] 2>&1 | FileCheck %s --check-prefix=BRK
// RUN: not warp-run --sim %s --kernel ubsan --arg i32[32] 2>&1 | FileCheck %s --check-prefix=UBSAN
// BRK: simulator does not model llvm.intr.debugtrap (PTX brkpt, a breakpoint for a debugger) (at {{.*}}debugtrap.mlir:[[@LINE+4]]:5)
// UBSAN: the kernel trapped at llvm.intr.ubsantrap at {{.*}}debugtrap.mlir:[[@LINE+7]]:5
gpu.module @m {
  gpu.func @brk(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    llvm.intr.debugtrap
    gpu.return
  }
  gpu.func @ubsan(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    "llvm.intr.ubsantrap"() <{failureKind = 3 : i8}> : () -> ()
    gpu.return
  }
}
