// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: FileCheck %s --check-prefix=ASYNC < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// The tf32, i8 and f16-accumulator GEMMs with dynamic sizes: run-time row
// lengths keep the K loops off the cp.async pipeline, so the operands go
// through registers (masked loads pad the tails of M, N and K with zero)
// and are written to shared memory by each thread. Inputs/gemm-sim.py
// runs them on the simulator with tails.
//
// Per kernel and step of K: 16 tf32 (K step 16: two k8), 8 i8 (K step 32:
// one k32), 16 f16 (K step 32: two k16).
// MMA-COUNT-16: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// MMA-COUNT-8: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32
// MMA-COUNT-16: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// MMA-NOT: mma.sync
// ASYNC-NOT: cp.async
// PTXAS-COUNT-3: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

tile.kernel @gemm_tf32_dyn(%a: !tile.view<?x?xf32>, %b: !tile.view<?x?xf32>,
                           %c: !tile.part<64x64xf32>, %k_tiles: index,
                           %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xf32> -> tensor<64x16xf32>
    %y = tile.load %b[%k, %n] : !tile.view<?x?xf32> -> tensor<16x64xf32>
    %next = tile.mma %x, %y, %sum : tensor<64x16xf32>, tensor<16x64xf32>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

tile.kernel @gemm_i8_dyn(%a: !tile.view<?x?xi8>, %b: !tile.view<?x?xi8>,
                         %c: !tile.part<64x64xi32>, %k_tiles: index,
                         %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0> : tensor<64x64xi32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xi32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xi8> -> tensor<64x32xi8>
    %y = tile.load %b[%k, %n] : !tile.view<?x?xi8> -> tensor<32x64xi8>
    %next = tile.mma %x, %y, %sum : tensor<64x32xi8>, tensor<32x64xi8>, tensor<64x64xi32>
    scf.yield %next : tensor<64x64xi32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}

tile.kernel @gemm_f16acc_dyn(%a: !tile.view<?x?xf16>, %b: !tile.view<?x?xf16>,
                             %c: !tile.part<64x64xf16>, %k_tiles: index,
                             %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf16>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf16>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<?x?xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf16>
    scf.yield %next : tensor<64x64xf16>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}
