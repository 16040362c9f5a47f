// Exactness through cycles (issue 27 round 21). A warp value is exact when
// the lanes it names are the lanes running where it is used; its
// collectives then need no guard. Two ways the lowering took a value as
// exact that was not:
//  * an scf.for iteration argument (and an scf.while before-argument)
//    took its answer from the init alone; a body that yields a diverged
//    half of a `dyn` warp (the other half dropped into a helper that
//    ignores it) carries the half into the next trip, whose ballot ran on
//    every lane of the warp with the half's member mask (--sim:
//    collective-mask, lanes 1, 3, .., 15 at vote.sync with 0x5555);
//  * an answer computed from a value still at its optimistic start (a
//    cycle through block arguments or calls) was never revisited once that
//    value turned out inexact: ^b's argument read ^h's as exact, ^h's then
//    took the diverged half on its other edge, and ^b's shuffle ran on all
//    32 lanes with mask 0x0000ffff (the same through f and g calling each
//    other).
// Each kernel now runs clean under two schedules, with the values of
// Inputs/exactness_expected.py.
//
// RUN: %python %S/Inputs/exactness_expected.py for_half %t.for.npy
// RUN: %python %S/Inputs/exactness_expected.py while_half %t.while.npy
// RUN: %python %S/Inputs/exactness_expected.py block_cycle %t.block.npy
// RUN: %python %S/Inputs/exactness_expected.py call_cycle %t.call.npy
// RUN: warp-run --sim --sim-seed 0 %s --kernel for_half --arg i32[32] --expect 0=%t.for.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel for_half --arg i32[32] --expect 0=%t.for.npy
// RUN: warp-run --sim --sim-seed 0 %s --kernel while_half --arg i32[32] --expect 0=%t.while.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel while_half --arg i32[32] --expect 0=%t.while.npy
// RUN: warp-run --sim --sim-seed 0 %s --kernel block_cycle --arg i32[32] --expect 0=%t.block.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel block_cycle --arg i32[32] --expect 0=%t.block.npy
// RUN: warp-run --sim --sim-seed 0 %s --kernel call_cycle --arg i32[32] --expect 0=%t.call.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel call_cycle --arg i32[32] --expect 0=%t.call.npy
// RUN: warp-opt --convert-warp-to-nvvm %s | FileCheck %s

