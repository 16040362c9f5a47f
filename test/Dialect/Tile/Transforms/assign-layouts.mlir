// RUN: warp-opt %s --split-input-file --tile-assign-layouts | FileCheck %s --enable-var-scope
// RUN: warp-opt %s --split-input-file --tile-assign-layouts=num-warps=2 | FileCheck %s --check-prefix=TWO --enable-var-scope
//
// The layouts --tile-assign-layouts writes: 16 bytes per thread along the
// contiguous dimension, lanes then warps fastest dimension first, and the
// most warps (up to 8) that every tile fills.

// A 1024-element f32 tile over 8 warps: each thread one float4, a warp 512
// contiguous bytes, the block 4 KB.
// CHECK-LABEL: tile.kernel @vadd
// CHECK-SAME: tile.num_warps = 8
// CHECK: tile.load {{.*}}tile.layout = #[[B:tile.blocked<sizePerThread = \[4\], threadsPerWarp = \[32\], warpsPerBlock = \[8\], order = \[0\]>]]
// CHECK: arith.addf {{.*}}tile.layout = #[[B]]
// TWO-LABEL: tile.kernel @vadd
// TWO-SAME: tile.num_warps = 2
// TWO: tile.load {{.*}}tile.layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [2], order = [0]>
tile.kernel @vadd(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %y = arith.addf %x, %x : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// A row of 768 fits 2 warps without repeating a thread's elements unevenly
// (768 = 4 x 32 x 2 x 3): three float4 per thread. The reduction's result
// is a slice of the row's layout; the splat constant and the broadcast
// scalar follow the value they meet; the broadcast back is the row layout.
// CHECK-LABEL: tile.kernel @row
// CHECK-SAME: tile.num_warps = 2
// CHECK: tile.load {{.*}}tile.layout = #[[ROW:tile.blocked<sizePerThread = \[1, 4\], threadsPerWarp = \[1, 32\], warpsPerBlock = \[1, 2\], order = \[1, 0\]>]]
// CHECK: tile.constant {tile.layout = #[[SLICE:tile.slice<dim = 1, parent = <sizePerThread = \[1, 4\], threadsPerWarp = \[1, 32\], warpsPerBlock = \[1, 2\], order = \[1, 0\]>>]]}
// CHECK: tile.reduce add {{.*}}tile.layout = #[[SLICE]]
// CHECK: tile.broadcast %{{.*}} {tile.layout = #[[SLICE]]} : f32 -> tensor<1x1xf32>
// CHECK: arith.divf {{.*}}tile.layout = #[[SLICE]]
// CHECK: tile.broadcast {{.*}}tile.layout = #[[ROW]]} : tensor<1x1xf32> -> tensor<1x768xf32>
// CHECK: tile.load {{.*}}tile.layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [2], order = [0]>} : !tile.view<768xf32>
// CHECK: tile.broadcast {{.*}}tile.layout = #[[ROW]]} : tensor<768xf32> -> tensor<1x768xf32>
tile.kernel @row(%x: !tile.view<?x768xf32>, %g: !tile.view<768xf32>, %s: f32,
                 %y: !tile.part<1x768xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %row = tile.load %x like %y : !tile.view<?x768xf32>, !tile.part<1x768xf32> -> tensor<1x768xf32>
  %n = tile.constant dense<768.0> : tensor<1x1xf32>
  %sum = tile.reduce add %row dim 1 : tensor<1x768xf32> -> tensor<1x1xf32>
  %ss = tile.broadcast %s : f32 -> tensor<1x1xf32>
  %q = arith.divf %sum, %ss : tensor<1x1xf32>
  %m = arith.divf %q, %n : tensor<1x1xf32>
  %ms = tile.broadcast %m : tensor<1x1xf32> -> tensor<1x768xf32>
  %gamma = tile.load %g[%c0] : !tile.view<768xf32> -> tensor<768xf32>
  %gs = tile.broadcast %gamma : tensor<768xf32> -> tensor<1x768xf32>
  %d = arith.subf %row, %ms : tensor<1x768xf32>
  %o = arith.mulf %d, %gs : tensor<1x768xf32>
  %t1 = tile.store %o, %y, %t0 : tensor<1x768xf32>, !tile.part<1x768xf32>
  tile.return %t1 : !tile.token
}

// -----

// A 2-D block: a row of 128 floats is one warp, the 8 warps take 8 rows,
// and the 64 rows repeat that 8 times (32 floats per thread).
// CHECK-LABEL: tile.kernel @block
// CHECK: tile.load_mut {{.*}}tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [8, 1], order = [1, 0]>
tile.kernel @block(%c: !tile.part<64x128xf32>, %t0: !tile.token) {
  %v, %t1 = tile.load_mut %c, %t0 : !tile.part<64x128xf32> -> tensor<64x128xf32>
  %t2 = tile.store %v, %c, %t1 : tensor<64x128xf32>, !tile.part<64x128xf32>
  tile.return %t2 : !tile.token
}
