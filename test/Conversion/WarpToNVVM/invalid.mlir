// RUN: warp-opt %s --split-input-file --convert-warp-to-nvvm --verify-diagnostics
// RUN: not warp-opt %s --split-input-file --convert-warp-to-nvvm=chip=gfx90a 2> %t.err
// RUN: FileCheck %s --check-prefix=CHIP < %t.err
// CHIP: convert-warp-to-nvvm: chip 'gfx90a' is not of the form sm_NN

// Test: 64-lane warps have no NVVM form.
gpu.module @m {
  gpu.func @wavefront(%v: i32) kernel {
    // expected-error @+1 {{convert-warp-to-nvvm: NVVM warps have 32 lanes; '!warp.warp<all, width = 64>' has no NVVM lowering}}
    %w = warp.entry : !warp.warp<all, width = 64>
    gpu.return
  }
}

// -----

// Test: a 64-lane warp parameter is reported too, at its function.
gpu.module @m {
  // expected-error @+1 {{convert-warp-to-nvvm: NVVM warps have 32 lanes; '!warp.warp<odd, width = 64>' has no NVVM lowering}}
  gpu.func @wide_parameter(%w: !warp.warp<odd, width = 64>) {
    gpu.return
  }
}
