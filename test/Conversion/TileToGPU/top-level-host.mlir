// RUN: warp-opt %s --tile-to-ptx=drop-host | FileCheck %s
// RUN: not warp-run --sim %s --kernel step --arg "f32[1024]" 2>&1 | FileCheck %s --check-prefix=SIM
//
// Host ops at a module's top level (a graph region: `%b` is used before it
// is defined) are dropped without freeing an op still in use (issue 27
// round 55a: a heap use-after-free in the drop-host path and in the
// simulator's device pipeline).

// CHECK: gpu.binary @tile_kernels
// CHECK-SAME: .entry step(
// SIM: top-level-host.mlir":16:1) is at the module's top level, outside any function
tile.kernel @step(%x: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
%p0 = tile.partition %b : memref<1024xf32> -> !tile.part<1024xf32>
tile.launch @step(%p0) : (!tile.part<1024xf32>)
%b = memref.alloc() : memref<1024xf32>
