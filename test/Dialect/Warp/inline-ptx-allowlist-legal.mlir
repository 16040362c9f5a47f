// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of inline-ptx-allowlist.mlir: snippets of the
// lane-local instructions W19 knows (arithmetic, conversions, loads,
// stores, atomics, fences, the lane's special registers) run where a warp
// is live, at the top level and under a lane-dependent branch.

// CHECK-LABEL: gpu.func @lane_local_top_level
gpu.module @m {
  gpu.func @lane_local_top_level(%out: memref<32xi32>, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm has_side_effects "{ .reg .b32 t, u; .reg .pred q; .reg .f32 f; mov.u32 t, %laneid; activemask.b32 u; add.s32 t, t, u; mul.lo.s32 t, t, 3; shl.b32 t, t, 1; lop3.b32 t, t, u, t, 0x96; prmt.b32 t, t, u, 0x3210; cvt.rn.f32.s32 f, t; ex2.approx.ftz.f32 f, f; cvt.rzi.s32.f32 t, f; setp.lt.s32 q, t, 0; selp.b32 t, 0, t, q; ld.global.nc.u32 u, [$1]; atom.global.add.u32 u, [$1], 1; red.global.add.u32 [$1], 1; st.global.u32 [$1], t; fence.acq_rel.gpu; membar.gl; nanosleep.u32 20; mov.u32 $0, t; }", "=r,l" %p : (!llvm.ptr<1>) -> i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @lane_local_under_lane_branch
gpu.module @m {
  gpu.func @lane_local_under_lane_branch(%out: memref<32xi32>, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      llvm.inline_asm has_side_effects "{ .reg .pred p; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 p, t, 8; @p add.s32 t, t, 1; @p cp.async.wait_all; }", "" : () -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
