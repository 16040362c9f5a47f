// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 27 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 27"). Each chunk verified before its fix. Float reductions: under
// `--sim` with a +NaN and a -NaN among the lanes each reported exited-in-mask
// or shuffle-source. Inline PTX and breakpoints: the PTX ended, held or split
// lanes before a reduction over all 32 lanes (ptxas accepts each; a model of
// that PTX without asm deadlocks or reports exited-in-mask under `--sim`).

// -----

// Round 27b h01: HOLE h01: math.copysign reads the sign of a NaN. An f64 warp.reduce of +NaN/-NaN gives lanes NaNs of different signs (add.f64 keeps the second operand's NaN), yet copysign(1, r) < 0 counts as warp-uniform: a top-level exit while the warp is live. Input: lane0 0x7ff8000000000001, lane1 0xfff8000000000002.
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %one = arith.constant 1.0 : f64
    %s = math.copysign %one, %r : f64
    %zero = arith.constant 0.0 : f64
    %c = arith.cmpf olt, %s, %zero : f64
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %t = warp.reduce add %w, %vi : !warp.warp<all>, i64
    memref.store %t, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 27b a02: copysign (llvm intrinsic) of a gpu.subgroup_reduce maxnumf f64 result; warp.if gets static 'all'
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = gpu.subgroup_reduce add %v : (f64) -> f64
    %one = arith.constant 1.0 : f64
    %s = math.copysign %one, %r : f64
    %zero = arith.constant 0.0 : f64
    // expected-note @+1 {{the condition is computed here}}
    %c = arith.cmpf olt, %s, %zero : f64
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown la}}
    %w2 = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      %x = warp.reduce add %t, %vi : !warp.warp<all>, i64
      memref.store %x, %out[%lane] : memref<32xi64>
      warp.yield %t : !warp.warp<all>
    } else {
    ^bb0(%t: !warp.warp<all>):
      %x = warp.reduce add %t, %vi : !warp.warp<all>, i64
      memref.store %x, %out[%lane] : memref<32xi64>
      warp.yield %t : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Round 27b a03: warp.reduce max f64 over NaNs of both signs; copysign decides a warp-carrying scf.for bound
gpu.module @m {
  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce max %w, %v : !warp.warp<all>, f64
    %one = arith.constant 1.0 : f64
    %s = math.copysign %one, %r : f64
    %n = arith.fptosi %s : f64 to i32
    %n2 = arith.addi %n, %n : i32
    %ub = arith.index_cast %n2 : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform, s}}
    %w3 = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %w) -> (!warp.warp<all>) {
      %x = warp.reduce add %a, %vi : !warp.warp<all>, i64
      memref.store %x, %out[%lane] : memref<32xi64>
      scf.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Round 27b c03b: fptrunc f64 NaN to f32 then copysign f32
gpu.module @m {

  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %zero = arith.constant 0.0 : f64
    %zf = arith.constant 0.0 : f32
    %tr = arith.truncf %r fastmath<none> : f64 to f32
    %one = arith.constant 1.0 : f32
    %s = math.copysign %one, %tr : f32
    %c = arith.cmpf olt, %s, %zf : f32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %t = warp.reduce add %w, %vi : !warp.warp<all>, i64
    memref.store %t, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 27b e01: f16 subgroup_reduce add of +NaN/-NaN halves, copysign f16
gpu.module @m {
  gpu.func @k(%in: memref<32xi16>, %out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi16>
    %v = arith.bitcast %vi : i16 to f16
    %r = gpu.subgroup_reduce add %v : (f16) -> f16
    %one = arith.constant 1.0 : f16
    %s = math.copysign %one, %r : f16
    %zero = arith.constant 0.0 : f16
    %c = arith.cmpf olt, %s, %zero : f16
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    %l32 = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %t = warp.reduce add %w, %l32 : !warp.warp<all>, i32
    memref.store %t, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27b c01: complex.bitcast f64 -> complex<f32>, re part (low payload bits) compared
gpu.module @m {

  gpu.func @k(%in: memref<32xi64>, %out: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %vi = memref.load %in[%lane] : memref<32xi64>
    %v = arith.bitcast %vi : i64 to f64
    %r = warp.reduce add %w, %v : !warp.warp<all>, f64
    %zero = arith.constant 0.0 : f64
    %zf = arith.constant 0.0 : f32
    %cx = complex.bitcast %r : f64 to complex<f32>
    %re = complex.re %cx : complex<f32>
    %c = arith.cmpf ogt, %re, %zf : f32
    scf.if %c {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %t = warp.reduce add %w, %vi : !warp.warp<all>, i64
    memref.store %t, %out[%lane] : memref<32xi64>
    gpu.return
  }
}

// -----

// Round 27a h01: a snippet writes its input `$0` (the constant 1, whose register `bar.sync $1` also reads).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 p, t, 16; selp.u32 $0, 1, 2, p; bar.sync $1, 32; }", "r,r" %c1, %c1 : (i32, i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h01b: the same in nvvm.inline_ptx: `{$r0}` written, `bar.sync {$r1}`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    nvvm.inline_ptx "{ .reg .pred p; .reg .b32 t; elect.sync t|p, 0xffffffff; selp.u32 {$r0}, 1, 2, p; bar.sync {$r1}, 32; }" ro(%c1, %c1 : i32, i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h01c: a snippet writes its input (a kernel parameter), which a later nvvm.barrier id reads.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c32 = arith.constant 32 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .b32 t; mov.u32 t, %laneid; shr.u32 t, t, 4; add.u32 $0, t, 1; }", "r" %n : (i32) -> ()
    nvvm.barrier id = %n number_of_threads = %c32
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h02: a snippet writes its input -1 on lanes 0-15, the register of the warp reduction's member mask.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %cm1 = arith.constant -1 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 p, t, 16; @p mov.u32 $0, 65535; }", "r" %cm1 : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h03: a snippet writes its input (a uniform parameter) as laneid & 1 before a top-level exit on it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .b32 t; mov.u32 t, %laneid; and.b32 $0, t, 1; }", "r" %n : (i32) -> ()
    %z = arith.cmpi eq, %n, %c0 : i32
    scf.if %z {
      nvvm.exit
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h05: a snippet writes its input (the lane id), the register of warp.if's guard.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "mov.u32 $0, 3;", "r" %li : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %w3, %s = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%lo: !warp.warp<low(16)>):
      %x = warp.shuffle xor %lo, %li, 8 : !warp.warp<low(16)>, i32
      warp.yield %lo, %x : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c0 = arith.constant 0 : i32
      warp.yield %hi, %c0 : !warp.warp<high(16)>, i32
    }
    %r = warp.reduce add %w3, %s : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h06: a snippet writes its input, a warp-carrying loop's bound.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it writes its input `$0`, whose register the c}}
    llvm.inline_asm has_side_effects "{ .reg .b32 t; mov.u32 t, %laneid; and.b32 t, t, 1; add.u32 $0, t, 1; }", "r" %n : (i32) -> ()
    // expected-note @+1 {{the warp is used here}}
    %wf, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%ww = %w, %a = %c0) -> (!warp.warp<all>, i32) : i32 {
      %r = warp.reduce add %ww, %li : !warp.warp<all>, i32
      %a2 = arith.addi %a, %r : i32
      scf.yield %ww, %a2 : !warp.warp<all>, i32
    }
    %r = warp.reduce add %wf, %acc : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h04: ptxas reads a lone backslash before an opcode as nothing: `@q \ exit;` is a guarded exit.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `\`, which ptxas reads as nothing b}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 q, t, 16; @q \\ exit; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h04b: `@q \ bar.sync 0;`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `\`, which ptxas reads as nothing b}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; .reg .b32 t; mov.u32 t, %laneid; setp.lt.u32 q, t, 16; @q \\ bar.sync 0; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h04c: `\ bar.sync t, 32;` with a computed id.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `\`, which ptxas reads as nothing b}}
    llvm.inline_asm has_side_effects "{ .reg .b32 t; mov.u32 t, %laneid; shr.u32 t, t, 4; add.u32 t, t, 1; \\ bar.sync t, 32; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h04d: h04 in nvvm.inline_ptx.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+2 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    // expected-note @+1 {{this inline PTX is read as any instruction: it holds a `\`, which ptxas reads as nothing b}}
    nvvm.inline_ptx "{ .reg .pred q; setp.lt.u32 q, {$r0}, 16; @q \\ exit; }" ro(%li : i32)
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h07: llvm.intr.debugtrap (`brkpt`) under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      "llvm.intr.debugtrap"() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 27a h07b: nvvm.breakpoint under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.breakpoint
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
