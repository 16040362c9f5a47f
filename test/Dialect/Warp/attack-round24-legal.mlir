// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round24.mlir: inline PTX that stands alone
// as statements, however it is laid out, keeps verifying.

// A barrier at the top level spelled with a label, a space inside its
// opcode, its operands on the next line, a comment and scope braces; a
// snippet declaring registers named as the backend names its own.
// CHECK-LABEL: gpu.func @layouts
gpu.module @m {
  gpu.func @layouts(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    llvm.inline_asm has_side_effects "L1: bar.sync 0;", "" : () -> ()
    llvm.inline_asm has_side_effects "bar .sync 1,\0A 32; // the whole block", "" : () -> ()
    llvm.inline_asm has_side_effects "{ /* a scope */ bar.sync 2, 32; }", "" : () -> ()
    llvm.inline_asm has_side_effects "L2: { L3 : bar .sync 3; }", "" : () -> ()
    %x = llvm.inline_asm "{ .reg .b32 %r<3>; mov.u32 %r1, $1; add.u32 $0, %r1, 1; }", "=r,r" %li : (i32) -> i32
    %r = warp.reduce add %w, %x : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A barrier id from a uniform input that the snippet only reads there.
// CHECK-LABEL: gpu.func @uniform_input
gpu.module @m {
  gpu.func @uniform_input(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    llvm.inline_asm has_side_effects "bar.sync ${0}, 32;", "r" %c1 : (i32) -> ()
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A guard completed within its snippet, under a lane branch whose lanes
// the warp does not need: a snippet with no exit and no wait.
// CHECK-LABEL: gpu.func @guard_in_snippet
gpu.module @m {
  gpu.func @guard_in_snippet(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %y = llvm.inline_asm "{ .reg .pred q; setp.lt.u32 q, $1, 16; mov.u32 $0, 0;\0A @q\0A mov.u32 $0, 1; }", "=r,r" %li : (i32) -> i32
    %r = warp.reduce add %w, %y : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
