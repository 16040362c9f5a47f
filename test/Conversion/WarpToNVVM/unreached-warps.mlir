// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel k --grid 1 --block 32 --arg i32[32] 2>&1 | FileCheck %s
// RUN: not warp-opt %s --convert-warp-to-nvvm 2>&1 | FileCheck %s
//
// Issue 27 hole 1 on the lowering paths: no warp op reaches the kernel's
// warp parameter, so no op verifier starts a walk; convert-warp-to-nvvm
// runs the same checks as warp-verify-lanes before it lowers, so every tool
// that lowers (warp-ptx, warp-run, Python, the C API, the ahead-of-time
// path) refuses it. test/Dialect/Warp/unreached-warps.mlir has the rest.

// CHECK: error: 'gpu.func' op W2: kernel parameter #0 has warp type '!warp.warp<all>'; a kernel's warp comes from warp.entry
gpu.module @m {
  func.func private @keep(%w: !warp.warp<all>) {
    return
  }
  gpu.func @k(%w: !warp.warp<all>, %out: memref<32xi32>) kernel {
    func.call @keep(%w) : (!warp.warp<all>) -> ()
    %t = gpu.thread_id x
    %l = arith.index_cast %t : index to i32
    memref.store %l, %out[%t] : memref<32xi32>
    gpu.return
  }
}
