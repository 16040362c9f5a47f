// A shuffle that reads a lane outside its mask (or exited, or not executing
// it) gets an undefined value: poisoned. The uses that matter are reported
// (poisoned-use) at the use's op and location, naming the lane and the
// shuffle the value comes from: a store, an address, a branch, another
// collective. A value selected away, or never used, is not reported.
//
// RUN: sh -c 'warp-run --sim %s --kernel stored --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STORED
// RUN: sh -c 'warp-run --sim %s --kernel address --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ADDRESS
// RUN: sh -c 'warp-run --sim %s --kernel branch --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BRANCH
// RUN: sh -c 'warp-run --sim %s --kernel collective --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=COLLECTIVE
// RUN: sh -c 'warp-run --sim %s --kernel loop --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LOOP
// RUN: sh -c 'warp-run --sim %s --kernel selected_away --arg i32[32]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AWAY
// RUN: sh -c 'warp-run --sim --sim-seed 3 %s --kernel selected_away --arg i32[32]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AWAY
// RUN: sh -c 'warp-run --sim %s --kernel unused --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNUSED
// RUN: sh -c 'warp-run --sim %s --kernel clean --arg i32[32]=iota --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN

gpu.module @kernels {
  // Lanes 0-15 shuffle down 8 with the low half as their mask: lanes 8-15
  // read 16-23. The value goes through arithmetic and a cast to the store.
  // STORED: finding (shuffle-source): {{.*}} lane 8: lane 8 reads lane 16, outside its member mask 0x0000ffff; its value is undefined [nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+15]]:12]
  // STORED-NEXT: finding (poisoned-use): block (0,0,0) thread ([[T:[0-9]+]],0,0) warp 0 lane [[T]]: lane [[T]] stores a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+14]]:12 [llvm.store at {{.*}}poison.mlir:[[@LINE+17]]:7] (and 7 more times at this op)
  // STORED-NOT: finding
  // STORED: exit 4
  gpu.func @stored(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      %s = nvvm.shfl.sync down %low, %v, %c8, %c31 : i32 -> i32
      %a = arith.addi %s, %v : i32
      %m = arith.muli %a, %c1 : i32
      memref.store %m, %x[%i] : memref<32xi32>
    }
    gpu.return
  }

  // The poisoned value indexes memory.
  // ADDRESS: finding (shuffle-source)
  // ADDRESS-NEXT: finding (poisoned-use): {{.*}} lane [[T:[0-9]+]]: lane [[T]] uses as an address a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+14]]:12 [llvm.load at {{.*}}poison.mlir:[[@LINE+17]]:12]
  // ADDRESS-NOT: poisoned-use
  // ADDRESS: exit 4
  gpu.func @address(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c15 = arith.constant 15 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      %s = nvvm.shfl.sync down %low, %v, %c8, %c31 : i32 -> i32
      %k = arith.andi %s, %c15 : i32
      %j = arith.index_cast %k : i32 to index
      %w = memref.load %x[%j] : memref<32xi32>
      memref.store %w, %x[%i] : memref<32xi32>
    }
    gpu.return
  }

  // The poisoned value decides a branch (scf.if becomes llvm.cond_br).
  // BRANCH: finding (shuffle-source)
  // BRANCH-NEXT: finding (poisoned-use): {{.*}} lane [[T:[0-9]+]]: lane [[T]] branches on a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+14]]:12 [llvm.cond_br at {{.*}}poison.mlir:[[@LINE+16]]:7]
  // BRANCH-NOT: poisoned-use
  // BRANCH: exit 4
  gpu.func @branch(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      %s = nvvm.shfl.sync down %low, %v, %c8, %c31 : i32 -> i32
      %big = arith.cmpi sgt, %s, %c0 : i32
      scf.if %big {
        memref.store %c0, %x[%i] : memref<32xi32>
      }
    }
    gpu.return
  }

  // The poisoned value goes through a second shuffle, whose readers take
  // the poison on (lane 0 reads lane 8's) and store it, and decides a
  // ballot's predicate: reported at the ballot and at the store.
  // COLLECTIVE: finding (shuffle-source): {{.*}} lane 8: lane 8 reads lane 16
  // COLLECTIVE-NOT: poisoned-use
  // COLLECTIVE: finding (shuffle-source): {{.*}} lane 8: lane 8 reads lane 16, {{.*}} [nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+19]]:14]
  // COLLECTIVE: finding (poisoned-use): {{.*}} lane [[T2:[0-9]+]]: lane [[T2]] passes to a collective a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+16]]:13 [nvvm.vote.sync ballot at {{.*}}poison.mlir:[[@LINE+24]]:12]
  // COLLECTIVE: finding (poisoned-use): {{.*}} lane 0: lane 0 stores a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+15]]:13 [llvm.store at {{.*}}poison.mlir:[[@LINE+20]]:9]
  // COLLECTIVE-NOT: poisoned-use
  // COLLECTIVE: exit 4
  gpu.func @collective(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      // Lanes 8-15 read lanes 16-23: poisoned.
      %s8 = nvvm.shfl.sync down %low, %v, %c8, %c31 : i32 -> i32
      // Lanes 0-7 read lanes 8-15's poisoned values.
      %s16 = nvvm.shfl.sync down %low, %s8, %c8, %c31 : i32 -> i32
      %in8 = arith.cmpi ult, %lane, %c8 : i32
      scf.if %in8 {
        memref.store %s16, %x[%i] : memref<32xi32>
      }
      %p = arith.cmpi sgt, %s8, %c0 : i32
      %b = nvvm.vote.sync ballot %low, %p -> i32
    }
    gpu.return
  }

  // The poison is carried around a loop (block arguments) and through the
  // loop's next shuffles to the store.
  // LOOP: finding (shuffle-source)
  // LOOP-NEXT: finding (poisoned-use): {{.*}} lane [[T:[0-9]+]]: lane [[T]] stores a value computed from the undefined result of nvvm.shfl.sync down at {{.*}}poison.mlir:[[@LINE+20]]:14 [llvm.store at {{.*}}poison.mlir:[[@LINE+25]]:7]
  // LOOP-NOT: poisoned-use
  // LOOP: exit 4
  gpu.func @loop(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      %r = scf.for %k = %c0 to %c4 step %c1i iter_args(%acc = %v) -> (i32) {
        %d = arith.index_cast %k : index to i32
        %off = arith.shli %c1, %d : i32
        %s = nvvm.shfl.sync down %low, %acc, %off, %c31 : i32 -> i32
        %sum = arith.addi %acc, %s : i32
        scf.yield %sum : i32
      }
      %r2 = arith.addi %r, %c1 : i32
      memref.store %r2, %x[%i] : memref<32xi32>
    }
    gpu.return
  }

  // A partial group: lanes past 11 of the 12-lane mask read outside it, and
  // the kernel keeps its own value there (lane + 4 < 12): the poisoned value
  // is selected away. The read itself is still reported.
  // AWAY: finding (shuffle-source): {{.*}} lane 8: lane 8 reads lane 12, outside its member mask 0x00000fff
  // AWAY-NOT: poisoned-use
  // AWAY: arg 0 i32[32]: 4 5 6 7 8 9 10 11 8 9 10 11 12 13 14 15
  // AWAY: exit 4
  gpu.func @selected_away(%x: memref<32xi32>) kernel {
    %group = arith.constant 4095 : i32
    %c31 = arith.constant 31 : i32
    %c4 = arith.constant 4 : i32
    %c12 = arith.constant 12 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inGroup = arith.cmpi ult, %lane, %c12 : i32
    scf.if %inGroup {
      %v = memref.load %x[%i] : memref<32xi32>
      %s = nvvm.shfl.sync down %group, %v, %c4, %c31 : i32 -> i32
      %src = arith.addi %lane, %c4 : i32
      %inside = arith.cmpi ult, %src, %c12 : i32
      %r = arith.select %inside, %s, %v : i32
      memref.store %r, %x[%i] : memref<32xi32>
    }
    gpu.return
  }

  // A poisoned value nobody uses.
  // UNUSED: finding (shuffle-source)
  // UNUSED-NOT: poisoned-use
  // UNUSED: exit 4
  gpu.func @unused(%x: memref<32xi32>) kernel {
    %low = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %inLow = arith.cmpi ult, %lane, %c16 : i32
    scf.if %inLow {
      %v = memref.load %x[%i] : memref<32xi32>
      %s = nvvm.shfl.sync down %low, %v, %c8, %c31 : i32 -> i32
      %a = arith.addi %s, %v : i32
    }
    gpu.return
  }

  // The same reduction over the whole warp, with gpu.shuffle and its
  // validity predicate: nothing is undefined, nothing is reported.
  // CLEAN-NOT: finding
  // CLEAN: arg 0 i32[32]: 496 496 496
  // CLEAN: exit 0
  gpu.func @clean(%x: memref<32xi32>) kernel {
    %w = arith.constant 32 : i32
    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %s1, %ok1 = gpu.shuffle xor %v, %c16, %w : i32
    %a1 = arith.addi %v, %s1 : i32
    %s2, %ok2 = gpu.shuffle xor %a1, %c8, %w : i32
    %a2 = arith.addi %a1, %s2 : i32
    %s3, %ok3 = gpu.shuffle xor %a2, %c4, %w : i32
    %a3 = arith.addi %a2, %s3 : i32
    %s4, %ok4 = gpu.shuffle xor %a3, %c2, %w : i32
    %a4 = arith.addi %a3, %s4 : i32
    %s5, %ok5 = gpu.shuffle xor %a4, %c1, %w : i32
    %a5 = arith.addi %a4, %s5 : i32
    %r = arith.select %ok5, %a5, %v : i32
    memref.store %r, %x[%lane] : memref<32xi32>
    gpu.return
  }
}
