// RUN: warp-opt %s --tile-assign-layouts --split-input-file | FileCheck %s --enable-var-scope
//
// Chained GEMMs (docs/TileLowering.md, "Chained GEMMs (attention)"): a
// tile.mma whose result reaches the f16 A operand of another through
// elementwise ops takes the accumulator layout with every warp along M
// ([4, 1]; a plain 64 x 64 GEMM gets [2, 2]), and so does the mma that
// takes it as A: no tile.convert_layout between them. Row statistics of
// S are slices of that layout.

// CHECK-LABEL: tile.kernel @chain
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA:tile.mma<warpsPerBlock = \[4, 1\], instrShape = \[16, 8, 16\]>]]
// CHECK: tile.reduce {{.*}}tile.layout = #tile.slice<dim = 1, parent = #[[MMA]]>
// CHECK: arith.truncf {{.*}}tile.layout = #[[MMA]]
// CHECK-NOT: tile.convert_layout
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA]]
tile.kernel @chain(%q: !tile.view<?x64xf16>, %k: !tile.view<64x64xf16>,
                   %v: !tile.view<64x64xf16>, %o: !tile.part<64x64xf32>,
                   %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %i = tile.program_id 0 : index
  %qt = tile.load %q[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %kb = tile.load %k[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %vb = tile.load %v[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s = tile.mma %qt, %kb, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %m = tile.reduce max %s dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
  %mb = tile.broadcast %m : tensor<64x1xf32> -> tensor<64x64xf32>
  %d = arith.subf %s, %mb : tensor<64x64xf32>
  %p = math.exp2 %d fastmath<afn> : tensor<64x64xf32>
  %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
  %out = tile.mma %p16, %vb, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %out, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// A chained result as the B operand (not a fragment of registers): the
// default [2, 2] layout, converted to the f16 tile's default blocked
// layout through shared memory before the second mma.
// CHECK-LABEL: tile.kernel @b_side
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA2:tile.mma<warpsPerBlock = \[2, 2\], instrShape = \[16, 8, 16\]>]]
// CHECK: %[[P:.*]] = arith.truncf {{.*}}tile.layout = #[[MMA2]]
// CHECK: %[[C:.*]] = tile.convert_layout %[[P]] {tile.layout = #tile.blocked<
// CHECK: tile.mma %{{.*}}, %[[C]], {{.*}}tile.layout = #[[MMA2]]
tile.kernel @b_side(%q: !tile.view<?x64xf16>, %k: !tile.view<64x64xf16>,
                    %v: !tile.view<64x64xf16>, %o: !tile.part<64x64xf32>,
                    %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %i = tile.program_id 0 : index
  %qt = tile.load %q[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %kb = tile.load %k[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %vb = tile.load %v[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s = tile.mma %qt, %kb, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %p16 = arith.truncf %s : tensor<64x64xf32> to tensor<64x64xf16>
  %out = tile.mma %vb, %p16, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %out, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
