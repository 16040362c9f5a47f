// Issue 28's gaps, run: programs that T5 and T13 rejected though they are
// safe, now verified, clean under the simulator (two scheduling seeds) and
// equal to NumPy. Each step writes y = x / 2 + 1 from x.
//  * @jacobi_for, @jacobi_while: 5 time steps with ping-pong buffers
//    swapped by a loop (x -> y -> x ...): y = f^5(x0), x = f^4(x0).
//  * @jacobi_rec: the same by recursion that swaps its arguments.
//  * @there_and_back: @step_on(x, y) then @step_on(y, x) from one function
//    (T5 per call site): y = f(x0), x = f(f(x0)).
//  * @aligned: the launched buffers through memref.assume_alignment.
// Disjoint static subviews verify (disjoint-legal.mlir) and, when
// row-major contiguous, run (subviews.mlir).
//
// RUN: %python -c "import numpy as np; f = lambda v: (v / 2 + 1).astype(np.float32); x = np.arange(4096, dtype=np.float32); r = [x]; [r.append(f(r[-1])) for _ in range(5)]; np.save(r'%t.x4.npy', r[4]); np.save(r'%t.y5.npy', r[5]); np.save(r'%t.x2.npy', r[2]); np.save(r'%t.y1.npy', r[1])"
// RUN: warp-run --sim %s --kernel jacobi_for --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim --sim-seed=3 %s --kernel jacobi_for --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim %s --kernel jacobi_while --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim --sim-seed=3 %s --kernel jacobi_while --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim %s --kernel jacobi_rec --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim --sim-seed=3 %s --kernel jacobi_rec --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x4.npy --expect 1=%t.y5.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim %s --kernel there_and_back --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x2.npy --expect 1=%t.y1.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim --sim-seed=3 %s --kernel there_and_back --arg f32[4096]=iota --arg f32[4096] --expect 0=%t.x2.npy --expect 1=%t.y1.npy 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: warp-run --sim %s --kernel aligned --arg f32[4096]=iota --arg f32[4096] --expect 1=%t.y1.npy 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: warp-run --sim --sim-seed=3 %s --kernel aligned --arg f32[4096]=iota --arg f32[4096] --expect 1=%t.y1.npy 2>&1 | FileCheck %s --check-prefix=ONE
//
// TWO-NOT: finding
// TWO: warp-run: 2 results match
// ONE-NOT: finding
// ONE: warp-run: 1 result match

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %h = tile.constant dense<0.5> : tensor<1024xf32>
  %o = tile.constant dense<1.0> : tensor<1024xf32>
  %m = arith.mulf %a, %h : tensor<1024xf32>
  %s = arith.addf %m, %o : tensor<1024xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

func.func @jacobi_for(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %a : memref<4096xf32>, memref<4096xf32>
  }
  return
}

func.func @jacobi_while(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:3 = scf.while (%a = %x, %b = %y, %i = %c0) : (memref<4096xf32>, memref<4096xf32>, index) -> (memref<4096xf32>, memref<4096xf32>, index) {
    %go = arith.cmpi slt, %i, %c5 : index
    scf.condition(%go) %a, %b, %i : memref<4096xf32>, memref<4096xf32>, index
  } do {
  ^bb0(%a2: memref<4096xf32>, %b2: memref<4096xf32>, %i2: index):
    %pb = tile.partition %b2 : memref<4096xf32> -> !tile.part<1024xf32>
    tile.launch @step(%a2, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    %next = arith.addi %i2, %c1 : index
    scf.yield %b2, %a2, %next : memref<4096xf32>, memref<4096xf32>, index
  }
  return
}

func.func @rec(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
    tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
    %m = arith.subi %n, %c1 : index
    func.call @rec(%y, %x, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

func.func @jacobi_rec(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %c5 = arith.constant 5 : index
  func.call @rec(%x, %y, %c5) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  return
}

func.func @step_on(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
  tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

func.func @there_and_back(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  func.call @step_on(%x, %y) : (memref<4096xf32>, memref<4096xf32>) -> ()
  func.call @step_on(%y, %x) : (memref<4096xf32>, memref<4096xf32>) -> ()
  return
}

func.func @aligned(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %xa = memref.assume_alignment %x, 16 : memref<4096xf32>
  %ya = memref.assume_alignment %y, 16 : memref<4096xf32>
  %py = tile.partition %ya : memref<4096xf32> -> !tile.part<1024xf32>
  tile.launch @step(%xa, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}
