// RUN: warp-opt %s --convert-warp-to-nvvm=chip=sm_90 | FileCheck %s --check-prefix=SM90
// RUN: warp-opt %s --convert-warp-to-nvvm=chip=sm_75 | FileCheck %s --check-prefix=SM75
//
// redux.sync exists from sm_80 on; before it, a 32-bit integer reduction is
// a butterfly of five shuffles.

// SM90: nvvm.redux.sync{{ +}}add
// SM90-NOT: nvvm.shfl.sync
// SM75-NOT: nvvm.redux.sync
// SM75-COUNT-5: nvvm.shfl.sync{{ +}}bfly
gpu.module @m {
  gpu.func @sum(%v: i32, %out: memref<i32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %s, %out[] : memref<i32>
    gpu.return
  }
}
