// PTX ISA 9.7.1.8 (div), 9.7.1.9 (rem): "Division by zero yields an
// unspecified, machine-specific value"; the minimum integer divided by -1
// does not fit either. The simulator never traps (x86 raised SIGFPE, exit
// 136, before): the register gets a fixed value (quotient all ones, or the
// minimum integer for the overflow; remainder the dividend, or 0) and is
// poisoned, so a use that matters is a `poisoned-use` finding naming the
// division, and a value nobody uses (a masked tail's padding) is clean.
//
// RUN: sh -c 'warp-run --sim %s --kernel stored --block 4 --arg i32[4]=iota --arg i32[4]=iota --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STORED
// RUN: sh -c 'warp-run --sim %s --kernel stored --block 4 --arg i32[4]=iota --arg i32[4]=const:2 --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=DEFINED
// RUN: sh -c 'warp-run --sim %s --kernel stored --block 4 --arg i32[4]=const:-2147483648 --arg i32[4]=const:-1 --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OVERFLOW
// RUN: sh -c 'warp-run --sim %s --kernel remainder --block 4 --arg i32[4]=iota --arg i32[4]=const:0 --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=REMAINDER
// RUN: sh -c 'warp-run --sim %s --kernel unused --block 4 --arg i32[4]=iota --arg i32[4]=const:0 --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNUSED
// RUN: sh -c 'warp-run --sim %s --kernel selected --block 4 --arg i32[4]=const:12 --arg i32[4]=iota --arg i32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SELECTED
// RUN: sh -c 'warp-run --sim %s --kernel branch --block 4 --arg i32[4]=iota --arg i32[4]=iota --arg i32[4] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BRANCH
// RUN: sh -c 'warp-run --sim %s --kernel vector_tail --block 1 --arg i32[8]=iota --arg i32[8]=const:3 --arg i32[8] --arg i32:5 --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TAIL
// RUN: sh -c 'warp-run --sim %s --kernel vector_tail --block 1 --arg i32[8]=iota --arg i32[8]=iota --arg i32[8] --arg i32:5 --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TAILZERO
// RUN: sh -c 'warp-run --sim %s --kernel vector_unmasked --block 1 --arg i32[8]=iota --arg i32[8]=const:3 --arg i32[8] --arg i32:5 --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNMASKED

