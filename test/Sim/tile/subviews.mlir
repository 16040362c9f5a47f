// Disjoint static subviews of one buffer (issue 28's gap): the kernel reads
// x[0:4096] and writes x[4096:8192], a subview at an offset whose layout is
// strided<[1], offset: 4096> (row-major contiguous: the launch passes the
// aligned pointer plus the offset). Expected values from NumPy: the first
// half unchanged, the second half f(first half) with f(v) = v / 2 + 1.
// Rows 32..63 of a 64 x 128 matrix (strided<[128, 1], offset: 4096>) are
// contiguous too; a 64-wide box is not, and the lowering says so at the
// launch (test/Conversion/TileToGPU/unsupported.mlir).
//
// RUN: %python -c "import numpy as np; x = np.arange(8192, dtype=np.float32); y = x.copy(); y[4096:] = x[:4096] / 2 + 1; np.save(r'%t.halves.npy', y); m = np.arange(8192, dtype=np.float32).reshape(64, 128); r = m.copy(); r[32:] = m[:32] / 2 + 1; np.save(r'%t.rows.npy', r.reshape(-1))"
// RUN: warp-run --sim %s --kernel halves --arg f32[8192]=iota --expect 0=%t.halves.npy 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed=7 %s --kernel halves --arg f32[8192]=iota --expect 0=%t.halves.npy 2>&1 | FileCheck %s
// RUN: warp-run --sim %s --kernel rows --arg f32[8192]=iota --expect 0=%t.rows.npy 2>&1 | FileCheck %s
// RUN: warp-run --sim --sim-seed=7 %s --kernel rows --arg f32[8192]=iota --expect 0=%t.rows.npy 2>&1 | FileCheck %s
//
// CHECK-NOT: finding
// CHECK: warp-run: 1 result match

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %h = tile.constant dense<0.5> : tensor<1024xf32>
  %o = tile.constant dense<1.0> : tensor<1024xf32>
  %m = arith.mulf %a, %h : tensor<1024xf32>
  %s = arith.addf %m, %o : tensor<1024xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<8x64xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x?xf32>, !tile.part<8x64xf32> -> tensor<8x64xf32>
  %h = tile.constant dense<0.5> : tensor<8x64xf32>
  %o = tile.constant dense<1.0> : tensor<8x64xf32>
  %m = arith.mulf %a, %h : tensor<8x64xf32>
  %s = arith.addf %m, %o : tensor<8x64xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<8x64xf32>, !tile.part<8x64xf32>
  tile.return %t1 : !tile.token
}

func.func @halves(%x: memref<8192xf32>) {
  %a = memref.subview %x[0] [4096] [1] : memref<8192xf32> to memref<4096xf32>
  %b = memref.subview %x[4096] [4096] [1] : memref<8192xf32> to memref<4096xf32, strided<[1], offset: 4096>>
  %pb = tile.partition %b : memref<4096xf32, strided<[1], offset: 4096>> -> !tile.part<1024xf32>
  tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

func.func @rows(%x: memref<8192xf32>) {
  %m = memref.expand_shape %x [[0, 1]] output_shape [64, 128] : memref<8192xf32> into memref<64x128xf32>
  %top = memref.subview %m[0, 0] [32, 128] [1, 1] : memref<64x128xf32> to memref<32x128xf32, strided<[128, 1]>>
  %bottom = memref.subview %m[32, 0] [32, 128] [1, 1] : memref<64x128xf32> to memref<32x128xf32, strided<[128, 1], offset: 4096>>
  %pb = tile.partition %bottom : memref<32x128xf32, strided<[128, 1], offset: 4096>> -> !tile.part<8x64xf32>
  tile.launch @step2(%top, %pb) : (memref<32x128xf32, strided<[128, 1]>>, !tile.part<8x64xf32>)
  return
}
