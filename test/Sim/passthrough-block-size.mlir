// RUN: not warp-run --sim %s --kernel k --block 16,4 --arg i32[64] 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: warp-run --sim %s --kernel k --block 32,2 --arg i32[64] --out 0=%t.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; np.testing.assert_array_equal(np.load('%t.npy'), np.r_[np.full(32, sum(range(32))), np.zeros(32)].astype(np.int32)); print('ok')" | FileCheck %s
// REFUSED: declares a block of exactly (32,2,1) threads (nvvm.reqntid), but the launch gives (16,4,1)
// CHECK: ok
//
// Issue 27 round 11 (H2): a kernel whose block is declared only by an
// imported `passthrough` nvvm.reqntid (the PTX's .reqntid) verifies on that
// shape (tid.y is the same on a warp's lanes in 32 x 2), so the simulator
// refuses a launch that breaks it, as the driver does; it read only the
// attributes. On the declared block: row 0 sums tid.x (496), row 1 stores
// nothing (by hand).

gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {passthrough = [["nvvm.reqntid", "32,2"]]} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      %yo = arith.muli %ty, %c32 : index
      %i = arith.addi %yo, %tx : index
      memref.store %r, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
}
