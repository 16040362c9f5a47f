// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// The cp.async pipeline over a K loop that starts anywhere and strides:
// `scf.for %k = %lo to %hi step %st` sums the k-tiles lo, lo + st, ...
// below hi. The pipeline issues the tiles `iv + s * st` ahead, counts its
// stages from the first iteration, and checks a tile past the end of K
// (N = 200 = 6 x 32 + 8: tile 6 is partial, tile 7 outside) per copy.
// Inputs/gemm-sim.py runs it on the simulator against NumPy.
//
// 3 stages (2 before the loop, 1 in it) of 4 copies per thread:
// ASYNC-COUNT-12: cp.async.cg.shared.global
// ASYNC-NOT: cp.async.cg
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

tile.kernel @gemm_strided_k(%a: !tile.view<?x200xf16>,
                            %b: !tile.view<200x72xf16>,
                            %c: !tile.part<64x64xf32>, %lo: index,
                            %hi: index, %st: index, %t0: !tile.token) {
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %lo to %hi step %st
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x200xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<200x72xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
