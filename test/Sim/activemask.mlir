// activemask is the set of lanes that execute it together (PTX ISA,
// activemask: "queries predicated-on active threads from the executing
// warp"). The simulator's reading (docs/Sim.md, "activemask"): a lane
// reaching it waits until no other lane of its warp runs; the lanes then
// at the same op are the mask. So: the whole warp at kernel entry, each
// half of a divergent branch apart, a CUB-like `mask = __activemask();
// __shfl_sync(mask, ...)` inside a branch gets the branch's lanes. Expected
// buffers: Inputs/sync_expected.py. The GPU comparison is in
// gpu-agrees.test.
//
// RUN: %python %S/Inputs/sync_expected.py activemask_entry %t.entry.npy
// RUN: sh -c 'warp-run --sim %s --kernel activemask_entry --block 48 --arg i32[48] --expect 0=%t.entry.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim --sim-seed 6 %s --kernel activemask_entry --block 48 --arg i32[48] --expect 0=%t.entry.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: %python %S/Inputs/sync_expected.py activemask_divergent %t.divergent.npy
// RUN: sh -c 'warp-run --sim %s --kernel activemask_divergent --arg i32[32] --arg i32[32] --expect 0=%t.divergent.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim --sim-seed 2 %s --kernel activemask_divergent --arg i32[32] --arg i32[32] --expect 0=%t.divergent.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: %python %S/Inputs/sync_expected.py activemask_shuffle %t.shuffle.npy
// RUN: sh -c 'warp-run --sim %s --kernel activemask_shuffle --arg i32[32] --arg i32[32] --expect 0=%t.shuffle.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim --sim-seed 9 %s --kernel activemask_shuffle --arg i32[32] --arg i32[32] --expect 0=%t.shuffle.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: %python %S/Inputs/sync_expected.py activemask_beside_collective %t.beside.npy
// RUN: sh -c 'warp-run --sim %s --kernel activemask_beside_collective --arg i32[64] --expect 0=%t.beside.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim --sim-seed 4 %s --kernel activemask_beside_collective --arg i32[64] --expect 0=%t.beside.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=CLEAN
// RUN: sh -c 'warp-run --sim %s --kernel activemask_too_wide --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WIDE
//
// CLEAN-NOT: finding
// CLEAN: warp-run: 1 result match
// CLEAN: exit 0

gpu.module @kernels {
  gpu.func @activemask_entry(%out: memref<48xi32>) kernel {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %m, %out[%t] : memref<48xi32>
    gpu.return
  }

  // Lanes 0-11 and 12-31 take the two arms of a branch. (The store to
  // %aux keeps the arms different: a compiler may hoist an activemask that
  // begins both arms above the branch, and the GPU's result would be the
  // whole warp.)
  gpu.func @activemask_divergent(%out: memref<32xi32>, %aux: memref<32xi32>) kernel {
    %c12 = arith.constant 12 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %low = arith.cmpi ult, %lane, %c12 : i32
    scf.if %low {
      memref.store %c12, %aux[%l] : memref<32xi32>
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      memref.store %m, %out[%l] : memref<32xi32>
    } else {
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      memref.store %m, %out[%l] : memref<32xi32>
    }
    gpu.return
  }

  // CUB's pattern: mask = __activemask(); __shfl_sync(mask, ...), in each
  // arm of a divergent branch: a broadcast from the arm's first lane plus
  // a shuffle up 1 clamped at it, of x = lane * 10, plus the redux.sync add
  // of the lane over the mask (the arm's lanes only).
  gpu.func @activemask_shuffle(%out: memref<32xi32>, %aux: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c10 = arith.constant 10 : i32
    %c12 = arith.constant 12 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %x = arith.muli %lane, %c10 : i32
    %low = arith.cmpi ult, %lane, %c12 : i32
    %r = scf.if %low -> i32 {
      memref.store %c12, %aux[%l] : memref<32xi32>
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      %a = nvvm.shfl.sync idx %m, %x, %c0, %c31 : i32 -> i32
      %b = nvvm.shfl.sync up %m, %x, %c1, %c0 : i32 -> i32
      %c = nvvm.redux.sync add %lane, %m : i32 -> i32
      %ab = arith.addi %a, %b : i32
      %s = arith.addi %ab, %c : i32
      scf.yield %s : i32
    } else {
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      %a = nvvm.shfl.sync idx %m, %x, %c12, %c31 : i32 -> i32
      %b = nvvm.shfl.sync up %m, %x, %c1, %c12 : i32 -> i32
      %c = nvvm.redux.sync add %lane, %m : i32 -> i32
      %ab = arith.addi %a, %b : i32
      %s = arith.addi %ab, %c : i32
      scf.yield %s : i32
    }
    memref.store %r, %out[%l] : memref<32xi32>
    gpu.return
  }

  // Lanes 0-15 wait at a full-mask shuffle while lanes 16-31 read
  // activemask (their own lanes: the others are blocked), then shuffle
  // too: every lane gets lane 31's value (row 1).
  gpu.func @activemask_beside_collective(%out: memref<64xi32>) kernel {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %row = arith.constant 32 : index
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %low = arith.cmpi ult, %lane, %c16 : i32
    %r = scf.if %low -> i32 {
      %s = nvvm.shfl.sync idx %all, %lane, %c31, %c31 : i32 -> i32
      scf.yield %s : i32
    } else {
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      memref.store %m, %out[%l] : memref<64xi32>
      %s = nvvm.shfl.sync idx %all, %lane, %c31, %c31 : i32 -> i32
      scf.yield %s : i32
    }
    %l1 = arith.addi %l, %row : index
    memref.store %r, %out[%l1] : memref<64xi32>
    gpu.return
  }

  // The mask is the arm's lanes: a broadcast from lane 20 in the arm of
  // lanes 0-11 reads outside it.
  // WIDE: warp-run: finding (shuffle-source): block (0,0,0) thread (0,0,0) warp 0 lane 0: lane 0 reads lane 20, outside its member mask 0x00000fff; its value is undefined [nvvm.shfl.sync idx at {{.*}}activemask.mlir:[[@LINE+11]]:12] (and 11 more times at this op)
  // WIDE: exit 4
  gpu.func @activemask_too_wide(%out: memref<32xi32>) kernel {
    %c12 = arith.constant 12 : i32
    %c20 = arith.constant 20 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %low = arith.cmpi ult, %lane, %c12 : i32
    scf.if %low {
      %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
      %a = nvvm.shfl.sync idx %m, %lane, %c20, %c31 : i32 -> i32
      memref.store %a, %out[%l] : memref<32xi32>
    }
    gpu.return
  }
}
