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

// -----

// The scores carried by a loop (attention software-pipelined by hand: the
// iteration computes the next block's S and softmaxes the one it was
// given): the chain runs from the mma through scf.yield to the loop's
// region argument and on to the A operand of P . V (and, from the loop's
// result, after it). The mma before the loop, the one in it and both P . V
// take the [4, 1] layout; no tile.convert_layout.
// CHECK-LABEL: tile.kernel @carried
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA3:tile.mma<warpsPerBlock = \[4, 1\], instrShape = \[16, 8, 16\]>]]
// CHECK: scf.for
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA3]]
// CHECK-NOT: tile.convert_layout
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA3]]
// CHECK: scf.yield
// CHECK-NOT: tile.convert_layout
// CHECK: tile.mma {{.*}}tile.layout = #[[MMA3]]
tile.kernel @carried(%q: !tile.view<?x64xf16>, %k: !tile.view<64x?xf16>,
                     %v: !tile.view<?x64xf16>, %o: !tile.part<64x64xf32>,
                     %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = tile.program_id 0 : index
  %qt = tile.load %q[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %k0 = tile.load %k[%c0, %c0] : !tile.view<64x?xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s0 = tile.mma %qt, %k0, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %r:2 = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %z, %s = %s0)
      -> (tensor<64x64xf32>, tensor<64x64xf32>) {
    %jn = arith.addi %j, %c1 : index
    %kb = tile.load %k[%c0, %jn] : !tile.view<64x?xf16> -> tensor<64x64xf16>
    %sn = tile.mma %qt, %kb, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    %vb = tile.load %v[%j, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
    %p = math.exp2 %s fastmath<afn> : tensor<64x64xf32>
    %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
    %accn = tile.mma %p16, %vb, %acc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %accn, %sn : tensor<64x64xf32>, tensor<64x64xf32>
  }
  %vl = tile.load %v[%i, %c0] : !tile.view<?x64xf16> -> tensor<64x64xf16>
  %pl = math.exp2 %r#1 fastmath<afn> : tensor<64x64xf32>
  %pl16 = arith.truncf %pl : tensor<64x64xf32> to tensor<64x64xf16>
  %out = tile.mma %pl16, %vl, %r#0 : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %out, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
