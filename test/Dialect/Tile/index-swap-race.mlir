// RUN: warp-opt %s --split-input-file --verify-diagnostics
// RUN: warp-opt %examples/tile/permute_heads.mlir | FileCheck %s --check-prefix=FIXED
//
// The index-swap race of the cuTile paper. A kernel permutes the heads of
// an attention tensor src (B, H, M, D); in the bug, the store index has `m`
// and `h2` swapped, so for a fixed (b, m, h2) the programs that differ only
// in h1 all write one destination block: a data race.
//
//   bh1 = bid(0); h2 = bid(1); b = bh1 // H; h1 = bh1 % H
//   for m in range(num_m_tiles):
//       tile = load(src, index=(b, h1, m, 0))
//       store(dst, index=(b, m, h2, 0), tile)      # swapped
//
// Each way of writing that store in the tile dialect is rejected below. The
// kernel the dialect leaves room for (examples/tile/permute_heads.mlir) has
// no destination index at all: it verifies, and the permutation sits in the
// load, where a mistake cannot race.

// FIXED-LABEL: tile.kernel @permute_heads
// FIXED: tile.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x64x1x64xf32>, !tile.part<1x64x1x64xf32>

// -----

// Attempt 1: the cuTile store as written, with a destination index.
tile.kernel @swap_as_store_index(%src: !tile.view<4x8x256x64xf32>,
                                 %dst: !tile.part<1x64x1x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.program_id 0 : index
  %m = tile.program_id 1 : index
  %h2 = tile.program_id 2 : index
  %x = tile.load %src[%b, %h2, %m, %c0] : !tile.view<4x8x256x64xf32> -> tensor<1x1x64x64xf32>
  %y = tile.reshape %x : tensor<1x1x64x64xf32> -> tensor<1x64x1x64xf32>
  // expected-error @+1 {{T1: an access to a !tile.part takes no index: the partition is the program's own block (4 given)}}
  %t1 = tile.store %y, %dst[%b, %h2, %m, %c0], %t0 : tensor<1x64x1x64xf32>, !tile.part<1x64x1x64xf32>[index, index, index, index]
  tile.return %t1 : !tile.token
}

// -----

// Attempt 2: take dst as a shared view, so that any block can be named.
tile.kernel @swap_through_view(%src: !tile.view<4x8x256x64xf32>,
                               %dst: !tile.view<4x256x8x64xf32>,
                               %out: !tile.part<1x64x1x64xf32>, %t0: !tile.token) {
  %x = tile.load %src like %out : !tile.view<4x8x256x64xf32>, !tile.part<1x64x1x64xf32> -> tensor<1x64x1x64xf32>
  // expected-error @+1 {{T1: writes a !tile.view, which every program shares read-only}}
  %t1 = tile.store %x, %dst, %t0 : tensor<1x64x1x64xf32>, !tile.view<4x256x8x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// Attempt 3: write the swapped block with the escape hatch, in a kernel not
// marked unsafe.
tile.kernel @swap_unchecked(%src: !tile.view<4x8x256x64xf32>,
                            %dst: !tile.view<4x256x8x64xf32>,
                            %out: !tile.part<1x64x1x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.program_id 0 : index
  %m = tile.program_id 1 : index
  %h2 = tile.program_id 2 : index
  %x = tile.load %src like %out : !tile.view<4x8x256x64xf32>, !tile.part<1x64x1x64xf32> -> tensor<1x64x1x64xf32>
  // expected-error @+1 {{T8: is allowed only in a kernel marked unsafe; @swap_unchecked is not}}
  tile.unchecked_store %x, %dst[%b, %h2, %m, %c0] : tensor<1x64x1x64xf32>, !tile.view<4x256x8x64xf32>
  tile.return %t0 : !tile.token
}

// -----

// Attempt 4: keep the loop over m and make dst a mapped partition. Program
// p = h1 * 8 + h2 owns, at iteration m, the block of (m, h2): a map that
// forgets h1, which T2 rejects (here through its `mod`, on the grid of the
// partition: 256 blocks, 64 programs; a linear map that forgets part of the
// program collides and is reported with the witness at the type).
func.func @swap_as_map(%dst: memref<1024x1024xf32>) {
  // expected-error @+1 {{T2: partition map affine_map<(d0, d1)[s0] -> (d1 * 8 + d0 mod 8)> over 4 iterations is rejected on this buffer's grid: it is not injective: with 64 programs, program 0 at iteration 0 and program 8 at iteration 0 both own block 0}}
  %p = tile.partition %dst : memref<1024x1024xf32> -> !tile.mapped_part<64x64xf32, affine_map<(p, m)[n] -> (m * 8 + p mod 8)>, 4>
  return
}

// -----

// expected-error @+1 {{it is not injective: with 2 programs, program 0 at iteration 0 and program 1 at iteration 0 both own block 0}}
func.func private @swap_as_linear_map(!tile.mapped_part<64x64xf32, affine_map<(p, m)[n] -> (m * 8)>, 4>)
