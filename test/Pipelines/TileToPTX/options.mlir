// RUN: warp-opt %s --pass-pipeline='builtin.module(tile-to-ptx{drop-host=1})' | FileCheck %s --check-prefix=DEFAULT
// RUN: warp-opt %s --pass-pipeline='builtin.module(tile-to-ptx{drop-host=1 chip=sm_80 num-warps=4})' | FileCheck %s --check-prefix=SM80
// RUN: not warp-opt %s --pass-pipeline='builtin.module(tile-to-ptx{drop-host=1 chip=sm_1})' 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: warp-opt %s --tile-to-ptx | FileCheck %s --check-prefix=HOST
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
//
// tile-to-ptx: sm_90 and PTX 8.0 by default, 8 warps for a 1024-float
// block; chip and warps as asked; an unknown chip fails when the pipeline
// is parsed; host code is lowered too (its run-time checks call puts and
// abort) unless the kernels are compiled alone (drop-host, what warp-ptx
// does).

// DEFAULT: gpu.binary @tile_kernels
// DEFAULT-SAME: .target sm_90
// DEFAULT-SAME: .maxntid 256, 1, 1
// DEFAULT-NOT: func.func @main
// SM80: .target sm_80
// SM80-SAME: .maxntid 128, 1, 1
// CHIP: unknown chip 'sm_1'
// HOST: llvm.func @main
// HOST: gpu.launch_func @tile_kernels::@scale
// HOST: llvm.call @abort
// HOST: gpu.binary @tile_kernels
// PTX: .visible .entry scale(
// PTX: ld.global.v4.b32
// PTX: mul.rn.f32
// PTX: st.global.v4.b32
tile.kernel @scale(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %ss = tile.broadcast %s : f32 -> tensor<1024xf32>
  %y = arith.mulf %x, %ss : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<?xf32>, %s: f32, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @scale(%a, %s, %pc) : (memref<?xf32>, f32, !tile.part<1024xf32>)
  return
}
