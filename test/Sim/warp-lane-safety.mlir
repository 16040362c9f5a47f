// The safe programs of issue 27's gaps, which the warp verifier now admits
// (test/Dialect/Warp/lane-safety.mlir), run under the simulator: no finding,
// the same result under two schedules. Expected values by hand: the input
// is the lane id, so a warp sum is 0 + 1 + ... + 31 = 496.
//
// RUN: warp-run --sim --sim-seed 1 %s --kernel uniform_flag_warp_if --arg i32:1 --arg i32[32] --print | FileCheck %s --check-prefix=SUM
// RUN: warp-run --sim --sim-seed 7 %s --kernel uniform_flag_warp_if --arg i32:1 --arg i32[32] --print | FileCheck %s --check-prefix=SUM
// RUN: warp-run --sim --sim-seed 7 %s --kernel uniform_flag_warp_if --arg i32:0 --arg i32[32] --print | FileCheck %s --check-prefix=XOR1
// RUN: warp-run --sim --sim-seed 1 %s --kernel uniform_flag_scf_if --arg i32:1 --arg i32[32] --print | FileCheck %s --check-prefix=SUM
// RUN: warp-run --sim --sim-seed 7 %s --kernel uniform_flag_scf_if --arg i32:1 --arg i32[32] --print | FileCheck %s --check-prefix=SUM
// RUN: warp-run --sim --sim-seed 7 %s --kernel uniform_flag_scf_if --arg i32:0 --arg i32[32] --print | FileCheck %s --check-prefix=IOTA
// RUN: warp-run --sim --sim-seed 1 %s --kernel do_while_any --arg i32:1000 --arg i32[32] --print | FileCheck %s --check-prefix=DOWHILE
// RUN: warp-run --sim --sim-seed 7 %s --kernel do_while_any --arg i32:1000 --arg i32[32] --print | FileCheck %s --check-prefix=DOWHILE
// RUN: warp-run --sim --sim-seed 1 %s --kernel private_count --arg i32:3 --arg i32[32] --print | FileCheck %s --check-prefix=COUNT
// RUN: warp-run --sim --sim-seed 7 %s --kernel private_count --arg i32:3 --arg i32[32] --print | FileCheck %s --check-prefix=COUNT

// SUM-NOT: finding
// SUM: arg 1 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496
// XOR1-NOT: finding
// XOR1: arg 1 i32[32]: 1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30
// IOTA-NOT: finding
// IOTA: arg 1 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// Lane l wants another trip while the total is below 1000 + 16 l; the warp
// goes on while any lane does: 496, 992, 1488 (< 1496 for lane 31), 1984.
// DOWHILE-NOT: finding
// DOWHILE: arg 1 i32[32]: 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984 1984
// Three trips of the sum: 1488.
// COUNT-NOT: finding
// COUNT: arg 1 i32[32]: 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488 1488

gpu.module @kernels {
  gpu.func @uniform_flag_warp_if(%flag: i32, %out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %on = arith.cmpi ne, %flag, %c0 : i32
    %w = warp.entry : !warp.warp<all>
    %m, %r = warp.if %w, %on -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %v : !warp.warp<all>, i32
      warp.yield %t, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      %s = warp.shuffle xor %f, %v, 1 : !warp.warp<all>, i32
      warp.yield %f, %s : !warp.warp<all>, i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @uniform_flag_scf_if(%flag: i32, %out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %on = arith.cmpi ne, %flag, %c0 : i32
    %w = warp.entry : !warp.warp<all>
    %r = scf.if %on -> i32 {
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else {
      scf.yield %v : i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @do_while_any(%limit: i32, %out: memref<32xi32>) kernel {
    %zero = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %extra = arith.muli %v, %c16 : i32
    %mine = arith.addi %limit, %extra : i32
    %w = warp.entry : !warp.warp<all>
    %r:2 = scf.while (%wi = %w, %acc = %zero) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, i32
      %next = arith.addi %acc, %s : i32
      %more = arith.cmpi slt, %next, %mine : i32
      %any = warp.any %wi, %more : !warp.warp<all>
      scf.condition(%any) %wi, %next : !warp.warp<all>, i32
    } do {
    ^bb0(%wb: !warp.warp<all>, %ab: i32):
      scf.yield %wb, %ab : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }

  func.func private @count(%w: !warp.warp<all>, %n: index, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %acc = %zero) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %next = arith.addi %acc, %s : i32
      scf.yield %x, %next : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }

  gpu.func @private_count(%n: i32, %out: memref<32xi32>) kernel {
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %trips = arith.index_cast %n : i32 to index
    %w = warp.entry : !warp.warp<all>
    %w2, %r = func.call @count(%w, %trips, %v) : (!warp.warp<all>, index, i32) -> (!warp.warp<all>, i32)
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
