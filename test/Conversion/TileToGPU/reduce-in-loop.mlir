// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu=drop-host | FileCheck %s

// A cross-warp reduction inside scf.for writes its shared scratch on every
// iteration: the body's only barrier is the reduction's own (between its
// writes and its reads), so the body ends with a second one, which keeps
// iteration i + 1's writes after iteration i's reads.
// CHECK-LABEL: gpu.func @one_reduction
// CHECK: scf.for
// CHECK:   memref.store
// CHECK:   gpu.barrier
// CHECK:   memref.load
// CHECK:   gpu.barrier
// CHECK-NEXT: scf.yield
tile.kernel @one_reduction(%x: !tile.view<?x1024xf32>, %y: !tile.part<4x256xf32>,
                           %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %init = tile.constant dense<0xFF800000> : tensor<4x1xf32>
  %mx = scf.for %k = %c0 to %c4 step %c1 iter_args(%run = %init) -> (tensor<4x1xf32>) {
    %a = tile.load %x[%m, %k] : !tile.view<?x1024xf32> -> tensor<4x256xf32>
    %r = tile.reduce max %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>
    %n = arith.maximumf %run, %r : tensor<4x1xf32>
    scf.yield %n : tensor<4x1xf32>
  }
  %b = tile.broadcast %mx : tensor<4x1xf32> -> tensor<4x256xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x256xf32>, !tile.part<4x256xf32>
  tile.return %t1 : !tile.token
}

// -----

// Two cross-warp reductions in one body: each one's barrier lies between
// the other's reads of one iteration and its writes of the next, so the
// body needs no barrier of its own (two in all, none before the yield).
// CHECK-LABEL: gpu.func @two_reductions
// CHECK: scf.for
// CHECK:   gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK:   gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
tile.kernel @two_reductions(%x: !tile.view<?x1024xf32>, %y: !tile.part<4x256xf32>,
                            %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %init = tile.constant dense<0.0> : tensor<4x1xf32>
  %mx = scf.for %k = %c0 to %c4 step %c1 iter_args(%run = %init) -> (tensor<4x1xf32>) {
    %a = tile.load %x[%m, %k] : !tile.view<?x1024xf32> -> tensor<4x256xf32>
    %r = tile.reduce max %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>
    %s = tile.reduce add %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>
    %q = arith.addf %r, %s : tensor<4x1xf32>
    %n = arith.addf %run, %q : tensor<4x1xf32>
    scf.yield %n : tensor<4x1xf32>
  }
  %b = tile.broadcast %mx : tensor<4x1xf32> -> tensor<4x256xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x256xf32>, !tile.part<4x256xf32>
  tile.return %t1 : !tile.token
}

// -----

// A reduction that stays within each warp (8 warps along the rows of an
// 8x256 tile) uses no shared memory: the loop gets no barrier.
// CHECK-LABEL: gpu.func @in_warp
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
tile.kernel @in_warp(%x: !tile.view<?x1024xf32>, %y: !tile.part<8x128xf32>,
                     %t0: !tile.token) attributes {tile.num_warps = 8 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = tile.program_id 0 : index
  %init = tile.constant dense<0.0> : tensor<8x1xf32>
  %mx = scf.for %k = %c0 to %c8 step %c1 iter_args(%run = %init) -> (tensor<8x1xf32>) {
    %a = tile.load %x[%m, %k] : !tile.view<?x1024xf32> -> tensor<8x128xf32>
    %r = tile.reduce add %a dim 1 : tensor<8x128xf32> -> tensor<8x1xf32>
    %n = arith.addf %run, %r : tensor<8x1xf32>
    scf.yield %n : tensor<8x1xf32>
  }
  %b = tile.broadcast %mx : tensor<8x1xf32> -> tensor<8x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<8x128xf32>, !tile.part<8x128xf32>
  tile.return %t1 : !tile.token
}
