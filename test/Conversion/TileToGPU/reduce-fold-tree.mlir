// RUN: warp-opt %s --split-input-file --tile-assign-layouts --convert-tile-to-gpu=drop-host --canonicalize --cse | FileCheck %s --enable-var-scope
//
// The in-thread step of a tile.reduce (docs/TileLowering.md, "Reductions"):
// a thread's registers of one row fold as a balanced tree, adjacent pairs
// first, for every kind whose result does not depend on the order (max and
// min: arith.maximumf/minimumf are associative and commutative, NaN and
// signed zeros included; integer arithmetic; bitwise), so that the chain
// of dependent instructions is log2(n) long; a float sum or product keeps
// register order (the order fixes its rounding).

// Blocked layout [1, 4] x [1, 32] x [2, 4]: a thread holds 4 registers of
// each of its two rows (e0..e3, e4..e7): max(max(e0, e1), max(e2, e3)),
// not max(max(max(e0, e1), e2), e3).
// CHECK-LABEL: gpu.func @rowmax
// CHECK-DAG: %[[E0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<8xf32>
// CHECK-DAG: %[[E1:.*]] = vector.extract %[[V]][1]
// CHECK-DAG: %[[E2:.*]] = vector.extract %[[V]][2]
// CHECK-DAG: %[[E3:.*]] = vector.extract %[[V]][3]
// CHECK-DAG: %[[E4:.*]] = vector.extract %[[V]][4]
// CHECK-DAG: %[[E5:.*]] = vector.extract %[[V]][5]
// CHECK-DAG: %[[E6:.*]] = vector.extract %[[V]][6]
// CHECK-DAG: %[[E7:.*]] = vector.extract %[[V]][7]
// CHECK: %[[A:.*]] = arith.maximumf %[[E0]], %[[E1]] : f32
// CHECK: %[[B:.*]] = arith.maximumf %[[E2]], %[[E3]] : f32
// CHECK: %[[AB:.*]] = arith.maximumf %[[A]], %[[B]] : f32
// CHECK: %[[C:.*]] = arith.maximumf %[[E4]], %[[E5]] : f32
// CHECK: %[[D:.*]] = arith.maximumf %[[E6]], %[[E7]] : f32
// CHECK: %[[CD:.*]] = arith.maximumf %[[C]], %[[D]] : f32
// CHECK: gpu.subgroup_reduce maximumf %[[AB]]
// CHECK: gpu.subgroup_reduce maximumf %[[CD]]
tile.kernel @rowmax(%x: !tile.view<?x512xf32>, %o: !tile.part<4x1xf32>,
                    %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %i = tile.program_id 0 : index
  %v = tile.load %x[%i, %c0] : !tile.view<?x512xf32> -> tensor<4x512xf32>
  %m = tile.reduce max %v dim 1 : tensor<4x512xf32> -> tensor<4x1xf32>
  %t1 = tile.store %m, %o, %t0 : tensor<4x1xf32>, !tile.part<4x1xf32>
  tile.return %t1 : !tile.token
}

// -----

// An f32 sum keeps register order: ((e0 + e1) + e2) + e3 for each row.
// CHECK-LABEL: gpu.func @rowsum
// CHECK: %[[A:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[B:.*]] = arith.addf %[[A]], %{{.*}} : f32
// CHECK: %[[C:.*]] = arith.addf %[[B]], %{{.*}} : f32
// CHECK: %[[D:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[E:.*]] = arith.addf %[[D]], %{{.*}} : f32
// CHECK: %[[F:.*]] = arith.addf %[[E]], %{{.*}} : f32
// CHECK: gpu.subgroup_reduce add %[[C]]
// CHECK: gpu.subgroup_reduce add %[[F]]
tile.kernel @rowsum(%x: !tile.view<?x512xf32>, %o: !tile.part<4x1xf32>,
                    %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %i = tile.program_id 0 : index
  %v = tile.load %x[%i, %c0] : !tile.view<?x512xf32> -> tensor<4x512xf32>
  %m = tile.reduce add %v dim 1 : tensor<4x512xf32> -> tensor<4x1xf32>
  %t1 = tile.store %m, %o, %t0 : tensor<4x1xf32>, !tile.part<4x1xf32>
  tile.return %t1 : !tile.token
}

// -----

// An i32 sum is exact in any order: a tree, (e0 + e1) + (e2 + e3).
// CHECK-LABEL: gpu.func @rowsum_i32
// CHECK-DAG: %[[E0:.*]] = vector.extract %[[V:.*]][0] : i32 from vector<8xi32>
// CHECK-DAG: %[[E1:.*]] = vector.extract %[[V]][1]
// CHECK-DAG: %[[E2:.*]] = vector.extract %[[V]][2]
// CHECK-DAG: %[[E3:.*]] = vector.extract %[[V]][3]
// CHECK: %[[A:.*]] = arith.addi %[[E0]], %[[E1]] : i32
// CHECK: %[[B:.*]] = arith.addi %[[E2]], %[[E3]] : i32
// CHECK: arith.addi %[[A]], %[[B]] : i32
tile.kernel @rowsum_i32(%x: !tile.view<?x512xi32>, %o: !tile.part<4x1xi32>,
                        %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %i = tile.program_id 0 : index
  %v = tile.load %x[%i, %c0] : !tile.view<?x512xi32> -> tensor<4x512xi32>
  %m = tile.reduce add %v dim 1 : tensor<4x512xi32> -> tensor<4x1xi32>
  %t1 = tile.store %m, %o, %t0 : tensor<4x1xi32>, !tile.part<4x1xi32>
  tile.return %t1 : !tile.token
}

// -----

// The row maximum of an mma accumulator ([2, 2] warps over 64 x 64: a
// thread holds 8 registers of each of its rows, c0 c1 (or c2 c3) of four
// 8-column tiles): a tree too, then the quad's shuffles.
// CHECK-LABEL: gpu.func @mma_rowmax
// CHECK: nvgpu.mma.sync
// CHECK: %[[A:.*]] = arith.maximumf %[[X0:.*]], %[[X1:.*]] : f32
// CHECK-NEXT: %[[B:.*]] = arith.maximumf %[[X2:.*]], %[[X3:.*]] : f32
// CHECK-NOT: %[[A]]
// CHECK-NOT: %[[B]]
// CHECK: arith.maximumf %[[A]], %[[B]] : f32
// CHECK: gpu.subgroup_reduce maximumf {{.*}} cluster(size = 4)
tile.kernel @mma_rowmax(%a: !tile.view<64x64xf16>, %b: !tile.view<64x64xf16>,
                        %o: !tile.part<64x1xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %at = tile.load %a[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %bt = tile.load %b[%c0, %c0] : !tile.view<64x64xf16> -> tensor<64x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %s = tile.mma %at, %bt, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %m = tile.reduce max %s dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
  %t1 = tile.store %m, %o, %t0 : tensor<64x1xf32>, !tile.part<64x1xf32>
  tile.return %t1 : !tile.token
}
