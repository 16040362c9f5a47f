// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host -verify-diagnostics | FileCheck %s
// RUN: warp-ptx %S/../../Sim/tile/Inputs/constant_table.mlir | FileCheck %s --check-prefix=PTX

// The PTX of a 1x128 f32 table over 32 threads: 512 bytes of .global data,
// one read-only (non-coherent cache) 16-byte load per thread.
// PTX: .global .align 16 .b8 __tile_constant[512] = {0, 0, 128, 63, 0, 0, 0, 64,
// PTX-COUNT-1: ld.global.nc.v4.b32
// PTX-NOT: ld.global.nc

// Non-splat constants (ConstantTables.cpp): a read-only table per distinct
// value in global memory, each thread loading its own elements in its
// layout. Two equal constants share one table; i1 and sub-byte integers
// are stored in whole bytes and truncated after the load.
// CHECK-DAG: llvm.mlir.global internal constant @__tile_constant(dense<[1, 2, 3, 4, 5, 6, 7, 8, 1, {{.*}}]> : tensor<64xi8>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK-DAG: llvm.mlir.global internal constant @__tile_constant_0(dense<[1, 0, 0, 1, 1, 0, 0, 1, {{.*}}]> : tensor<64xi8>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK-LABEL: gpu.func @bits
// CHECK: llvm.mlir.addressof @__tile_constant :
// CHECK: arith.trunci %{{.*}} : vector<{{[0-9]+}}xi8> to vector<{{[0-9]+}}xi4>
// CHECK: llvm.mlir.addressof @__tile_constant_0 :
// CHECK: arith.trunci %{{.*}} : vector<{{[0-9]+}}xi8> to vector<{{[0-9]+}}xi1>
// CHECK: llvm.mlir.addressof @__tile_constant_0 :
// CHECK-NOT: llvm.mlir.addressof
// CHECK: gpu.return
tile.kernel @bits(%y: !tile.part<64xi8>, %t0: !tile.token) {
  %n = tile.constant dense<[1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8, 1, 2, 3, 4, 5, 6, 7, -8]> : tensor<64xi4>
  %m = tile.constant dense<[true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true]> : tensor<64xi1>
  %m2 = tile.constant dense<[true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true, false, false, true]> : tensor<64xi1>
  %e = arith.extsi %n : tensor<64xi4> to tensor<64xi8>
  %z = tile.constant dense<0> : tensor<64xi8>
  %s = arith.select %m, %e, %z : tensor<64xi1>, tensor<64xi8>
  %s2 = arith.select %m2, %s, %z : tensor<64xi1>, tensor<64xi8>
  %t1 = tile.store %s2, %y, %t0 : tensor<64xi8>, !tile.part<64xi8>
  tile.return %t1 : !tile.token
}

// -----

// A constant added to an accumulator takes the accumulator's fragment
// layout (its user's): each thread loads its fragment's pairs (two
// consecutive f32, 8 bytes) from the table.
// CHECK-LABEL: gpu.func @accumulator
// CHECK: llvm.mlir.addressof @__tile_constant :
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
tile.kernel @accumulator(%a: !tile.view<?x?xf16>, %c: !tile.part<16x16xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?x?xf16>, !tile.part<16x16xf32> -> tensor<16x16xf16>
  %z = tile.constant dense<0.0> : tensor<16x16xf32>
  %d = tile.mma %x, %x, %z : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>
  %k = tile.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0]]> : tensor<16x16xf32>
  %s = arith.addf %d, %k : tensor<16x16xf32>
  %t1 = tile.store %s, %c, %t0 : tensor<16x16xf32>, !tile.part<16x16xf32>
  tile.return %t1 : !tile.token
}

// -----

// A float type of less than a byte has no table element.
tile.kernel @f4(%y: !tile.part<64xf32>, %t0: !tile.token) {
  // expected-error @below {{'tile.constant' of 'f4E2M1FN' elements that are not a splat is not supported by the lowering (a table holds elements of whole bytes)}}
  %n = tile.constant dense<[1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0]> : tensor<64xf4E2M1FN>
  %e = arith.extf %n : tensor<64xf4E2M1FN> to tensor<64xf32>
  %t1 = tile.store %e, %y, %t0 : tensor<64xf32>, !tile.part<64xf32>
  tile.return %t1 : !tile.token
}
