// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round27.mlir. First, float conversions
// without a `fastmath` attribute (round 27 found them crashing the
// poison-flag reader) on a kernel argument, which is uniform, decide a
// top-level exit.

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

// -----

// An explicit `asm_dialect = att` (a property printed as `0 : i64`) is
// AT&T, not Intel (round 27: every such snippet read as any instruction).
// CHECK-LABEL: gpu.func @explicit_att_dialect
gpu.module @m {
  gpu.func @explicit_att_dialect(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %v = "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "mov.u32 $0, 1;", constraints = "=r"}> : () -> i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
