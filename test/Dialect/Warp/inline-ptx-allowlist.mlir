// RUN: warp-opt %s --split-input-file --verify-diagnostics
// W19 reads inline PTX against a list of the instructions that touch only
// the running thread's registers and memory (docs/Dialects/WarpRationale.md,
// "Round 29: a list of what is safe"). An instruction of any other family
// reads as an exit, a wait and a call, wherever a warp is live: a
// misspelt or future instruction is never taken as harmless.

// -----

// An unknown instruction at the top level, unguarded: it may be a wait
// (or a branch) that some lanes skip.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is live}}
    // expected-note @+1 {{this inline PTX is read as any instruction: `frob.b32` is not one the verifier knows to touch only its own thread's registers and memory}}
    llvm.inline_asm has_side_effects "frob.b32 0;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Among known lane-local instructions, one unknown one is enough.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes}}
    // expected-note @+1 {{`yield.any` is not one the verifier knows}}
    %v = llvm.inline_asm has_side_effects "{ .reg .b32 t; mov.u32 t, %laneid; add.s32 t, t, 1; yield.any; mov.u32 $0, t; }", "=r" : () -> i32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Under a lane-dependent branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+2 {{W19: may hold some of the lanes}}
      // expected-note @+1 {{`frob` is not one the verifier knows}}
      llvm.inline_asm has_side_effects "frob;", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// nvvm.inline_ptx, guarded.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes}}
    // expected-note @+1 {{`frob.sys` is not one the verifier knows}}
    nvvm.inline_ptx "{ .reg .pred p; .reg .b32 t; mov.u32 t, 5; setp.lt.u32 p, t, 16; @p frob.sys; }"
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// In a device function the kernel calls while the warp is live.
gpu.module @m {
  gpu.func @helper() {
    // expected-note @+1 {{this inline PTX is read as any instruction: `frob` is not one}}
    llvm.inline_asm has_side_effects "frob;", "" : () -> ()
    gpu.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes}}
      func.call @helper() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
