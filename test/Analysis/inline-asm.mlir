// RUN: warp-opt --warp-check-convergence --split-input-file -verify-diagnostics %s -o /dev/null
//
// Inline PTX (llvm.inline_asm), as CUDA's headers and CUB write it, read by
// warptile/Ptx/InlineAsm.h: its collectives are checked as the NVVM ops
// are (C1-C3), and what the reader does not know is C5, naming it.

// Correct: a full-warp shuffle as inline PTX, every lane executing it.
llvm.func @asm_shfl_full(%v: i32) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(31 : i32) : i32
  %r = llvm.inline_asm has_side_effects "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r" %v, %one, %c, %all : (i32, i32, i32, i32) -> i32
  llvm.return
}

// -----

// C1: the same shuffle under `lane < 16`.
llvm.func @asm_shfl_half(%v: i32) attributes {nvvm.kernel} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(31 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %lane = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C1: shfl.sync down names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
  %r = llvm.inline_asm has_side_effects "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r" %v, %one, %c, %all : (i32, i32, i32, i32) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Correct: CUB's fused 64-bit shuffle-and-add (two 32-bit shuffles with
// the same operands, a guarded add) with the mask of the lower half warp,
// under `lane < 16`; the reads stay in [0, 16) (clamp 15).
llvm.func @asm_fused_half(%v: f64) attributes {nvvm.kernel} {
  %half = llvm.mlir.constant(65535 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(15 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %lane = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  %r = llvm.inline_asm has_side_effects "{  .reg .u32 lo;  .reg .u32 hi;  .reg .pred p;  .reg .f64 r0;  mov.b64 $0, $1;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo|p, lo, $2, $3, $4;  shfl.sync.down.b32 hi|p, hi, $2, $3, $4;  mov.b64 r0, {lo, hi};  @p add.f64 $0, $0, r0;}", "=d,d,r,r,r" %v, %one, %c, %half : (f64, i32, i32, i32) -> f64
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// C3: a shuffle up by 1 with the mask of lanes 1-31 reads lane 0 (lane 1
// reads it), outside the mask.
llvm.func @asm_shfl_reads_outside(%v: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(0 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %lane = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %up = llvm.icmp "ugt" %lane, %c0 : i32
  // expected-note @+1 {{the threads diverge here; in a warp, only lanes 1-31 take this path}}
  llvm.cond_br %up, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C3: shfl.sync up 1 with member mask high(31) (0xfffffffe) reads lanes 0 outside the mask (lane 1 reads lane 0)}}
  %r = llvm.inline_asm has_side_effects "shfl.sync.up.b32 $0, $1, $2, $3, 0xfffffffe;", "=r,r,r,r" %v, %one, %c : (i32, i32, i32) -> i32
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// C5: an instruction the reader does not know, named.
llvm.func @asm_unknown(%v: i32) attributes {nvvm.kernel} {
  // expected-warning @+1 {{C5: inline assembly the checker cannot read: the instruction 'fns.b32', which the reader does not know in 'fns.b32 $0, $1, 0, 1'; what it does to the lanes is not checked}}
  %r = llvm.inline_asm "fns.b32 $0, $1, 0, 1;", "=r,r" %v : (i32) -> i32
  llvm.return
}

// -----

// C5: a collective under a predicate guard inside the snippet.
llvm.func @asm_guarded(%v: i32) attributes {nvvm.kernel} {
  // expected-warning @+1 {{C5: inline assembly runs shfl.sync under a predicate guard ('@p shfl.sync.idx.b32 $0, $1, 0, 31, 0xffffffff'); the checker does not follow guards inside assembly}}
  %r = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $1, 0; @p shfl.sync.idx.b32 $0, $1, 0, 31, 0xffffffff; }", "=r,r" %v : (i32) -> i32
  llvm.return
}

// -----

// C5: two different collectives in one snippet.
llvm.func @asm_two(%v: i32) attributes {nvvm.kernel} {
  // expected-warning @+1 {{C5: inline assembly runs several different collectives}}
  %r = llvm.inline_asm has_side_effects "{ .reg .u32 t; shfl.sync.idx.b32 t, $1, 0, 31, 0xffffffff; shfl.sync.bfly.b32 $0, t, 1, 31, 0xffffffff; }", "=r,r" %v : (i32) -> i32
  llvm.return
}

// -----

// C5: constraints that bind more operands than the op has.
llvm.func @asm_bad_binding(%v: i32) attributes {nvvm.kernel} {
  // expected-warning @+1 {{C5: inline assembly the checker cannot read: constraints '=r,r,r' that bind a different number of operands than the op has}}
  %r = llvm.inline_asm "add.s32 $0, $1, $2;", "=r,r,r" %v : (i32) -> i32
  llvm.return
}
