// RUN: warp-opt %s | warp-opt | FileCheck %s
// RUN: warp-opt %s --mlir-print-op-generic | warp-opt | FileCheck %s
//
// Every tile op, printed in custom form and in generic form, parses back to
// the same custom form.

!M = !tile.mapped_part<16x16xf32, affine_map<(p, i)[n] -> (p * 2 + i)>, 2>

// CHECK: #[[$MAP:.*]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1)>

// CHECK-LABEL: tile.kernel @device_ops
// CHECK-SAME: (%[[V:.*]]: !tile.view<?x64xf16>, %[[W:.*]]: !tile.view<128xf32>, %[[S:.*]]: f32, %[[C:.*]]: !tile.part<16x32xf32>, %[[T0:.*]]: !tile.token)
tile.kernel @device_ops(%v: !tile.view<?x64xf16>, %w: !tile.view<128xf32>,
                        %s: f32, %c: !tile.part<16x32xf32>, %t0: !tile.token) {
  // CHECK: %[[I:.*]] = tile.program_id 0 : index
  %i = tile.program_id 0 : index
  // CHECK: tile.num_programs 1 : index
  %n = tile.num_programs 1 : index
  %c0 = arith.constant 0 : index
  // CHECK: tile.load %[[V]][%[[I]], %{{.*}}] : !tile.view<?x64xf16> -> tensor<16x32xf16>
  %a = tile.load %v[%i, %c0] : !tile.view<?x64xf16> -> tensor<16x32xf16>
  // CHECK: tile.load %[[W]][%{{.*}}] {padding = 0xFF800000 : f32} : !tile.view<128xf32> -> tensor<32xf32>
  %r = tile.load %w[%c0] {padding = 0xFF800000 : f32} : !tile.view<128xf32> -> tensor<32xf32>
  // CHECK: %[[OLD:.*]], %[[T1:.*]] = tile.load_mut %[[C]], %[[T0]] : !tile.part<16x32xf32> -> tensor<16x32xf32>
  %old, %t1 = tile.load_mut %c, %t0 : !tile.part<16x32xf32> -> tensor<16x32xf32>
  // CHECK: tile.constant dense<1.000000e+00> : tensor<32x32xf16>
  %one = tile.constant dense<1.0> : tensor<32x32xf16>
  // CHECK: tile.mma %{{.*}}, %{{.*}}, %[[OLD]] : tensor<16x32xf16>, tensor<32x32xf16>, tensor<16x32xf32>
  %d = tile.mma %a, %one, %old : tensor<16x32xf16>, tensor<32x32xf16>, tensor<16x32xf32>
  // CHECK: tile.iota : tensor<32xi32>
  %iota = tile.iota : tensor<32xi32>
  // CHECK: tile.broadcast %[[S]] : f32 -> tensor<16x32xf32>
  %bs = tile.broadcast %s : f32 -> tensor<16x32xf32>
  // CHECK: tile.broadcast %{{.*}} : tensor<32xf32> -> tensor<16x32xf32>
  %br = tile.broadcast %r : tensor<32xf32> -> tensor<16x32xf32>
  // CHECK: tile.reduce max %{{.*}} dim 1 : tensor<16x32xf32> -> tensor<16x1xf32>
  %mx = tile.reduce max %d dim 1 : tensor<16x32xf32> -> tensor<16x1xf32>
  // CHECK: tile.reduce add %{{.*}} dim 0 : tensor<32xf32> -> tensor<f32>
  %sum = tile.reduce add %r dim 0 : tensor<32xf32> -> tensor<f32>
  // CHECK: tile.reduce min {{.*}} dim 0 : tensor<32xi32> -> tensor<1xi32>
  %mn = tile.reduce min %iota dim 0 : tensor<32xi32> -> tensor<1xi32>
  // CHECK: tile.reduce mul {{.*}} dim 0 : tensor<32xi32> -> tensor<i32>
  %ml = tile.reduce mul %iota dim 0 : tensor<32xi32> -> tensor<i32>
  // CHECK: tile.reshape %{{.*}} : tensor<16x1xf32> -> tensor<16xf32>
  %flat = tile.reshape %mx : tensor<16x1xf32> -> tensor<16xf32>
  // CHECK: tile.convert_layout %{{.*}} {tile.layout = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>} : tensor<16x32xf32> -> tensor<16x32xf32>
  %moved = tile.convert_layout %d {tile.layout = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>} : tensor<16x32xf32> -> tensor<16x32xf32>
  %x = arith.addf %d, %bs : tensor<16x32xf32>
  %y = arith.addf %x, %br : tensor<16x32xf32>
  // CHECK: %[[T2:.*]] = tile.store %{{.*}}, %[[C]], %[[T1]] : tensor<16x32xf32>, !tile.part<16x32xf32>
  %t2 = tile.store %y, %c, %t1 : tensor<16x32xf32>, !tile.part<16x32xf32>
  // CHECK: tile.return %[[T2]] : !tile.token
  tile.return %t2 : !tile.token
}

