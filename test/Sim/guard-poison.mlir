// The lowering gives the lanes outside a diverged half poison for what a
// collective on the half returns (and for a guarded warp.if's results):
// those lanes do not own the value. The simulator used to run the host
// code's llvm.mlir.poison as whatever a register held, so odd lanes storing
// an even half's shuffle result wrote values that changed between
// --sim-seed 1 and 7 with no finding. Now the poison is 0 with a poison
// shadow, like an invalid shuffle source: using it is `poisoned-use`
// naming the collective. Selecting it away by the half's predicate is clean
// (values from the op's definition: lane l reads lane l xor 2 in its half).
//
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel stored --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STORED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel stored --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STORED
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel if_result --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=IF
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel if_result --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=IF
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel selected --arg i32[32]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SELECTED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel selected --arg i32[32]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SELECTED

gpu.module @kernels {
  // STORED: finding (poisoned-use): block (0,0,0) thread ([[T:[0-9]+]],0,0) warp 0 lane [[T]]: lane [[T]] stores a value computed from the undefined result of llvm.mlir.poison (the value a guarded collective or warp.if leaves to lanes outside its half){{.*}} [llvm.store at {{.*}}guard-poison.mlir:[[@LINE+11]]:5] (and 15 more times at this op)
  // STORED-NOT: finding
  // STORED: exit 4
  gpu.func @stored(%x: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %s = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    memref.store %s, %x[%lane] : memref<32xi32>
    gpu.return
  }

  // A warp.if on a half: lanes 16-31 get its result undefined.
  // IF: finding (poisoned-use): block (0,0,0) thread ([[T:[0-9]+]],0,0) warp 0 lane [[T]]: lane [[T]] stores a value computed from the undefined result of llvm.mlir.poison (the value a guarded collective or warp.if leaves to lanes outside its half){{.*}} [llvm.store at {{.*}}guard-poison.mlir:[[@LINE+18]]:5] (and 15 more times at this op)
  // IF-NOT: finding
  // IF: exit 4
  gpu.func @if_result(%x: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %lo2, %r = warp.if %lo, even -> (!warp.warp<low(16)>, i32) {
    ^bb0(%s: !warp.warp<mask(0x00005555)>):
      %a = warp.shuffle xor %s, %v, 2 : !warp.warp<mask(0x00005555)>, i32
      warp.yield %s, %a : !warp.warp<mask(0x00005555)>, i32
    } else {
    ^bb0(%s: !warp.warp<mask(0x0000aaaa)>):
      warp.yield %s, %v : !warp.warp<mask(0x0000aaaa)>, i32
    }
    %m = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    memref.store %r, %x[%lane] : memref<32xi32>
    gpu.return
  }

  // The nearest legal program: each lane keeps its own half's result.
  // SELECTED-NOT: finding
  // SELECTED: arg 0 i32[32]: 2 3 0 1 6 7 4 5 10 11 8 9 14 15 12 13 18 19 16 17 22 23 20 21 26 27 24 25 30 31 28 29
  // SELECTED: exit 0
  gpu.func @selected(%x: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %se = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %so = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %parity = arith.andi %lane, %c1 : index
    %isEven = arith.cmpi eq, %parity, %c0 : index
    %r = arith.select %isEven, %se, %so : i32
    memref.store %r, %x[%lane] : memref<32xi32>
    gpu.return
  }
}
