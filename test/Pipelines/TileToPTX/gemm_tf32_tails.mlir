// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: FileCheck %s --check-prefix=LDM < %t.ptx
// RUN: FileCheck %s --check-prefix=LDS < %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// A pipelined tf32 GEMM with tails in M (a dynamic row count), K (40 = 2
// x 16 + 8) and N (72 = 64 + 8): rows of 40 and 72 floats keep every
// 16-byte run aligned, so the K loop is a cp.async pipeline; a run past
// the end copies 0 bytes (zero fill). Inputs/gemm-sim.py runs it on the
// simulator.
//
// Per 16 of K: two m16n8k8 steps, each one ldmatrix.x4 of A per 16 rows
// (2) and B read with scalar ld.shared.b32 (no 32-bit ldmatrix.trans: 2
// registers x 4 n-tiles), 8 mma.sync.
// MMA-COUNT-16: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// MMA-NOT: mma.sync
// LDM-COUNT-6: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// LDM-NOT: ldmatrix
// The B fragments, then the epilogue's 8 16-byte reads.
// LDS-COUNT-24: ld.shared.b32
// LDS-NOT: ld.shared.b32
// ASYNC-COUNT-12: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16, %r{{[0-9]+}};
// ASYNC-NOT: cp.async.cg
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: 40960 bytes smem

tile.kernel @gemm_tf32_tails(%a: !tile.view<?x40xf32>,
                             %b: !tile.view<40x72xf32>,
                             %c: !tile.part<64x64xf32>, %k_tiles: index,
                             %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x40xf32> -> tensor<64x16xf32>
    %y = tile.load %b[%k, %n] : !tile.view<40x72xf32> -> tensor<16x64xf32>
    %next = tile.mma %x, %y, %sum : tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
