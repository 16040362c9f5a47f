// RUN: warp-opt %s --split-input-file | FileCheck %s
// Legal: per-thread asynchronous copies, their commits and waits under a
// lane branch while the warp is live (each thread waits for its own
// copies; no other thread is waited for). The NVVM ops and the inline PTX.

// CHECK-LABEL: gpu.func @cp_async_ops
gpu.module @m {
  gpu.func @cp_async_ops(%out: memref<32xi32>, %src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @cp_async_ptx
gpu.module @m {
  gpu.func @cp_async_ptx(%out: memref<32xi32>, %src: !llvm.ptr<1>, %dst: !llvm.ptr<3>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 4; cp.async.commit_group; cp.async.wait_group 0;", "r,l" %dst, %src : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
