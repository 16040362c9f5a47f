// A host function that partitions %c and passes %a as a view, called with
// one buffer twice, would race (program p reads the block program p + 1
// writes). The verifier follows the call (T5 through callers), so warp-run
// refuses the module before anything runs.
// RUN: not warp-run --sim %s --kernel alias --arg f32[4096] 2>&1 | FileCheck %s
// CHECK: error: 'tile.launch' op T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)
// CHECK: warp-run: '{{.*}}alias-through-call.mlir' does not parse or verify

tile.kernel @shift(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>,
                   %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @launch(%a: memref<?xf32>, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @shift(%a, %pc) : (memref<?xf32>, !tile.part<1024xf32>)
  return
}

func.func @alias(%x: memref<4096xf32>) {
  %d = memref.cast %x : memref<4096xf32> to memref<?xf32>
  call @launch(%d, %d) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}
