// Host functions for warp-run --emit-lib's @__warptile_launch
// (test/Runtime/emit-lib-host-function.test): it inlines the one it runs.

tile.kernel @vector_add(%a: !tile.view<?xf32>, %b: !tile.view<?xf32>,
                        %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %y = tile.load %b like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %sum = arith.addf %x, %y : tensor<1024xf32>
  %t1 = tile.store %sum, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// Two launches: both queue on the entry's stream.
func.func @add_twice(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @vector_add(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
  tile.launch @vector_add(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
  return
}

// Its launches are @add_twice's, which it calls: refused.
func.func @calls(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    func.call @add_twice(%a, %b, %c) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  }
  return
}

// Two blocks do not go into a loop's body: refused.
func.func @branches(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  cf.br ^launch
^launch:
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @vector_add(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
  return
}
