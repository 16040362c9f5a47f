// RUN: not warp-opt %s --warp-check-convergence -o /dev/null 2>&1 | FileCheck %s
// RUN: warp-opt %s --warp-raise | FileCheck %s --check-prefix=RAISE
// Issue 27, round 12 (H2's twin in the lane evaluator): the lane truncated
// to i4 is the lane modulo 16, so `trunc(lane) ult 4` holds on lanes 0-3
// and 16-19 (by hand). The evaluator looked through the truncation and
// read lanes 0-3: the checker passed a shfl.sync whose member mask 0xf
// leaves out lanes 16-19 that run it (undefined by the PTX ISA), and
// warp-raise rewrote the branch into `warp.if low(4)`, so lanes 16-19 no
// longer stored. A cast is now read only where it keeps the lane's value.
// CHECK: error: C2: lanes 16-19 execute shfl.sync bfly but are not in its member mask low(4) (0x0000000f)
// RAISE-NOT: warp.if
// RAISE: nvvm.shfl.sync bfly
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.trunci %lane : i32 to i4
    %c4 = arith.constant 4 : i4
    %p = arith.cmpi ult, %t, %c4 : i4
    scf.if %p {
      %m = arith.constant 15 : i32
      %c1 = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %v = nvvm.shfl.sync bfly %m, %lane, %c1, %c31 : i32 -> i32
      %i = arith.index_cast %lane : i32 to index
      memref.store %v, %out[%i] : memref<32xi32>
    }
    gpu.return
  }
}
