// nvvm.exit ends the thread as a return from the kernel would, also from a
// device function it calls (PTX ISA, exit: "Ends execution of a thread"):
// nothing after it runs in that thread, and the collectives and barriers
// after it complete without it. Expected buffers: Inputs/sync_expected.py.
//
// RUN: %python %S/Inputs/sync_expected.py exit_in_function %t.exit.npy
// RUN: sh -c 'warp-run --sim %s --kernel exit_in_function --block 64 --arg i32[192] --expect 0=%t.exit.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// RUN: sh -c 'warp-run --sim --sim-seed 2 %s --kernel exit_in_function --block 64 --arg i32[192] --expect 0=%t.exit.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// RUN: sh -c 'warp-run --sim %s --kernel read_after_exit --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=READ

gpu.module @kernels {
  func.func @maybe_exit(%t: i32) {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %odd = arith.andi %t, %c1 : i32
    %isOdd = arith.cmpi ne, %odd, %c0 : i32
    scf.if %isOdd {
      nvvm.exit
    }
    return
  }

  // Odd threads exit inside @maybe_exit: they write row 0 only; the even
  // ones write rows 1 and 2 (a full-mask redux.sync over the 16 even lanes
  // of the warp, after a bar.sync 0 that the exits release).
  // EXIT-NOT: finding
  // EXIT: warp-run: 1 result match
  // EXIT: exit 0
  gpu.func @exit_in_function(%out: memref<192xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %seven = arith.constant 7 : i32
    %row = arith.constant 64 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %seven, %out[%t] : memref<192xi32>
    func.call @maybe_exit(%tid) : (i32) -> ()
    %t1 = arith.addi %t, %row : index
    %v = arith.addi %tid, %one : i32
    memref.store %v, %out[%t1] : memref<192xi32>
    gpu.barrier
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    %t2 = arith.addi %t1, %row : index
    memref.store %n, %out[%t2] : memref<192xi32>
    gpu.return
  }

  // After the odd lanes exit, the even ones read them (shfl.bfly 1).
  // READ: warp-run: finding (shuffle-source): block (0,0,0) thread (0,0,0) warp 0 lane 0: lane 0 reads lane 1, which has exited (or does not exist); its value is undefined [nvvm.shfl.sync bfly at {{.*}}exit.mlir:[[@LINE+8]]:10] (and 15 more times at this op)
  // READ: exit 4
  gpu.func @read_after_exit(%out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    func.call @maybe_exit(%lane) : (i32) -> ()
    %s = nvvm.shfl.sync bfly %all, %lane, %c1, %c31 : i32 -> i32
    %l = arith.index_cast %lane : i32 to index
    memref.store %s, %out[%l] : memref<32xi32>
    gpu.return
  }
}
