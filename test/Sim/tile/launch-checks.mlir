// The run-time checks of a tile.launch (docs/TileLowering.md,
// "Launches"), executed: each host function below runs on the simulator
// with warp-run --kernel NAME, and a failed check ends the run with its
// message and exit code 1 before anything is launched (no finding).
// warp-run's buffers are separate 256-byte aligned device allocations, so
// the alignment check and T5's run-time half cannot fail through it (they
// guard callers outside the module); alias-through-call.mlir shows the
// static half of T5 rejecting one buffer passed twice through a call.

// A view smaller than the partitioned buffer would be read past its end.
// RUN: not warp-run --sim %s --kernel short --arg f32[1000] --arg f32[2048] 2>&1 | FileCheck %s --check-prefix=T10
// T10: warp-run: tile.launch @shift: view #0 is smaller than the buffer of partition #1 along dimension 0 (T10)

// The same functions with separate, aligned, large enough buffers run.
// RUN: warp-run --sim %s --kernel separate --arg f32[4096]=iota --arg f32[4096] --print | FileCheck %s --check-prefix=OK
// OK: arg 1 f32[4096]: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 ...

// An empty buffer launches nothing (an empty grid), and that is no error.
// RUN: warp-run --sim %s --kernel empty --arg f32[16]=ones --arg f32[16]=ones --print 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY-NOT: finding
// EMPTY: arg 0 f32[16]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// EMPTY: arg 1 f32[16]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1

// c[i] = a[i] + 1 for every element of c's blocks.
tile.kernel @shift(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>,
                   %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %one = tile.constant dense<1.0> : tensor<1024xf32>
  %y = arith.addf %x, %one : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @launch(%a: memref<?xf32>, %c: memref<?xf32>) {
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  tile.launch @shift(%a, %pc) : (memref<?xf32>, !tile.part<1024xf32>)
  return
}

func.func @short(%a: memref<1000xf32>, %c: memref<2048xf32>) {
  %da = memref.cast %a : memref<1000xf32> to memref<?xf32>
  %dc = memref.cast %c : memref<2048xf32> to memref<?xf32>
  call @launch(%da, %dc) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @separate(%a: memref<4096xf32>, %c: memref<4096xf32>) {
  %da = memref.cast %a : memref<4096xf32> to memref<?xf32>
  %dc = memref.cast %c : memref<4096xf32> to memref<?xf32>
  call @launch(%da, %dc) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @empty(%x: memref<16xf32>, %y: memref<16xf32>) {
  %a = memref.subview %x[0] [0] [1] : memref<16xf32> to memref<0xf32>
  %c = memref.subview %y[0] [0] [1] : memref<16xf32> to memref<0xf32>
  %da = memref.cast %a : memref<0xf32> to memref<?xf32>
  %dc = memref.cast %c : memref<0xf32> to memref<?xf32>
  call @launch(%da, %dc) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}
