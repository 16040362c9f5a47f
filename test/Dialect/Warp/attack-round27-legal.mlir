// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round27.mlir: float conversions without a
// `fastmath` attribute (round 27 found them crashing the poison-flag reader)
// on a kernel argument, which is uniform, decide a top-level exit.

// CHECK-LABEL: gpu.func @truncf_without_flags
gpu.module @m {
  gpu.func @truncf_without_flags(%x: f64) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tr = arith.truncf %x : f64 to f32
    %zf = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %tr, %zf : f32
    scf.if %c {
      nvvm.exit
    }
    %b = warp.ballot %w, %c : !warp.warp<all> -> i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @extf_without_flags
gpu.module @m {
  gpu.func @extf_without_flags(%x: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tr = arith.extf %x : f32 to f64
    %zf = arith.constant 0.0 : f64
    %c = arith.cmpf olt, %tr, %zf : f64
    scf.if %c {
      nvvm.exit
    }
    %b = warp.ballot %w, %c : !warp.warp<all> -> i32
    gpu.return
  }
}
