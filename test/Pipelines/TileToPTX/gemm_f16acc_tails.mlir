// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: FileCheck %s --check-prefix=STS < %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// The pipelined f16 GEMM of gemm_tails.mlir with f16 accumulators (tails
// in M, K = 72 and N = 136). Inputs/gemm-sim.py runs it on the simulator.
//
// MMA-COUNT-16: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// MMA-NOT: mma.sync
// The epilogue writes each accumulator pair (two halves) as one 4-byte
// store: 16 of them.
// STS-COUNT-16: st.shared.b32
// STS-NOT: st.shared
// ASYNC-COUNT-12: cp.async.cg.shared.global [%{{.*}}], [%{{.*}}], 16, %r{{[0-9]+}};
// ASYNC-NOT: cp.async.cg
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: 32768 bytes smem

tile.kernel @gemm_f16acc_tails(%a: !tile.view<?x72xf16>,
                               %b: !tile.view<72x136xf16>,
                               %c: !tile.part<64x64xf16>, %k_tiles: index,
                               %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf16>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf16>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x72xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<72x136xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf16>
    scf.yield %next : tensor<64x64xf16>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}