gpu.module @kernels {
  func.func private @sink(%x: !warp.warp<dyn>) {
    return
  }

  // Trip 0 ballots the 16 lanes of the warp.if's then-region, trip 1 the
  // even ones: the ballot is guarded by the iteration argument's mask.
  // Lane 0, in every half, stores each trip's ballot at out[trip].
  // CHECK-LABEL: gpu.func @for_half
  // CHECK: scf.for
  // CHECK: scf.if
  // CHECK: nvvm.vote.sync ballot
  gpu.func @for_half(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c0i = arith.constant 0 : i32
    %first = arith.cmpi eq, %li, %c0i : i32
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %t) -> (!warp.warp<dyn>) {
        %bal = warp.ballot %x, %true : !warp.warp<dyn> -> i32
        scf.if %first {
          memref.store %bal, %out[%i] : memref<32xi32>
        }
        %a, %b = warp.diverge %x, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
        func.call @sink(%b) : (!warp.warp<dyn>) -> ()
        scf.yield %a : !warp.warp<dyn>
      }
      warp.yield %r : !warp.warp<dyn>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      warp.yield %e : !warp.warp<dyn>
    }
    gpu.return
  }

  // The same carried by an scf.while: three trips of its before region.
  // CHECK-LABEL: gpu.func @while_half
  // CHECK: scf.while
  // CHECK: scf.if
  // CHECK: nvvm.vote.sync ballot
  gpu.func @while_half(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %first = arith.cmpi eq, %li, %c0 : i32
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %r:2 = scf.while (%x = %t, %n = %c0) : (!warp.warp<dyn>, i32) -> (!warp.warp<dyn>, i32) {
        %bal = warp.ballot %x, %true : !warp.warp<dyn> -> i32
        scf.if %first {
          %at = arith.index_cast %n : i32 to index
          memref.store %bal, %out[%at] : memref<32xi32>
        }
        %go = arith.cmpi slt, %n, %c2 : i32
        scf.condition(%go) %x, %n : !warp.warp<dyn>, i32
      } do {
      ^bb1(%y: !warp.warp<dyn>, %m: i32):
        %a, %b = warp.diverge %y, even : !warp.warp<dyn> -> !warp.warp<dyn>, !warp.warp<dyn>
        func.call @sink(%b) : (!warp.warp<dyn>) -> ()
        %m1 = arith.addi %m, %c1 : i32
        scf.yield %a, %m1 : !warp.warp<dyn>, i32
      }
      warp.yield %r#0 : !warp.warp<dyn>
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      warp.yield %e : !warp.warp<dyn>
    }
    gpu.return
  }

  // ^b's argument has one incoming value, ^h's argument, which takes the
  // diverged half %lo on its other edge: both shuffles are guarded by the
  // half's predicate (lane < 16), on all 32 lanes running the blocks.
  // Lanes 0-15 store (lane ^ 1) twice over.
  // CHECK-LABEL: gpu.func @block_cycle
  // CHECK-COUNT-2: nvvm.shfl.sync bfly %c65535_i32
  gpu.func @block_cycle(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %lo16 = arith.cmpi ult, %li, %c16 : i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    cf.br ^h(%lo, %c0 : !warp.warp<low(16)>, i32)
  ^h(%x: !warp.warp<low(16)>, %n: i32):
    %s = warp.shuffle xor %x, %li, 1 : !warp.warp<low(16)>, i32
    %go = arith.cmpi slt, %n, %c2 : i32
    cf.cond_br %go, ^b(%x, %n, %s : !warp.warp<low(16)>, i32, i32), ^e(%x : !warp.warp<low(16)>)
  ^b(%y: !warp.warp<low(16)>, %m: i32, %sv: i32):
    %t = warp.shuffle xor %y, %li, 1 : !warp.warp<low(16)>, i32
    scf.if %lo16 {
      %u = arith.addi %t, %sv : i32
      memref.store %u, %out[%lane] : memref<32xi32>
    }
    %m1 = arith.addi %m, %c1 : i32
    cf.br ^h(%y, %m1 : !warp.warp<low(16)>, i32)
  ^e(%z: !warp.warp<low(16)>):
    %all = warp.merge %z, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }

  // f and g call each other; g is called only by f, and f by the kernel
  // with a diverged half: both parameters are inexact and both shuffles
  // guarded. G is 0, so f calls g once: lanes 0-15 store lane ^ 2.
  memref.global "private" @G : memref<1xi32> = dense<0>
  func.func private @f(%x: !warp.warp<low(16)>, %out: memref<32xi32>) -> !warp.warp<low(16)> {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %s = warp.shuffle xor %x, %li, 1 : !warp.warp<low(16)>, i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      memref.store %s, %out[%lane] : memref<32xi32>
    }
    %r = func.call @g(%x, %out) : (!warp.warp<low(16)>, memref<32xi32>) -> !warp.warp<low(16)>
    return %r : !warp.warp<low(16)>
  }
  // CHECK-LABEL: func.func private @g
  // CHECK: scf.if
  // CHECK: nvvm.shfl.sync bfly
  func.func private @g(%y: !warp.warp<low(16)>, %out: memref<32xi32>) -> !warp.warp<low(16)> {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %t = warp.shuffle xor %y, %li, 2 : !warp.warp<low(16)>, i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      memref.store %t, %out[%lane] : memref<32xi32>
    }
    %gm = memref.get_global @G : memref<1xi32>
    %c0 = arith.constant 0 : index
    %v = memref.load %gm[%c0] : memref<1xi32>
    %c7 = arith.constant 7 : i32
    %rec = arith.cmpi eq, %v, %c7 : i32
    cf.cond_br %rec, ^a(%y : !warp.warp<low(16)>), ^d(%y : !warp.warp<low(16)>)
  ^a(%a: !warp.warp<low(16)>):
    %r = func.call @f(%a, %out) : (!warp.warp<low(16)>, memref<32xi32>) -> !warp.warp<low(16)>
    cf.br ^d(%r : !warp.warp<low(16)>)
  ^d(%d: !warp.warp<low(16)>):
    return %d : !warp.warp<low(16)>
  }
  gpu.func @call_cycle(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %r = func.call @f(%lo, %out) : (!warp.warp<low(16)>, memref<32xi32>) -> !warp.warp<low(16)>
    %m = warp.merge %r, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}
