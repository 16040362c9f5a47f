// RUN: warp-opt %s --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel nested --block 128 --arg i32[128]=iota --out 0=%t.nested.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel clang_form --block 128 --arg i32[128]=iota --out 0=%t.clang.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel structured --block 96 --arg i32[96]=iota --out 0=%t.structured.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; e = lambda n, lo, hi: np.array([x ^ 1 if lo <= x < hi else x for x in range(n)], np.int32); np.testing.assert_array_equal(np.load('%t.nested.npy'), e(128, 32, 48)); np.testing.assert_array_equal(np.load('%t.clang.npy'), e(128, 64, 80)); np.testing.assert_array_equal(np.load('%t.structured.npy'), e(96, 64, 72)); print('ok')" | FileCheck %s
// RUN: not warp-run --sim --sim-seed 0 %s --kernel spans_warps --block 64 --arg i32[64]=iota 2>&1 | FileCheck %s --check-prefix=SIM
//
// Nested thread bounds with no block size declared (issue 27 round 62b):
// `tid.x >= 32` is warp-uniform (the warps after the first), and `tid.x <
// 48` alone is no one set of lanes (all of warp 0, half of warp 1), but
// inside the first it is lanes 0-15 of warp 1 and of no other warp. The
// lanes a block runs on are kept warp by warp (each warp of the first
// row at x = 32 w), so the conjunction of bounds is one set where every
// warp that has lanes there agrees. A mask naming more lanes, or bounds
// whose lanes differ between warps (`tid.x >= 16` then `tid.x < 48`), are
// still findings; `warp-run --sim` runs the accepted kernels clean (lane
// x of the range gets x ^ 1) and finds the crossing one.
// CHECK: ok
// SIM: finding (collective-mask): {{.*}} warp 1 lane 0: lane 0 executes shfl.sync but is not in its member mask 0xffff0000
gpu.module @m {
  llvm.func @nested(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.icmp "uge" %t, %c32 : i32
    llvm.cond_br %a, ^B, ^done
  ^B:
    %b = llvm.icmp "ult" %t, %c48 : i32
    llvm.cond_br %b, ^S, ^done
  ^S:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @clang_form(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c79 = llvm.mlir.constant(79 : i32) : i32
    %cm = llvm.mlir.constant(-64 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %m = llvm.mlir.constant(65535 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.icmp "ugt" %t, %c79 : i32
    llvm.cond_br %a, ^done, ^B
  ^B:
    %d = llvm.add %t, %cm : i32
    %b = llvm.icmp "ult" %d, %c16 : i32
    llvm.cond_br %b, ^S, ^done
  ^S:
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @full_mask(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.icmp "uge" %t, %c32 : i32
    llvm.cond_br %a, ^B, ^done
  ^B:
    %b = llvm.icmp "ult" %t, %c48 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %b, ^S, ^done
  ^S:
    // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @spans_warps(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c48 = llvm.mlir.constant(48 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.mlir.constant(-65536 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %a, ^B, ^done
  ^B:
    %b = llvm.icmp "ult" %t, %c48 : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %b, ^S, ^done
  ^S:
    // expected-error @+1 {{C1: shfl.sync bfly runs under lane-dependent control flow, so the lanes of its member mask high(16) (0xffff0000) may not all execute it}}
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  gpu.func @structured(%out: memref<?xi32>) kernel {
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %c64 = arith.constant 64 : index
    %c72 = arith.constant 72 : index
    %m = arith.constant 255 : i32
    %t = gpu.thread_id x
    %v = memref.load %out[%t] : memref<?xi32>
    %a = arith.cmpi uge, %t, %c64 : index
    scf.if %a {
      %b = arith.cmpi ult, %t, %c72 : index
      scf.if %b {
        %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
        memref.store %s, %out[%t] : memref<?xi32>
      }
    }
    gpu.return
  }
  gpu.func @structured_wide(%out: memref<?xi32>) kernel {
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %c64 = arith.constant 64 : index
    %c72 = arith.constant 72 : index
    %m = arith.constant 65535 : i32
    %t = gpu.thread_id x
    %v = memref.load %out[%t] : memref<?xi32>
    %a = arith.cmpi uge, %t, %c64 : index
    scf.if %a {
      %b = arith.cmpi ult, %t, %c72 : index
      // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
      scf.if %b {
        // expected-error @+1 {{C1: shfl.sync bfly names lanes 8-15 in its member mask low(16) (0x0000ffff), but they do not execute it (only lanes 0-7 do)}}
        %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
        memref.store %s, %out[%t] : memref<?xi32>
      }
    }
    gpu.return
  }
}
