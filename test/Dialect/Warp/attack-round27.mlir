// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 27 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 27"). Each chunk verified before its fix; under `--sim` with a +NaN
// and a -NaN among the lanes each reported exited-in-mask or shuffle-source
// (the butterfly gives lanes the sign of different NaNs).

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
