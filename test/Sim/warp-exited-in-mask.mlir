// The simulator's check of the warp dialect's promise: every lane of a
// warp collective's member mask executes it. PTX lets a .sync collective
// complete without the lanes of its mask that exited or do not exist ("wait
// until all non-exited threads corresponding to membermask have executed";
// test/Sim/exited-lanes.mlir: a raw full-mask redux in a 48-thread block is
// clean), so this is no PTX error; but the warp lowering derives the mask
// from a type that says those lanes are here, so one missing is a verifier
// hole or a broken trust (docs/Dialects/WarpRationale.md): the collectives
// the lowering makes are marked (exact_member_mask) and reported
// (exited-in-mask) when a lane of their mask is gone.
//
// A kernel that declares no block size gets `all` from warp.entry, trusted
// to run in whole warps. In a 48-thread block warp 1 has lanes 0-15 only
// (threads 32-47): its reduction's mask 0xffffffff names lanes 16-31.
// RUN: sh -c 'warp-run --sim %s --kernel undeclared --block 48 --arg i32[32] --arg i32[32] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PARTIAL
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel undeclared --block 48 --arg i32[32] --arg i32[32] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PARTIAL
// With whole warps (64 threads) nothing is missing: 0 + 1 + ... + 31 = 496 in each warp.
// RUN: warp-run --sim --sim-seed 7 %s --kernel undeclared --block 64 --arg i32[32] --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=WHOLE
// The same reduction written with nvvm.redux.sync by hand is PTX's defined
// sum over the lanes that came (0 + ... + 15 = 120 in warp 1): no finding.
// RUN: warp-run --sim --sim-seed 7 %s --kernel raw --block 48 --arg i32[32] --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=RAW
// The mark is a discardable attribute: the PTX has none of it.
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
//
// PARTIAL: warp-run: finding (exited-in-mask): block (0,0,0) thread (32,0,0) warp 1 lane 0: lanes 16-31 of the member mask 0xffffffff of redux.sync (a warp collective: its warp type names them) exited (or do not exist) without executing it; lanes 0-15 did [nvvm.redux.sync add at {{.*}}warp-exited-in-mask.mlir:[[@LINE+19]]:10]
// PARTIAL-NOT: finding
// PARTIAL: exit 4
// WHOLE-NOT: finding
// WHOLE: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// WHOLE: arg 1 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// RAW-NOT: finding
// RAW: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// RAW: arg 1 i32[32]: 120 120 120 120 120 120 120 120 120 120 120 120 120 120 120 120 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// PTX-NOT: exact_member_mask
// PTX: redux.sync.add.s32

gpu.module @kernels {
  // Warp w stores its lanes' results in buffer w.
  gpu.func @undeclared(%out0: memref<32xi32>, %out1: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %tid = gpu.thread_id x
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    %c32 = arith.constant 32 : index
    %first = arith.cmpi ult, %tid, %c32 : index
    scf.if %first {
      memref.store %s, %out0[%lane] : memref<32xi32>
    } else {
      memref.store %s, %out1[%lane] : memref<32xi32>
    }
    gpu.return
  }

  gpu.func @raw(%out0: memref<32xi32>, %out1: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %tid = gpu.thread_id x
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %s = nvvm.redux.sync add %lane, %all : i32 -> i32
    %l = arith.index_cast %lane : i32 to index
    %c32 = arith.constant 32 : index
    %first = arith.cmpi ult, %tid, %c32 : index
    scf.if %first {
      memref.store %s, %out0[%l] : memref<32xi32>
    } else {
      memref.store %s, %out1[%l] : memref<32xi32>
    }
    gpu.return
  }
}