gpu.module @kernels {
  // Lane 0 divides 0 by 0 and stores it: the finding names the division;
  // the register holds -1 (all ones). Lanes 1-3: i / i = 1.
  // STORED: finding (poisoned-use): block (0,0,0) thread (0,0,0) warp 0 lane 0: lane 0 stores a value computed from the undefined result of llvm.sdiv by zero at {{.*}}undefined-division.mlir:[[@LINE+15]]:10 [llvm.store at {{.*}}undefined-division.mlir:[[@LINE+16]]:5]
  // STORED-NOT: finding
  // STORED: arg 2 i32[4]: -1 1 1 1
  // STORED: exit 4
  // Divisor 2 everywhere: 0 0 1 1, clean.
  // DEFINED-NOT: finding
  // DEFINED: arg 2 i32[4]: 0 0 1 1
  // DEFINED: exit 0
  // OVERFLOW: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.sdiv of the minimum integer by -1 at {{.*}}undefined-division.mlir:[[@LINE+7]]:10 [llvm.store at {{.*}}] (and 3 more times at this op)
  // OVERFLOW: arg 2 i32[4]: -2147483648 -2147483648 -2147483648 -2147483648
  // OVERFLOW: exit 4
  gpu.func @stored(%x: memref<4xi32>, %y: memref<4xi32>, %q: memref<4xi32>) kernel {
    %i = gpu.thread_id x
    %a = memref.load %x[%i] : memref<4xi32>
    %b = memref.load %y[%i] : memref<4xi32>
    %d = arith.divsi %a, %b : i32
    memref.store %d, %q[%i] : memref<4xi32>
    gpu.return
  }

  // x % 0: the register holds the dividend.
  // REMAINDER: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.urem by zero at {{.*}}undefined-division.mlir:[[@LINE+7]]:10 [llvm.store at {{.*}}] (and 3 more times at this op)
  // REMAINDER: arg 2 i32[4]: 0 1 2 3
  // REMAINDER: exit 4
  gpu.func @remainder(%x: memref<4xi32>, %y: memref<4xi32>, %q: memref<4xi32>) kernel {
    %i = gpu.thread_id x
    %a = memref.load %x[%i] : memref<4xi32>
    %b = memref.load %y[%i] : memref<4xi32>
    %d = arith.remui %a, %b : i32
    memref.store %d, %q[%i] : memref<4xi32>
    gpu.return
  }

  // Divided by zero, never used: clean (and no trap).
  // UNUSED-NOT: finding
  // UNUSED: arg 2 i32[4]: 7 7 7 7
  // UNUSED: exit 0
  gpu.func @unused(%x: memref<4xi32>, %y: memref<4xi32>, %q: memref<4xi32>) kernel {
    %i = gpu.thread_id x
    %a = memref.load %x[%i] : memref<4xi32>
    %b = memref.load %y[%i] : memref<4xi32>
    %d = arith.divsi %a, %b : i32
    %c7 = arith.constant 7 : i32
    memref.store %c7, %q[%i] : memref<4xi32>
    gpu.return
  }

  // y == 0 ? 0 : 12 / y: the undefined quotient is selected away.
  // SELECTED-NOT: finding
  // SELECTED: arg 2 i32[4]: 0 12 6 4
  // SELECTED: exit 0
  gpu.func @selected(%x: memref<4xi32>, %y: memref<4xi32>, %q: memref<4xi32>) kernel {
    %i = gpu.thread_id x
    %a = memref.load %x[%i] : memref<4xi32>
    %b = memref.load %y[%i] : memref<4xi32>
    %c0 = arith.constant 0 : i32
    %d = arith.divsi %a, %b : i32
    %zero = arith.cmpi eq, %b, %c0 : i32
    %r = arith.select %zero, %c0, %d : i32
    memref.store %r, %q[%i] : memref<4xi32>
    gpu.return
  }

  // The quotient decides a branch.
  // BRANCH: finding (poisoned-use): {{.*}} lane 0 branches on a value computed from the undefined result of llvm.sdiv by zero at {{.*}}undefined-division.mlir:[[@LINE+7]]:10 [llvm.cond_br at {{.*}}undefined-division.mlir:[[@LINE+10]]:5]
  // BRANCH-NOT: finding
  // BRANCH: exit 4
  gpu.func @branch(%x: memref<4xi32>, %y: memref<4xi32>, %q: memref<4xi32>) kernel {
    %i = gpu.thread_id x
    %a = memref.load %x[%i] : memref<4xi32>
    %b = memref.load %y[%i] : memref<4xi32>
    %d = arith.divsi %a, %b : i32
    %c0 = arith.constant 0 : i32
    %pos = arith.cmpi sgt, %d, %c0 : i32
    scf.if %pos {
      memref.store %c0, %q[%i] : memref<4xi32>
    }
    gpu.return
  }

  // A masked tail, as the tile lowering makes one: elements 5-7 are
  // padding (0 / 0) that the masked store leaves out: clean. A zero divisor
  // inside the mask (element 0) is reported.
  // TAIL-NOT: finding
  // TAIL: arg 2 i32[8]: 0 0 0 1 1 0 0 0
  // TAIL: exit 0
  // TAILZERO: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.sdiv by zero at {{.*}}undefined-division.mlir:[[@LINE+11]]:10 [llvm.intr.masked.store at {{.*}}undefined-division.mlir:[[@LINE+12]]:5]
  // TAILZERO: arg 2 i32[8]: -1 1 1 1 1 0 0 0
  // TAILZERO: exit 4
  gpu.func @vector_tail(%x: memref<8xi32>, %y: memref<8xi32>, %q: memref<8xi32>, %n: i32) kernel {
    %c0 = arith.constant 0 : index
    %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
    %nv = vector.broadcast %n : i32 to vector<8xi32>
    %m = arith.cmpi slt, %iota, %nv : vector<8xi32>
    %z = arith.constant dense<0> : vector<8xi32>
    %a = vector.maskedload %x[%c0], %m, %z : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    %b = vector.maskedload %y[%c0], %m, %z : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    %d = arith.divsi %a, %b : vector<8xi32>
    vector.maskedstore %q[%c0], %m, %d : memref<8xi32>, vector<8xi1>, vector<8xi32>
    gpu.return
  }

  // The same padding stored by a plain (unmasked) store: reported, and the
  // padding elements hold -1.
  // UNMASKED: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.sdiv by zero at {{.*}}undefined-division.mlir:[[@LINE+11]]:10 [llvm.store at {{.*}}undefined-division.mlir:[[@LINE+12]]:5]
  // UNMASKED: arg 2 i32[8]: 0 0 0 1 1 -1 -1 -1
  // UNMASKED: exit 4
  gpu.func @vector_unmasked(%x: memref<8xi32>, %y: memref<8xi32>, %q: memref<8xi32>, %n: i32) kernel {
    %c0 = arith.constant 0 : index
    %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
    %nv = vector.broadcast %n : i32 to vector<8xi32>
    %m = arith.cmpi slt, %iota, %nv : vector<8xi32>
    %z = arith.constant dense<0> : vector<8xi32>
    %a = vector.maskedload %x[%c0], %m, %z : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    %b = vector.maskedload %y[%c0], %m, %z : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    %d = arith.divsi %a, %b : vector<8xi32>
    vector.store %d, %q[%c0] : memref<8xi32>, vector<8xi32>
    gpu.return
  }
}
