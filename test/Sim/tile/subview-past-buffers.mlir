// A host function that subviews its buffers past their ends (memref.subview
// does not check sizes) launches a tile kernel whose masked tail then
// reaches past the buffers' red zones: every out-of-bounds element is
// reported at the tile.load / tile.store, none is performed, the process
// survives (exit 4).
// RUN: not warp-run --sim %s --kernel host --arg f32[1000]=ones --arg f32[1000]=ones --arg f32[1000] --arg i64:5000 2>&1 | FileCheck %s
// CHECK-DAG: finding (global-oob): {{.*}}of argument 0 (f32[1000]=ones), outside its 4000 bytes [llvm.load at {{.*}}subview-past-buffers.mlir:16:8]
// CHECK-DAG: finding (global-oob): {{.*}}(the access is not performed) [llvm.intr.masked.load at {{.*}}subview-past-buffers.mlir:16:8]
// CHECK-DAG: finding (global-oob): {{.*}}(the access is not performed) [llvm.intr.masked.store at {{.*}}subview-past-buffers.mlir:19:9]
// CHECK: the simulator found {{[0-9]+}} bugs in 'host'
// RUN: warp-run --sim %s --kernel host --arg f32[1000]=ones --arg f32[1000]=ones --arg f32[1000] --arg i64:1000 --print | FileCheck %s --check-prefix=FITS
// FITS: arg 2 f32[1000]: 2 2 2 2

tile.kernel @vector_add(%a: !tile.view<?xf32>, %b: !tile.view<?xf32>,
                        %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %y = tile.load %b like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %sum = arith.addf %x, %y : tensor<1024xf32>
  %t1 = tile.store %sum, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @host(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %sa = memref.subview %a[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %sb = memref.subview %b[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %sc = memref.subview %c[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %a2 = memref.cast %sa : memref<?xf32, strided<[1]>> to memref<?xf32>
  %b2 = memref.cast %sb : memref<?xf32, strided<[1]>> to memref<?xf32>
  %c2 = memref.cast %sc : memref<?xf32, strided<[1]>> to memref<?xf32>
  %pc = tile.partition %c2 masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @vector_add(%a2, %b2, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
  return
}