// CHECK-LABEL: tile.kernel @tokens
tile.kernel @tokens(%a: !tile.view<?xf32>, %c: !tile.part<64xf32>,
                    %d: !tile.part<64xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<64xf32> -> tensor<64xf32>
  // A fork: the stores to c and d are unordered, then joined.
  %tc = tile.store %x, %c, %t0 : tensor<64xf32>, !tile.part<64xf32>
  %td = tile.store %x, %d, %t0 : tensor<64xf32>, !tile.part<64xf32>
  // CHECK: %[[J:.*]] = tile.join %{{.*}}, %{{.*}}
  %j = tile.join %tc, %td
  // CHECK: tile.return %[[J]] : !tile.token
  tile.return %j : !tile.token
}

// CHECK-LABEL: tile.kernel @mapped
// CHECK-SAME: !tile.mapped_part<16x16xf32, #[[$MAP]], 2>
tile.kernel @mapped(%c: !M, %t0: !tile.token) {
  // CHECK: tile.iter_indices %{{.*}}, %{{.*}} : !tile.mapped_part<16x16xf32, #[[$MAP]], 2> {
  // CHECK-NEXT: ^bb0(%[[IDX:.*]]: !tile.index, %{{.*}}: index, %{{.*}}: index, %[[T:.*]]: !tile.token):
  %t = tile.iter_indices %c, %t0 : !M {
  ^bb0(%idx: !tile.index, %m: index, %n: index, %tok: !tile.token):
    // CHECK: tile.load_mut %{{.*}}[%[[IDX]]], %[[T]] : !tile.mapped_part<{{.*}}>[!tile.index] -> tensor<16x16xf32>
    %v, %t1 = tile.load_mut %c[%idx], %tok : !M[!tile.index] -> tensor<16x16xf32>
    %w = arith.mulf %v, %v : tensor<16x16xf32>
    // CHECK: tile.store %{{.*}}, %{{.*}}[%[[IDX]]], %{{.*}} : tensor<16x16xf32>, !tile.mapped_part<{{.*}}>[!tile.index]
    %t2 = tile.store %w, %c[%idx], %t1 : tensor<16x16xf32>, !M[!tile.index]
    // CHECK: tile.yield %{{.*}} : !tile.token
    tile.yield %t2 : !tile.token
  }
  tile.return %t : !tile.token
}

// CHECK-LABEL: tile.kernel @escape_hatch
// CHECK-SAME: attributes {unsafe}
tile.kernel @escape_hatch(%v: !tile.view<?xf32>, %c: !tile.part<8xf32>,
                          %t0: !tile.token) attributes {unsafe} {
  %c3 = arith.constant 3 : index
  // CHECK: tile.unchecked_load %{{.*}}[%{{.*}}] : !tile.part<8xf32> -> tensor<8xf32>
  %x = tile.unchecked_load %c[%c3] : !tile.part<8xf32> -> tensor<8xf32>
  // CHECK: tile.unchecked_store %{{.*}}, %{{.*}}[%{{.*}}] : tensor<8xf32>, !tile.view<?xf32>
  tile.unchecked_store %x, %v[%c3] : tensor<8xf32>, !tile.view<?xf32>
  tile.return %t0 : !tile.token
}

// CHECK-LABEL: func.func @host
func.func @host(%a: memref<?x64xf16>, %w: memref<128xf32>, %c: memref<64x64xf32>,
                %m: memref<64x64xf32>) {
  %s = arith.constant 2.0 : f32
  // CHECK: %[[P:.*]] = tile.partition %{{.*}} : memref<64x64xf32> -> !tile.part<16x32xf32>
  %pc = tile.partition %c : memref<64x64xf32> -> !tile.part<16x32xf32>
  // CHECK: tile.launch @device_ops(%{{.*}}, %{{.*}}, %{{.*}}, %[[P]]) : (memref<?x64xf16>, memref<128xf32>, f32, !tile.part<16x32xf32>)
  tile.launch @device_ops(%a, %w, %s, %pc) : (memref<?x64xf16>, memref<128xf32>, f32, !tile.part<16x32xf32>)
  // CHECK: tile.partition %{{.*}} masked : memref<64x64xf32> -> !tile.part<48x64xf32>
  %pm = tile.partition %m masked : memref<64x64xf32> -> !tile.part<48x64xf32>
  // CHECK: tile.partition %{{.*}} : memref<64x64xf32> -> !tile.mapped_part
  %mp = tile.partition %m : memref<64x64xf32> -> !M
  tile.launch @mapped(%mp) : (!M)
  return
}
