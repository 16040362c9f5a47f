// A host function that subviews its buffers past their ends (memref.subview
// does not check sizes) launches a tile kernel whose full block and masked
// tail (llvm.intr.masked.load/store) then read and write past the buffers:
// each out-of-bounds access is reported at its tile.load / tile.store, and
// the process survives (exit 4). 2000 elements keep every access inside the
// buffers' red zones (4000 + 4096 bytes), so the findings name the buffer
// whatever the heap's layout; far accesses are test/Sim/far-oob.mlir's.
// RUN: not warp-run --sim %s --kernel host --arg f32[1000]=ones --arg f32[1000]=ones --arg f32[1000] --arg i64:2000 2>&1 | FileCheck %s
// CHECK-DAG: finding (global-oob): {{.*}}of argument 0 (f32[1000]=ones), outside its 4000 bytes [llvm.load at {{.*}}subview-past-buffers.mlir:[[LOAD:[0-9]+]]:8]
// CHECK-DAG: finding (global-oob): {{.*}}of argument 0 (f32[1000]=ones), outside its 4000 bytes [llvm.intr.masked.load at {{.*}}subview-past-buffers.mlir:[[LOAD]]:8]
// CHECK-DAG: finding (global-oob): {{.*}}of argument 2 (f32[1000]), outside its 4000 bytes [llvm.intr.masked.store at {{.*}}subview-past-buffers.mlir:{{[0-9]+}}:9]
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
