// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// Issue 28's gaps: safe launches T5 and T13 rejected and now verify, the
// nearest legal neighbours of disjoint.mlir. Those the lowering takes also
// run under the simulator (test/Sim/tile/ping-pong.mlir).

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Disjoint static subviews: [0, 1024) read, [1024, 2048) written; and a
// strided read of the even elements of [0, 2048) beside [2048, 3072).
// CHECK-LABEL: func.func @T5_disjoint_subviews
func.func @T5_disjoint_subviews(%x: memref<4096xf32>) {
  %a = memref.subview %x[0] [1024] [1] : memref<4096xf32> to memref<1024xf32>
  %b = memref.subview %x[1024] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 1024>>
  %pb = tile.partition %b : memref<1024xf32, strided<[1], offset: 1024>> -> !tile.part<1024xf32>
  // CHECK: tile.launch
  tile.launch @step(%a, %pb) : (memref<1024xf32>, !tile.part<1024xf32>)
  %e = memref.subview %x[0] [1024] [2] : memref<4096xf32> to memref<1024xf32, strided<[2]>>
  %c = memref.subview %x[2048] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 2048>>
  %pc = tile.partition %c : memref<1024xf32, strided<[1], offset: 2048>> -> !tile.part<1024xf32>
  // CHECK: tile.launch
  tile.launch @step(%e, %pc) : (memref<1024xf32, strided<[2]>>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<16x64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// 2-D: the left and right halves of one buffer (apart along columns), and
// a subview of a subview (rows 32-47 of the right half) beside rows 0-31.
// CHECK-LABEL: func.func @T5_disjoint_boxes_2d
func.func @T5_disjoint_boxes_2d(%x: memref<64x128xf32>) {
  %l = memref.subview %x[0, 0] [64, 64] [1, 1] : memref<64x128xf32> to memref<64x64xf32, strided<[128, 1]>>
  %r = memref.subview %x[0, 64] [64, 64] [1, 1] : memref<64x128xf32> to memref<64x64xf32, strided<[128, 1], offset: 64>>
  %pr = tile.partition %r : memref<64x64xf32, strided<[128, 1], offset: 64>> -> !tile.part<16x64xf32>
  // CHECK: tile.launch
  tile.launch @step2(%l, %pr) : (memref<64x64xf32, strided<[128, 1]>>, !tile.part<16x64xf32>)
  %top = memref.subview %x[0, 0] [32, 128] [1, 1] : memref<64x128xf32> to memref<32x128xf32, strided<[128, 1]>>
  %rr = memref.subview %r[32, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[128, 1], offset: 64>> to memref<16x64xf32, strided<[128, 1], offset: 4160>>
  %prr = tile.partition %rr : memref<16x64xf32, strided<[128, 1], offset: 4160>> -> !tile.part<16x64xf32>
  // CHECK: tile.launch
  tile.launch @step2(%top, %prr) : (memref<32x128xf32, strided<[128, 1]>>, !tile.part<16x64xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// T13: memref.assume_alignment is an identity view (MLIR 22) and may
// stand between a launched buffer and its root.
// CHECK-LABEL: func.func @T13_assume_alignment
func.func @T13_assume_alignment(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %xa = memref.assume_alignment %x, 16 : memref<4096xf32>
  %ya = memref.assume_alignment %y, 64 : memref<4096xf32>
  %py = tile.partition %ya : memref<4096xf32> -> !tile.part<1024xf32>
  // CHECK: tile.launch
  tile.launch @step(%xa, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Three buffers rotated by a loop, ping-pong nested in an outer ping-pong,
// and a launch on the loop's results.
// CHECK-LABEL: func.func @T5_loops_permute
func.func @T5_loops_permute(%x: memref<4096xf32>, %y: memref<4096xf32>, %z: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %d = %z) -> (memref<4096xf32>, memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // CHECK: tile.launch
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    %pd = tile.partition %d : memref<4096xf32> -> !tile.part<1024xf32>
    tile.launch @step(%b, %pd) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %d, %a : memref<4096xf32>, memref<4096xf32>, memref<4096xf32>
  }
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %t:2 = scf.for %j = %c0 to %n step %c1 iter_args(%u = %b, %v = %a) -> (memref<4096xf32>, memref<4096xf32>) {
      %pv = tile.partition %v : memref<4096xf32> -> !tile.part<1024xf32>
      tile.launch @step(%u, %pv) : (memref<4096xf32>, !tile.part<1024xf32>)
      scf.yield %v, %u : memref<4096xf32>, memref<4096xf32>
    }
    scf.yield %t#0, %t#1 : memref<4096xf32>, memref<4096xf32>
  }
  %ps = tile.partition %s#1 : memref<4096xf32> -> !tile.part<1024xf32>
  tile.launch @step(%s#0, %ps) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @step_on(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
  tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

func.func @a(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    func.call @step_on(%x, %y) : (memref<4096xf32>, memref<4096xf32>) -> ()
    %m = arith.subi %n, %c1 : index
    func.call @b(%y, %x, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

func.func @b(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  func.call @a(%y, %x, %n) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  return
}

// Per call site (both orders of two buffers, and two fresh allocations),
// and mutual recursion that swaps.
// CHECK-LABEL: func.func @T5_call_sites
func.func @T5_call_sites(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  func.call @step_on(%x, %y) : (memref<4096xf32>, memref<4096xf32>) -> ()
  func.call @step_on(%y, %x) : (memref<4096xf32>, memref<4096xf32>) -> ()
  %m = memref.alloc() : memref<4096xf32>
  %k = memref.alloc() : memref<4096xf32>
  func.call @step_on(%m, %k) : (memref<4096xf32>, memref<4096xf32>) -> ()
  func.call @a(%x, %y, %n) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @step_on(%x: memref<4096xf32, strided<[1], offset: ?>>, %y: memref<4096xf32, strided<[1], offset: ?>>) {
  %py = tile.partition %y : memref<4096xf32, strided<[1], offset: ?>> -> !tile.part<1024xf32>
  tile.launch @step(%x, %py) : (memref<4096xf32, strided<[1], offset: ?>>, !tile.part<1024xf32>)
  return
}

// Disjoint subviews passed at a call site.
// CHECK-LABEL: func.func @T5_call_site_disjoint_subviews
func.func @T5_call_site_disjoint_subviews(%x: memref<8192xf32>) {
  %a = memref.subview %x[0] [4096] [1] : memref<8192xf32> to memref<4096xf32, strided<[1]>>
  %b = memref.subview %x[4096] [4096] [1] : memref<8192xf32> to memref<4096xf32, strided<[1], offset: 4096>>
  %ac = memref.cast %a : memref<4096xf32, strided<[1]>> to memref<4096xf32, strided<[1], offset: ?>>
  %bc = memref.cast %b : memref<4096xf32, strided<[1], offset: 4096>> to memref<4096xf32, strided<[1], offset: ?>>
  // CHECK: call @step_on
  func.call @step_on(%ac, %bc) : (memref<4096xf32, strided<[1], offset: ?>>, memref<4096xf32, strided<[1], offset: ?>>) -> ()
  return
}
