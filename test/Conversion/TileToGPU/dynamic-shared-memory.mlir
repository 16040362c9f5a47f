// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --canonicalize --cse | FileCheck %s --enable-var-scope
// RUN: warp-opt %s --split-input-file --tile-assign-layouts | FileCheck %s --check-prefix=LAYOUT
//
// Shared memory past 48 KiB: a 128x128 GEMM block (8 warps, each 32x64 of
// C) with its 4-stage cp.async pipeline (4 x (128x32 + 32x128) halves, 64
// KiB: the fourth stage is free, the epilogue is as large) and the
// epilogue's 128x128 floats (64 KiB) would take 128 KiB apart. Its buffers are views of dynamic shared memory at 16-byte
// aligned offsets, declared as an external zero-sized shared array
// (`.extern .shared`); the epilogue's starts where the stages did, which
// no thread reads after the loop once all have passed one more barrier:
// 64 KiB, which the launch passes. A kernel within 48 KiB keeps static
// workgroup attributions, apart, and launches without dynamic shared
// memory.

// LAYOUT: tile.kernel @gemm_128({{.*}}) attributes {tile.num_warps = 8 : i64}
// LAYOUT: tile.mma {{.*}}#tile.mma<warpsPerBlock = [4, 2], instrShape = [16, 8, 16]>

// CHECK-LABEL: func.func @launch_128
// CHECK: gpu.launch_func @tile_kernels::@gemm_128 blocks in (%c2, %c2, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %c65536_i32 args(
func.func @launch_128(%a: memref<256x128xf16>, %b: memref<128x256xf16>,
                      %c: memref<256x256xf32>) {
  %pc = tile.partition %c : memref<256x256xf32> -> !tile.part<128x128xf32>
  tile.launch @gemm_128(%a, %b, %pc)
      : (memref<256x128xf16>, memref<128x256xf16>, !tile.part<128x128xf32>)
  return
}

// CHECK: gpu.module @tile_kernels
// CHECK: llvm.mlir.global external @__tile_dynamic_shared() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: gpu.func @gemm_128
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// CHECK-NOT: workgroup(
// CHECK: %[[SMEM:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %[[A:.*]] = memref.view %[[SMEM]][%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4x128x32xf16, #gpu.address_space<workgroup>>
// CHECK: %[[B:.*]] = memref.view %[[SMEM]][%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4x32x128xf16, #gpu.address_space<workgroup>>
// CHECK: %[[C:.*]] = memref.view %[[SMEM]][%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x128xf32, #gpu.address_space<workgroup>>
// The stages are copied into with cp.async and read with ldmatrix in the
// loop (one barrier per step); after it, every copy waited for, a barrier
// before the epilogue writes its accumulators over the stages, and the
// epilogue's own between its writes and reads.
// CHECK: memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: nvgpu.ldmatrix %[[A]]
// CHECK: nvgpu.ldmatrix %[[B]]
// CHECK: scf.yield
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
// CHECK: vector.store %{{.*}}, %[[C]]
// CHECK: gpu.barrier
// CHECK: vector.load %[[C]]
tile.kernel @gemm_128(%a: !tile.view<256x128xf16>,
                      %b: !tile.view<128x256xf16>,
                      %c: !tile.part<128x128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<128x128xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<128x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<32x128xf16>
    %next = tile.mma %x, %y, %sum : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    scf.yield %next : tensor<128x128xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<128x128xf32>, !tile.part<128x128xf32>
  tile.return %t1 : !tile.token
}

// -----

// 64x64 blocks: 40 KiB, static.
// LAYOUT: tile.kernel @gemm_64({{.*}}) attributes {tile.num_warps = 4 : i64}
// LAYOUT: tile.mma {{.*}}#tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
// CHECK-LABEL: func.func @launch_64
// CHECK: gpu.launch_func @tile_kernels::@gemm_64 blocks in (%c4, %c4, %c1) threads in (%c128, %c1, %c1) args(
func.func @launch_64(%a: memref<256x128xf16>, %b: memref<128x256xf16>,
                     %c: memref<256x256xf32>) {
  %pc = tile.partition %c : memref<256x256xf32> -> !tile.part<64x64xf32>
  tile.launch @gemm_64(%a, %b, %pc)
      : (memref<256x128xf16>, memref<128x256xf16>, !tile.part<64x64xf32>)
  return
}

// CHECK: gpu.module @tile_kernels
// CHECK-NOT: __tile_dynamic_shared
// CHECK-LABEL: gpu.func @gemm_64
// CHECK-SAME: workgroup(%{{.*}} : memref<3x64x32xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<3x32x64xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<64x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK-NOT: gpu.dynamic_shared_memory
tile.kernel @gemm_64(%a: !tile.view<256x128xf16>,
                     %b: !tile.view<128x256xf16>,
                     %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k_tiles = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %k_tiles step %c1
      iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<256x128xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %n] : !tile.view<128x256xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
