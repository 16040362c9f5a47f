// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.ptx
// RUN: FileCheck %s --check-prefix=LDM < %t.ptx
// RUN: FileCheck %s --check-prefix=LDMT < %t.ptx
// RUN: FileCheck %s --check-prefix=LDG < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
//
// The GEMM of examples/tile/gemm.mlir in bf16, with dynamic sizes (every
// access has a masked tail path: 16 + 16 scalar ld.global.b16 per step of
// K): the same ldmatrix and tensor-core instructions as f16, with the bf16
// mma.sync (emitted as nvvm.mma.sync: MLIR 22's nvgpu.mma.sync deduces no
// PTX type for bf16).
//
// MMA-COUNT-16: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// MMA-NOT: mma.sync
// LDM-COUNT-4: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// LDM-NOT: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// LDMT-COUNT-4: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// LDMT-NOT: ldmatrix
// LDG-COUNT-4: ld.global.v4.b32
// LDG-COUNT-32: ld.global.b16
// LDG-NOT: ld.global
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

tile.kernel @gemm_bf16(%a: !tile.view<?x?xbf16>, %b: !tile.view<?x?xbf16>,
                       %c: !tile.part<64x64xf32>, %k_tiles: index,
                       %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xbf16> -> tensor<64x32xbf16>
    %y = tile.load %b[%k, %n] : !tile.view<?x?xbf16> -> tensor<32x64xbf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
