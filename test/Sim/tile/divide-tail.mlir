// A tile kernel divides on a masked partition: the last program's padding
// elements (past the 1000 of the buffers) divide 0 by 0. The GPU computes
// an unspecified value there and the masked store drops it; the simulator
// trapped (SIGFPE, exit 136). Now the padding is an undefined value that is
// never stored: clean. A zero divisor inside the buffer is stored, and
// reported at the division.
//
// RUN: sh -c 'warp-run --sim %s --kernel main --arg i32[1000]=iota --arg i32[1000]=const:3 --arg i32[1000] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim %s --kernel main --arg i32[1000]=iota --arg i32[1000]=iota --arg i32[1000] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ZERO
//
// i / 3 for i = 0, 1, 2...
// CLEAN-NOT: finding
// CLEAN: arg 2 i32[1000]: 0 0 0 1 1 1 2 2 2 3 3 3 4 4 4 5 5 5
// CLEAN: exit 0
// 0 / 0 (undefined: -1 in the register), then i / i = 1.
// ZERO: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.sdiv by zero at {{.*}}divide-tail.mlir:[[@LINE+8]]:8 [llvm.intr.masked.store at {{.*}}divide-tail.mlir:[[@LINE+9]]:9]
// ZERO: arg 2 i32[1000]: -1 1 1 1 1 1 1 1
// ZERO: exit 4

tile.kernel @divide(%a: !tile.view<?xi32>, %b: !tile.view<?xi32>,
                    %c: !tile.part<1024xi32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xi32>, !tile.part<1024xi32> -> tensor<1024xi32>
  %y = tile.load %b like %c : !tile.view<?xi32>, !tile.part<1024xi32> -> tensor<1024xi32>
  %q = arith.divsi %x, %y : tensor<1024xi32>
  %t1 = tile.store %q, %c, %t0 : tensor<1024xi32>, !tile.part<1024xi32>
  tile.return %t1 : !tile.token
}

func.func @main(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) {
  %pc = tile.partition %c masked : memref<?xi32> -> !tile.part<1024xi32>
  tile.launch @divide(%a, %b, %pc) : (memref<?xi32>, memref<?xi32>, !tile.part<1024xi32>)
  return
}
