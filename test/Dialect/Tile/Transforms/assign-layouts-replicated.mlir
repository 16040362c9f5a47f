// RUN: warp-opt %s --split-input-file --tile-assign-layouts --verify-diagnostics | FileCheck %s
//
// Replicated layouts (docs/TileLowering.md, "Replicated layouts"): a tile
// too small for its block's threads gets the default split with the lanes
// and warps left over on the fastest dimension whose positions the split
// covers exactly; a kernel whose tiles all replicate runs on one warp, a
// small tile beside a large one keeps the large one's warps, a kernel's
// own warps replicate what is too small for them. A hand-written layout
// may replicate whole copies, never part of one (a located error).

// A 64-float tile alone: 16 runs of 4 floats, one warp, lanes 16-31 copies.
// CHECK-LABEL: tile.kernel @bias_alone
// CHECK-SAME: tile.num_warps = 1
// CHECK: tile.load {{.*}}#tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
tile.kernel @bias_alone(%a: !tile.view<?xf32>, %c: !tile.part<64xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<64xf32> -> tensor<64xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<64xf32>, !tile.part<64xf32>
  tile.return %t1 : !tile.token
}

// -----

// A 64-float row broadcast over an 8 x 64 block: the block fits 4 warps
// without replication ([2, 16] lanes, [4, 1] warps), the row (too small
// for one warp) replicates over them.
// CHECK-LABEL: tile.kernel @row_beside_block
// CHECK-SAME: tile.num_warps = 4
// CHECK: tile.load {{.*}}sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1]
// CHECK: tile.load {{.*}}sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]
tile.kernel @row_beside_block(%a: !tile.view<?x64xf32>, %v: !tile.view<64xf32>,
                              %c: !tile.part<8x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a like %c : !tile.view<?x64xf32>, !tile.part<8x64xf32> -> tensor<8x64xf32>
  %r = tile.load %v[%c0] : !tile.view<64xf32> -> tensor<64xf32>
  %b = tile.broadcast %r : tensor<64xf32> -> tensor<8x64xf32>
  %s = arith.addf %x, %b : tensor<8x64xf32>
  %t1 = tile.store %s, %c, %t0 : tensor<8x64xf32>, !tile.part<8x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// The kernel's own 4 warps: a 1 x 128 f16 row (16 runs of 8 halves) is
// replicated 8 times, on the row's dimension (not the unit one).
// CHECK-LABEL: tile.kernel @own_warps
// CHECK: tile.load {{.*}}sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 4], order = [1, 0]
tile.kernel @own_warps(%a: !tile.view<?x128xf16>, %c: !tile.part<1x128xf16>,
                       %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %x = tile.load %a like %c : !tile.view<?x128xf16>, !tile.part<1x128xf16> -> tensor<1x128xf16>
  %t1 = tile.store %x, %c, %t0 : tensor<1x128xf16>, !tile.part<1x128xf16>
  tile.return %t1 : !tile.token
}

// -----

// A hand-written replicated layout (8 positions of 2 over 32 lanes) is
// kept.
// CHECK-LABEL: tile.kernel @hand_replicated
// CHECK: tile.load {{.*}}sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1]
tile.kernel @hand_replicated(%a: !tile.view<?xf32>, %c: !tile.part<16xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  %x = tile.load %a like %c {tile.layout = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : !tile.view<?xf32>, !tile.part<16xf32> -> tensor<16xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<16xf32>, !tile.part<16xf32>
  tile.return %t1 : !tile.token
}

// -----

// Nearest illegal: 16 elements in runs of 3 leave a part of a run to no
// thread.
tile.kernel @hand_partial(%a: !tile.view<?xf32>, %c: !tile.part<16xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  // expected-error @below {{the hand-written 'tile.layout' of 'tile.load' covers 96 elements of dimension 0, which neither divide its 16 nor repeat it a whole number of times in whole 'sizePerThread' runs (a partial layout)}}
  %x = tile.load %a like %c {tile.layout = #tile.blocked<sizePerThread = [3], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : !tile.view<?xf32>, !tile.part<16xf32> -> tensor<16xf32>
  %y = arith.addf %x, %x : tensor<16xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<16xf32>, !tile.part<16xf32>
  tile.return %t1 : !tile.token
}
