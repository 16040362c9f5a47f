// Issue 28, holes 1 and 3, under the simulator. A safe program's scalar
// code (trip counts from tile.program_id, scratch in private memory
// indexed under overflow flags) runs the same in every thread of its
// block: clean under two scheduling seeds, against NumPy. Scratch typed for workgroup memory (only an unsafe kernel
// may have it now, T15) is reached through .shared instructions at a
// stack address: the simulator reports that (state-space).
//
// RUN: %python -c "import numpy as np; t = [1, 2, 3, 4]; np.save(r'%t.npy', np.repeat(np.array([sum(t[(p + j) %% 4] for j in range(p %% 4 + 1)) for p in range(8)], dtype=np.float32), 128))"
// RUN: warp-run --sim %s --kernel main --arg f32[1024] --expect 0=%t.npy 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: warp-run --sim --sim-seed=7 %s --kernel main --arg f32[1024] --expect 0=%t.npy 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim %s --kernel shared_scratch --arg f32[256] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SPACE
//
// Program p sums (p + j) mod 4 + 1 for j = 0 .. p mod 4 into its 128 elements.
// CLEAN-NOT: finding
// CLEAN: warp-run: 1 result match
//
// SPACE: finding (state-space): {{.*}} a .shared access writes 4 bytes at an address of a thread's stack (local memory)
// SPACE: exit 4

tile.kernel @sums(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
  %p = tile.program_id 0 : index
  %r = arith.remui %p, %c4 : index
  %trip = arith.addi %r, %c1 overflow<nsw, nuw> : index
  scf.for %j = %c0 to %trip step %c1 {
    %pj = arith.addi %p, %j overflow<nsw> : index
    %k = arith.remui %pj, %c4 : index
    %k1 = arith.addi %k, %c1 overflow<nuw> : index
    %ki = arith.index_cast %k1 : index to i32
    %x = arith.sitofp %ki : i32 to f32
    memref.store %x, %s[%j] : memref<4xf32, #gpu.address_space<private>>
  }
  %sum = scf.for %j = %c0 to %trip step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %s[%j] : memref<4xf32, #gpu.address_space<private>>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  %tile = tile.broadcast %sum : f32 -> tensor<128xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @sums(%pc) : (!tile.part<128xf32>)
  return
}

tile.kernel @shared(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %one, %s[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  %v = memref.load %s[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  %tile = tile.broadcast %v : f32 -> tensor<128xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

func.func @shared_scratch(%c: memref<256xf32>) {
  %pc = tile.partition %c : memref<256xf32> -> !tile.part<128xf32>
  tile.launch @shared(%pc) : (!tile.part<128xf32>)
  return
}
