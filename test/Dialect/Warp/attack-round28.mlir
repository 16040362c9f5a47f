// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 28 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 28"). Each chunk verified before its fix; its PTX split the warp
// across barriers or ran a reduction or shuffle with a rewritten member mask
// (ptxas accepts each).

// -----

// Round 28 h01: `bar.red.popc` writes its first operand, here the snippet's input -1, the register of the warp reduction's member mask.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %cm1 = arith.constant -1 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; .reg .b32 t; mov.u32 t, %laneid; setp.eq.u32 p, t, 0; bar.red.popc.u32 $0, 0, p; }", "r" %cm1 : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 28 h01b: the same in nvvm.inline_ptx (`bar.red.popc.u32 {$r0}, 0, p`).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %cm1 = arith.constant -1 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    nvvm.inline_ptx "{ .reg .pred p; .reg .b32 t; elect.sync t|p, 0xffffffff; bar.red.popc.u32 {$r0}, 0, p; }" ro(%cm1 : i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 28 h02: `bar.red.popc` writes the input lane id, the register of warp.if's guard.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.eq.u32 p, 1, 0; bar.red.popc.u32 $0, 0, p; }", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %w3 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<low(16)>):
      %r = warp.shuffle xor %t, %li, 1 : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %t : !warp.warp<low(16)>
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f : !warp.warp<high(16)>
    }
    %r2 = warp.reduce add %w3, %li : !warp.warp<all>, i32
    memref.store %r2, %out2[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 28 h03: ptxas takes `bar.sync$0, 32;` unspaced: a barrier id from lane >> 4 went unchecked.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %id = arith.shrui %li, %c4 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "bar.sync$0, 32;", "r" %id : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 28 h03b: the same in nvvm.inline_ptx (`bar.sync{$r0}, 32;`).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c4 = arith.constant 4 : i32
    %id = arith.shrui %li, %c4 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    nvvm.inline_ptx "bar.sync{$r0}, 32;" ro(%id : i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 28 h04: `@p mov.u32$0, 65535;` unspaced writes its input -1, the member mask's register.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %cm1 = arith.constant -1 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 p, t, 16; @p mov.u32$0, 65535; }", "r" %cm1 : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
