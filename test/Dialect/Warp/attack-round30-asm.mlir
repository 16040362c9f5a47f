// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 30 of the adversarial pass, inline PTX
// (docs/Dialects/WarpRationale.md, "Round 30"). Each chunk verified before
// its fix: a snippet wrote an input's register, which the compiled code
// around it goes on using (ptxas accepts each PTX).

// -----

// Round 30 a-h01: nvvm.inline_ptx with a result writes the read-only input `%1` (`mov.u32 %1, 3;`), the register of the lane id that decides the warp.if below.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `%ref`, whose register the}}
    %x = nvvm.inline_ptx "mov.u32 {$w0}, 0; mov.u32 %1, 3;" ro(%li : i32) -> i32
    // expected-note @+1 {{the warp is used here}}
    %w3, %s = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%lo: !warp.warp<low(16)>):
      %y = warp.shuffle xor %lo, %li, 8 : !warp.warp<low(16)>, i32
      warp.yield %lo, %y : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c0 = arith.constant 0 : i32
      warp.yield %hi, %c0 : !warp.warp<high(16)>, i32
    }
    %r = warp.reduce add %w3, %s : !warp.warp<all>, i32
    %r2 = arith.addi %r, %x : i32
    memref.store %r2, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 30 a-h02: `tex`'s residency predicate (`{t, t, t, t}|$0`) writes the input `$0`, the register of the condition of a top-level exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %h: i64) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %z = arith.cmpi ne, %n, %c0 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .s32 t; mov.u32 t, %laneid; tex.1d.v4.s32.s32 {t, t, t, t}|$0, [$1, {t}]; }", "b,l" %z, %h : (i1, i64) -> ()
    scf.if %z {
    } else {
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 30 a-h03: an input constrained `r0` is not tied to output 0: LLVM gives it its value's register, which `mov.u32 $1, 3;` writes.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$1`, whose register the c}}
    %x = llvm.inline_asm has_side_effects "mov.u32 $0, 0; mov.u32 $1, 3;", "=r,r0" %li : (i32) -> i32
    // expected-note @+1 {{the warp is used here}}
    %w3, %s = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%lo: !warp.warp<low(16)>):
      %y = warp.shuffle xor %lo, %li, 8 : !warp.warp<low(16)>, i32
      warp.yield %lo, %y : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c0 = arith.constant 0 : i32
      warp.yield %hi, %c0 : !warp.warp<high(16)>, i32
    }
    %r = warp.reduce add %w3, %s : !warp.warp<all>, i32
    %r2 = arith.addi %r, %x : i32
    memref.store %r2, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 30: a snippet writing `%SP`, the stack pointer the backend keeps for local memory, which no scope of it declares.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds `%SP`, a register of the compiled cod}}
    llvm.inline_asm has_side_effects "mov.u64 %SP, 0;", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
