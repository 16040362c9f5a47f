// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// A 128x128-block f16 GEMM (8 warps, 64 KiB of dynamic shared memory)
// with tails in M (a dynamic row count), K (72 = 2 x 32 + 8) and N (200 =
// 128 + 72): rows of 72 and 200 halves keep every 16-byte run aligned, so
// the K loop is a cp.async pipeline; a run past the end copies 0 bytes
// (src-size 0, the 16 bytes zero-filled), the tail block's stores are
// masked. Inputs/gemm-sim.py runs it on the simulator.
//
// ASYNC-COUNT-16: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16, {{%r[0-9]+|0}};
// ASYNC-NOT: cp.async.cg
// MMA-COUNT-32: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// MMA-NOT: mma.sync
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: smem

tile.kernel @gemm_128_tails(%a: !tile.view<?x72xf16>,
                            %b: !tile.view<72x200xf16>,
                            %c: !tile.part<128x128xf32>, %k_tiles: index,
                            %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x72xf16> -> tensor<128x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<72x200xf16> -> tensor<32x128xf16>
    %next = tile.mma %x, %y, %sum : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    scf.yield %next : tensor<128x128xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}
