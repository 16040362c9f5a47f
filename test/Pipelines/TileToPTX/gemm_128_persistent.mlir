// RUN: warp-opt %s --convert-tile-to-gpu --canonicalize --cse | FileCheck %s
//
// A persistent GEMM over 128x128 blocks: 512x256 by 256x512 f16 into
// 512x512 f32, 4 x 4 = 16 blocks, 4 programs of 4 (strided). Each
// iteration runs the cp.async pipeline, then the epilogue in the stages'
// memory (a barrier between), and ends with a barrier before the next
// iteration's prologue copies over the epilogue's buffer
// (Inputs/gemm-sim.py runs it against NumPy under two schedules: a
// missing barrier is a shared-memory race finding there).
//
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @tile_kernels::@gemm_128_persistent blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %c65536_i32
// CHECK-LABEL: gpu.func @gemm_128_persistent
// CHECK: %[[SMEM:.*]] = gpu.dynamic_shared_memory
// CHECK: memref.view %[[SMEM]][%c0][] {{.*}} to memref<4x128x32xf16, #gpu.address_space<workgroup>>
// CHECK: memref.view %[[SMEM]][%c32768][] {{.*}} to memref<4x32x128xf16, #gpu.address_space<workgroup>>
// CHECK: memref.view %[[SMEM]][%c0][] {{.*}} to memref<128x128xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c1 {
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK-NEXT: }

!C = !tile.mapped_part<128x128xf32, affine_map<(p, i)[np] -> (i * np + p)>, 4>

tile.kernel @gemm_128_persistent(%a: !tile.view<512x256xf16>,
                                 %b: !tile.view<256x512xf16>,
                                 %c: !C, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 8 : index  // 256 / 32
  %t = tile.iter_indices %c, %t0 : !C {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    %zero = tile.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k = %c0 to %k_tiles step %c1
        iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
      %x = tile.load %a[%m, %k] : !tile.view<512x256xf16> -> tensor<128x32xf16>
      %y = tile.load %b[%k, %n] : !tile.view<256x512xf16> -> tensor<32x128xf16>
      %next = tile.mma %x, %y, %sum : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
      scf.yield %next : tensor<128x128xf32>
    }
    %tok2 = tile.store %acc, %c[%idx], %tok : tensor<128x128xf32>, !C[!tile.index]
    tile.yield %tok2 : !tile.token
  }
  tile.return %t : !tile.token
}

func.func @main(%a: memref<512x256xf16>, %b: memref<256x512xf16>,
                %c: memref<512x512xf32>) {
  %pc = tile.partition %c : memref<512x512xf32> -> !C
  tile.launch @gemm_128_persistent(%a, %b, %pc) : (memref<512x256xf16>, memref<256x512xf16>, !C)
  return
}
