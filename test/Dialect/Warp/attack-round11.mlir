// RUN: warp-opt %s --split-input-file --verify-diagnostics
// RUN: warp-opt %s --split-input-file --verify-diagnostics --mlir-disable-threading
// Issue 27, round 11 of the adversarial pass (a fresh tester at 20dc748):
// private-argument uniformity through calls against declared block shapes
// (tid.y), the call-depth limit, do-while votes on parts of a warp, and two
// symbol tables with the same helper name. Every chunk is illegal by a
// per-lane model of the PTX ISA (/work/notes/attack27-round11-log.md);
// their nearest legal programs run in test/Sim/warp-attack-round11/.

// tid.y + 1 as a private helper's loop bound from a kernel whose rows are not whole warps (16 x 2): the call site's argument varies, so the helper's bound does.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %n: index, %out: memref<64xi32>) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_dim x
    %o = arith.muli %ty, %bx : index
    %i2 = arith.addi %o, %tx : index
    memref.store %acc, %out[%i2] : memref<64xi32>
    return %r : !warp.warp<all>
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %c1 = arith.constant 1 : index
    %n = arith.addi %ty, %c1 : index
    %w2 = func.call @h(%w, %n, %out) : (!warp.warp<all>, index, memref<64xi32>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// The same helper called from a 32 x 2 kernel (tid.y uniform) and from a 16 x 4 kernel (not): the join over the call sites varies.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %n: index, %out: memref<64xi32>) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_dim x
    %o = arith.muli %ty, %bx : index
    %i2 = arith.addi %o, %tx : index
    memref.store %acc, %out[%i2] : memref<64xi32>
    return %r : !warp.warp<all>
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %c1 = arith.constant 1 : index
    %n = arith.addi %ty, %c1 : index
    %w2 = func.call @h(%w, %n, %out) : (!warp.warp<all>, index, memref<64xi32>) -> !warp.warp<all>
    gpu.return
  }
  gpu.func @k2(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %c1 = arith.constant 1 : index
    %n = arith.addi %ty, %c1 : index
    %w2 = func.call @h(%w, %n, %out) : (!warp.warp<all>, index, memref<64xi32>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// tid.y from a 32 x 2 kernel through ten nested private functions: past kMaxCallDepth the argument is varying (nine verify: test/Sim/warp-attack-round11/tid-y-depth9.mlir).
gpu.module @m {
  func.func private @h10(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
  }
  func.func private @h9(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h10(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h8(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h9(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h7(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h8(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h6(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h7(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h5(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h6(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h4(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h5(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h3(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h4(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h2(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h3(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  func.func private @h1(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %r, %a = func.call @h2(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    return %r, %a : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %lx = gpu.lane_id
    %c7 = arith.constant 7 : index
    %la = arith.andi %lx, %c7 : index
    %c32 = arith.constant 32 : index
    %r, %a = func.call @h1(%w, %ty) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    %o = arith.muli %ty, %c32 : index
    %i = arith.addi %o, %tx : index
    memref.store %a, %out[%i] : memref<64xi32>
    gpu.return
  }
}

// -----

// A do-while in a helper whose condition is a vote on a low(16) half of the carried warp: lanes 16-31 get no vote of their own.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lm = arith.remui %li, %k : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform}}
    %r:3 = scf.while (%x = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %s = warp.reduce add %x, %li : !warp.warp<all>, i32
      %acc2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      %p = arith.cmpi ult, %i2, %lm : i32
      %lo, %hi = warp.diverge %x, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
      %cond = warp.any %lo, %p : !warp.warp<low(16)>
      %xm = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
      // expected-note @+1 {{decided here}}
      scf.condition(%cond) %x, %i2, %acc2 : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<all>, %i: i32, %acc: i32):
      scf.yield %x, %i, %acc : !warp.warp<all>, i32, i32
    }
    return %r#0, %r#2 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %k: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r, %a = func.call @h(%w, %k) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %l = gpu.lane_id
    memref.store %a, %out[%l] : memref<32xi32>
    gpu.return
  }
}

// -----

// The same with the vote on a tile of 8: each tile votes alone.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %k: i32) -> (!warp.warp<all>, i32) {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lm = arith.remui %li, %k : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but the condition of its scf.condition is not shown lane-uniform}}
    %r:3 = scf.while (%x = %w, %i = %z, %acc = %z) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32, i32) {
      %s = warp.reduce add %x, %li : !warp.warp<all>, i32
      %acc2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      %p = arith.cmpi ult, %i2, %lm : i32
      %t = warp.tile %x, 8 : !warp.warp<all> -> !warp.tile<8>
      %cond = warp.any %t, %p : !warp.tile<8>
      // expected-note @+1 {{decided here}}
      scf.condition(%cond) %x, %i2, %acc2 : !warp.warp<all>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<all>, %i: i32, %acc: i32):
      scf.yield %x, %i, %acc : !warp.warp<all>, i32, i32
    }
    return %r#0, %r#2 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %k: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r, %a = func.call @h(%w, %k) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %l = gpu.lane_id
    memref.store %a, %out[%l] : memref<32xi32>
    gpu.return
  }
}

// -----

// Two gpu.modules with a private helper of the same name: the second module's kernel passes a lane id; the first module's helper stays legal.
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: index) kernel {
    %w = warp.entry : !warp.warp<all>
    %r, %a = func.call @h(%w, %n) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    %l = gpu.lane_id
    memref.store %a, %out[%l] : memref<32xi32>
    gpu.return
  }
}
gpu.module @m2 {
  func.func private @h(%w: !warp.warp<all>, %n: index) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r, %acc = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    return %r, %acc : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: index) kernel {
    %w = warp.entry : !warp.warp<all>
    %ln = gpu.lane_id
    %r, %a = func.call @h(%w, %ln) : (!warp.warp<all>, index) -> (!warp.warp<all>, i32)
    %l = gpu.lane_id
    memref.store %a, %out[%l] : memref<32xi32>
    gpu.return
  }
}
