// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: FileCheck %s --check-prefix=LDM < %t.ptx
// RUN: FileCheck %s --check-prefix=LDS < %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// A pipelined i8 GEMM with tails in M (a dynamic row count), K (208 = 3
// x 64 + 16) and N (80 = 64 + 16): rows of 208 and 80 bytes keep every
// 16-byte run aligned, so the K loop is a cp.async pipeline; a run past the end
// copies 0 bytes (zero fill). Inputs/gemm-sim.py runs it on the
// simulator.
//
// Per 64 of K: two m16n8k32 steps, each one ldmatrix.x4 of A per 16 rows
// (2) and B read with scalar ld.shared.b8 (no 8-bit ldmatrix.trans on
// sm_80/sm_90: 2 registers x 4 bytes x 4 n-tiles), 8 mma.sync.
// MMA-COUNT-16: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32
// MMA-NOT: mma.sync
// LDM-COUNT-6: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// LDM-NOT: ldmatrix
// LDS-COUNT-96: ld.shared.b8
// LDS-NOT: ld.shared.b8
// Each thread copies 2 runs of A and 2 of B per step, at 3 sites.
// ASYNC-COUNT-12: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16, %r{{[0-9]+}};
// ASYNC-NOT: cp.async.cg
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: 40960 bytes smem

tile.kernel @gemm_i8_tails(%a: !tile.view<?x208xi8>, %b: !tile.view<208x80xi8>,
                           %c: !tile.part<64x64xi32>, %k_tiles: index,
                           %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0> : tensor<64x64xi32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xi32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x208xi8> -> tensor<64x64xi8>
    %y = tile.load %b[%k, %n] : !tile.view<208x80xi8> -> tensor<64x64xi8>
    %next = tile.mma %x, %y, %sum : tensor<64x64xi8>, tensor<64x64xi8>, tensor<64x64xi32>
    scf.yield %next : tensor<64x64xi32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}
