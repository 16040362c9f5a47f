// RUN: warp-opt %s --convert-tile-to-gpu --canonicalize --cse | FileCheck %s
//
// examples/tile/gemm_persistent.mlir with the "blocked" schedule: program p
// owns the consecutive blocks 4p .. 4p + 3 of C's row-major 8 x 8 grid of
// blocks (Inputs/gemm-sim.py runs it against NumPy). 16 programs; in each,
// the K loop's pipeline and the epilogue per block, one barrier after it.
//
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @tile_kernels::@gemm_blocked blocks in (%c16, %c1, %c1)
// CHECK-LABEL: gpu.func @gemm_blocked
// CHECK: %[[P:.*]] = gpu.block_id x
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// CHECK:   %[[P4:.*]] = arith.muli %[[P]], %c4 : index
// CHECK:   %[[BLOCK:.*]] = arith.addi %[[P4]], %[[I]] : index
// CHECK:   nvvm.cp.async.commit.group
// CHECK:   scf.for
// CHECK:     nvvm.cp.async.wait.group 1
// CHECK:     gpu.barrier
// CHECK:     nvgpu.mma.sync
// CHECK:     scf.yield
// CHECK:   nvvm.cp.async.wait.group 0
// CHECK:   gpu.barrier
// CHECK:   gpu.barrier
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return

!C = !tile.mapped_part<64x64xf32, affine_map<(p, i)[np] -> (p * 4 + i)>, 4>

tile.kernel @gemm_blocked(%a: !tile.view<512x256xf16>,
                          %b: !tile.view<256x512xf16>, %c: !C,
                          %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 8 : index
  %t = tile.iter_indices %c, %t0 : !C {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %zero = tile.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k = %c0 to %k_tiles step %c1
        iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
      %x = tile.load %a[%m, %k] : !tile.view<512x256xf16> -> tensor<64x32xf16>
      %y = tile.load %b[%k, %n] : !tile.view<256x512xf16> -> tensor<32x64xf16>
      %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
      scf.yield %next : tensor<64x64xf32>
    }
    %tok2 = tile.store %acc, %c[%idx], %tok : tensor<64x64xf32>, !C[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}

func.func @main(%a: memref<512x256xf16>, %b: memref<256x512xf16>,
                %c: memref<512x512xf32>) {
  %pc = tile.partition %c : memref<512x512xf32> -> !C
  tile.launch @gemm_blocked(%a, %b, %pc) : (memref<512x256xf16>, memref<256x512xf16>, !C)
  return
}
