// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W9: a constant shuffle offset lies in [0, 64), also when it is an
// arith.constant operand. PTX reads the offset's low 5 bits, so -8 is xor 24:
// on !warp.tile<8, high(16)> lane 16 would read the inactive lane 8. The
// verifier used to read a negative constant as a run-time offset, which W15
// accepts on whole groups.

// Test: W9_negative_constant_offset
gpu.module @m {
  gpu.func @W9_negative_constant_offset(%v: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c = arith.constant -8 : i32
    // expected-error @+1 {{W9: a shuffle offset lies in [0, 64), not -8}}
    %x = warp.shuffle xor %t, %v, %c : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Test: W9_negative_constant_offset_idx
gpu.module @m {
  gpu.func @W9_negative_constant_offset_idx(%v: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %c = arith.constant -1 : i32
    // expected-error @+1 {{W9: a shuffle offset lies in [0, 64), not -1}}
    %x = warp.shuffle idx %w, %v, %c : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// The nearest legal programs: a constant in range, and a run-time offset
// (W15: whole groups; the lowering keeps it inside the group).

// Test: W9_constant_offset_in_range
gpu.module @m {
  gpu.func @W9_constant_offset_in_range(%v: i32, %k: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c = arith.constant 7 : i32
    %x = warp.shuffle xor %t, %v, %c : !warp.tile<8, high(16)>, i32
    %y = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}
